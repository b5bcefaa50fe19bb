// One small interface over the tools that drive each engine on this machine, all from Debian
// (never a downloaded browser; see docs/decisions/0012-supported-browsers.md):
// - Firefox ESR: puppeteer-core over WebDriver BiDi (Playwright's stock-Firefox channel cannot
//   open a page on ESR 153; its `fill()` over BiDi never reaches React);
// - WebKitGTK: selenium-webdriver to Debian's WebKitWebDriver and MiniBrowser under Xvfb
//   (classic WebDriver: no BiDi, hence the page-side log of page.js);
// - Chromium: puppeteer-core over CDP, with the flags of the other browser tests.
// Clicks and keys are real input events: a click lands where the control is at that moment,
// with no wait for it to stand still, as a finger does.
import { spawn } from 'node:child_process';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../../scripts/chromium';

export type EngineName = 'firefox' | 'webkit' | 'chromium';
export type Theme = 'dark' | 'light';
export interface Session {
  size: 'desktop' | 'phone';
  theme: Theme;
}
export const SIZES = { desktop: { width: 1280, height: 900 }, phone: { width: 390, height: 844 } };

export interface Driver {
  goto(url: string): Promise<void>;
  /** Evaluates a JavaScript expression in the page and returns its (JSON) value. */
  eval<T>(expression: string): Promise<T>;
  click(css: string): Promise<void>;
  /** Types text into a field key by key (focusing it first, by a click). */
  type(css: string, text: string): Promise<void>;
  /** Presses one key: 'Escape', 'Enter', 'Backspace' or a character. */
  key(name: string): Promise<void>;
  /** Select-all then Backspace in a field, by keys. */
  clear(css: string): Promise<void>;
  close(): Promise<void>;
}

const FIREFOX_PATH = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';
const MINIBROWSER =
  process.env.MINIBROWSER_PATH ?? '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';

export async function launch(engine: EngineName, session: Session, port: number): Promise<Driver> {
  if (engine === 'webkit') return webkit(session, port);
  return puppeteerDriver(engine, session);
}

async function puppeteerDriver(engine: 'firefox' | 'chromium', session: Session) {
  const { puppeteer } = await import('../../tools/engines');
  const viewport = SIZES[session.size];
  // The suite reads no request or response (the pages report what failed, page.js): without
  // network events the browser does not describe every request to the driver.
  const networkEnabled = false;
  const browser =
    engine === 'firefox'
      ? await puppeteer.launch({
          browser: 'firefox',
          executablePath: FIREFOX_PATH,
          headless: true,
          defaultViewport: viewport,
          networkEnabled,
          extraPrefsFirefox: {
            // emulateMediaFeatures needs CDP: Firefox's own pref sets the OS colour scheme.
            'layout.css.prefers-color-scheme.content-override': session.theme === 'dark' ? 0 : 1,
            // puppeteer-core asks Firefox to keep a copy of every request and response body (up
            // to 20 MB each, for HTTPResponse.buffer(), which the suite never calls); a total
            // below that makes Firefox refuse the collectors, which puppeteer-core ignores.
            'remote.network.maxTotalDataSize': 0,
          },
        })
      : await puppeteer.launch({
          browser: 'chrome',
          executablePath: CHROMIUM_PATH,
          args: CHROMIUM_FLAGS,
          headless: true,
          defaultViewport: viewport,
          networkEnabled,
        });
  const page = await browser.newPage();
  if (engine === 'chromium') {
    await page.emulateMediaFeatures([{ name: 'prefers-color-scheme', value: session.theme }]);
  }
  const focus = async (css: string) => {
    await page.click(css);
  };
  return {
    goto: async (url: string) => {
      await page.goto(url);
    },
    eval: <T>(expression: string) => page.evaluate(expression) as Promise<T>,
    click: (css: string) => page.click(css),
    type: async (css: string, text: string) => {
      await focus(css);
      await page.keyboard.type(text);
    },
    key: (name: string) => page.keyboard.press(name as never),
    clear: async (css: string) => {
      await focus(css);
      await page.keyboard.down('Control');
      await page.keyboard.press('a');
      await page.keyboard.up('Control');
      await page.keyboard.press('Backspace');
    },
    close: () => browser.close(),
  } satisfies Driver;
}

async function webkit(session: Session, port: number): Promise<Driver> {
  const { Builder, By, Key } = (await import('../../tools/engines')).selenium;
  // Its own process group, so closing ends Xvfb, the driver and MiniBrowser together.
  const xvfb = spawn(
    'xvfb-run',
    ['-a', '-s', '-screen 0 1280x1024x24', 'WebKitWebDriver', `--port=${port}`, '--host=127.0.0.1'],
    {
      detached: true,
      stdio: 'ignore',
      // Under Xvfb (no GPU) the DMA-BUF renderer repainted any page taller than the window
      // continuously: about 0.6 CPU s a second while a flow polled, against 0.06 with the older
      // way of handing frames to MiniBrowser. Pages are still composited (no change to layout,
      // scripts or scrolling); only how the finished frames reach the window differs.
      env: { ...process.env, WEBKIT_DISABLE_DMABUF_RENDERER: '1' },
    },
  );
  const stopDriver = () => {
    if (xvfb.pid) process.kill(-xvfb.pid, 'SIGTERM');
  };
  try {
    await waitForDriver(`http://127.0.0.1:${port}/status`);
    const driver = await new Builder()
      .usingServer(`http://127.0.0.1:${port}`)
      .withCapabilities({
        browserName: 'MiniBrowser',
        'webkitgtk:browserOptions': {
          binary: MINIBROWSER,
          args: ['--automation', ...(session.theme === 'dark' ? ['--dark-mode'] : [])],
        },
      })
      .build();
    await driver.manage().window().setRect(SIZES[session.size]);
    const KEYS: Record<string, string> = {
      Escape: Key.ESCAPE,
      Enter: Key.ENTER,
      Backspace: Key.BACK_SPACE,
      Tab: Key.TAB,
      ArrowLeft: Key.ARROW_LEFT,
      ArrowRight: Key.ARROW_RIGHT,
    };
    const element = (css: string) => driver.findElement(By.css(css));
    return {
      goto: (url) => driver.get(url),
      eval: <T>(expression: string) => driver.executeScript<T>(`return ${expression}`),
      click: async (css) => (await element(css)).click(),
      type: async (css, text) => {
        await (await element(css)).click();
        await driver.actions().sendKeys(text).perform();
      },
      key: (name) =>
        driver
          .actions()
          .sendKeys(KEYS[name] ?? name)
          .perform(),
      clear: async (css) => {
        await (await element(css)).click();
        await driver
          .actions()
          .keyDown(Key.CONTROL)
          .sendKeys('a')
          .keyUp(Key.CONTROL)
          .sendKeys(Key.BACK_SPACE)
          .perform();
      },
      close: async () => {
        await driver.quit().catch(() => undefined);
        stopDriver();
      },
    };
  } catch (error) {
    stopDriver();
    throw error;
  }
}

/** The driver answers /status once it listens (a condition, polled; it starts in ~1 s). */
async function waitForDriver(url: string) {
  const end = Date.now() + 30_000;
  while (
    !(await fetch(url).then(
      (r) => r.ok,
      () => false,
    ))
  ) {
    if (Date.now() > end) throw new Error(`WebKitWebDriver did not start (${url})`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
