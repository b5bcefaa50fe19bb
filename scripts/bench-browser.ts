// What `npm run bench` (scripts/bench.ts) does in the browser: a Lighthouse run, a signed-in
// session stored first, and the first keystroke a page keeps.
import { chromium } from '@playwright/test';
import type { TokenData } from '../src/lib/api/types';
import { lighthouse } from '../tools/bench';
import type { Scores } from './bench-report';
import { blockingTasks, type NamedTask, type TraceEvent } from './bench-trace';

/** Stores a session in the audited browser's localStorage, as the site does after sign-in. */
export async function storeSession(port: number, origin: string, tokens: TokenData): Promise<void> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  try {
    const page = await browser.contexts()[0]!.newPage();
    await page.goto(`${origin}/favicon.ico`);
    await page.evaluate(
      (value) => localStorage.setItem('account.tokenInfo', value),
      JSON.stringify(tokens),
    );
    await page.close();
  } finally {
    await browser.close();
  }
}

/**
 * Lighthouse's default 4× CPU slowdown turns a high-end desktop (benchmarkIndex 1500–2000) into a
 * mid-tier phone: a benchmarkIndex of about 1750 / 4. The slowdown that brings this machine to the
 * same phone is its own index divided by that (Lighthouse docs/throttling.md, "Calibrating the CPU
 * slowdown"), so figures from two machines describe the same phone.
 */
const PHONE_BENCHMARK_INDEX = 1750 / 4;

/** The CPU slowdown that makes a machine of this benchmarkIndex a mid-tier phone (1×–10×). */
export function calibratedSlowdown(benchmarkIndex: number): number {
  return Math.min(10, Math.max(1, Math.round((benchmarkIndex / PHONE_BENCHMARK_INDEX) * 10) / 10));
}

/**
 * One Lighthouse run (mobile emulation, CPU slowed down by `cpuSlowdown`): the four category
 * scores, the three metrics and the machine's benchmarkIndex measured during the run, and the
 * tasks of its trace that block the main thread on the slowed-down phone, named.
 */
export async function audit(
  url: string,
  port: number,
  cpuSlowdown: number,
  keepStorage = false,
): Promise<{ scores: Scores; tasks: NamedTask[] }> {
  const result = await lighthouse(
    url,
    {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      // Lighthouse clears the origin's storage first unless told not to; signed-in pages need it.
      disableStorageReset: keepStorage,
    },
    {
      extends: 'lighthouse:default',
      settings: { throttling: { cpuSlowdownMultiplier: cpuSlowdown } },
    },
  );
  const lhr = result?.lhr;
  const landed = lhr?.finalDisplayedUrl ? new URL(lhr.finalDisplayedUrl).pathname : null;
  if (landed !== new URL(url).pathname) {
    console.warn(`  ! ${url} ended on ${landed ?? 'nothing'}: the figures are not the page's own`);
  }
  const score = (id: string) => {
    const s = lhr?.categories[id]?.score;
    return typeof s === 'number' ? Math.round(s * 100) : null;
  };
  const metric = (id: string) => lhr?.audits[id]?.numericValue ?? null;
  const trace = result?.artifacts.Trace.traceEvents as unknown as TraceEvent[] | undefined;
  const scores = {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcpMs: metric('largest-contentful-paint'),
    tbtMs: metric('total-blocking-time'),
    cls: metric('cumulative-layout-shift'),
    benchmarkIndex: lhr?.environment.benchmarkIndex ?? null,
  };
  return { scores, tasks: trace ? blockingTasks(trace, cpuSlowdown) : [] };
}

/** The first text field of a page (what a user types into first). */
const FIRST_FIELD =
  'input:is([type=email],[type=text],[type=password],:not([type])):not([hidden],[readonly])';

/**
 * In the page's own world: once its first field exists, notes when that field first takes text
 * (`window.__firstInputAt`, on the page's clock) and focuses it; true once focused.
 */
const FOCUS_FIRST_FIELD = `(() => {
  const field = document.querySelector(${JSON.stringify(FIRST_FIELD)});
  if (!field) return false;
  if (!('__firstInputAt' in window)) {
    window.__firstInputAt = null;
    field.addEventListener('input', () => { window.__firstInputAt ??= performance.now(); });
  }
  field.focus();
  return document.activeElement === field;
})()`;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Milliseconds from navigation start until a key typed into the page's first text field is
 * accepted (its `input` event, on the page's clock) and still there once the page is interactive,
 * the CPU slowed down by `cpuSlowdown`. Islands take typing from the first paint of the HTML; a
 * client-rendered page only once its script has rendered the field.
 * The field is found, focused and typed into through the DevTools protocol directly: Playwright's
 * locators first inject a helper script into the page, about 15 ms of main-thread work (60 ms at
 * 4×) that no user's page pays and that would be counted against it.
 */
export async function firstInputMs(
  port: number,
  url: string,
  keepStorage: boolean,
  cpuSlowdown: number,
): Promise<number | null> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${port}`);
  const context = browser.contexts()[0]!;
  const page = await context.newPage();
  try {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
    if (!keepStorage) await cdp.send('Network.clearBrowserCache');
    const evaluate = async (expression: string): Promise<unknown> =>
      (await cdp.send('Runtime.evaluate', { expression, returnByValue: true })).result.value;
    const navigated = page.waitForEvent('domcontentloaded');
    await cdp.send('Page.navigate', { url });
    // Asked every 10 ms: each question is a task on the page's main thread.
    let focused = false;
    for (let waited = 0; !focused && waited < 10_000; waited += 10) {
      focused = (await evaluate(FOCUS_FIRST_FIELD)) === true;
      if (!focused) await pause(10);
    }
    if (!focused) return null;
    const key = { key: 'a', code: 'KeyA', windowsVirtualKeyCode: 65 };
    await cdp.send('Input.dispatchKeyEvent', { type: 'keyDown', text: 'a', ...key });
    await cdp.send('Input.dispatchKeyEvent', { type: 'keyUp', ...key });
    let typedAt: unknown = null;
    for (let waited = 0; typeof typedAt !== 'number' && waited < 10_000; waited += 10) {
      typedAt = await evaluate('window.__firstInputAt');
      if (typeof typedAt !== 'number') await pause(10);
    }
    if (typeof typedAt !== 'number') return null;
    await navigated;
    await page.waitForLoadState('networkidle');
    // Astro removes `ssr` from an island once it has hydrated.
    await page.waitForFunction(() => !document.querySelector('astro-island[ssr]'), null, {
      timeout: 15_000,
    });
    // A field the page replaced once interactive kept nothing.
    const kept = await page
      .locator(FIRST_FIELD)
      .first()
      .inputValue({ timeout: 5_000 })
      .catch(() => '');
    return kept.includes('a') ? Math.round(typedAt) : null;
  } finally {
    await page.close();
    await browser.close();
  }
}
