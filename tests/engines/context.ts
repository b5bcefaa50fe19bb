// What a flow works with: the driver, waits on conditions (polled, never a fixed sleep), controls
// found by role and translated name (page.js), and what the pages reported.
import type { TranslationKey } from '../../src/lib/i18n';
import { text, type Language } from '../e2e/support/i18n';
import type { DevApi } from './api';
import type { Driver, EngineName, Session } from './drivers';
import type { Proxy } from './proxy';

/** How long a condition may take on a loaded two-core machine before the flow fails. */
const WAIT_MS = Number(process.env.ENGINES_WAIT_MS ?? 30_000);
const POLL_MS = 100;

/** True once every after-paint script of the page has arrived (or on a page without any). */
const AFTER_PAINT_LOADED = `[...document.querySelectorAll('meta[name=after-paint-script]')].every((m) => performance.getEntriesByName(new URL(m.content, location.href).href).length > 0)`;

/** What page.js recorded since the last call (JSON), emptied; null before page.js ran. */
const DRAIN = `(typeof __engines === 'object' ? __engines.drain() : null)`;

interface PageReport {
  kind: string;
  message: string;
  page: string;
}

export class Context {
  /** What the pages reported that a flow must not cause (see `collect`). */
  readonly problems: string[] = [];

  constructor(
    readonly b: Driver,
    readonly engine: EngineName,
    readonly session: Session,
    readonly origin: string,
    readonly api: DevApi,
    readonly proxy: Proxy,
  ) {}

  t = (lang: Language, key: TranslationKey, values: Record<string, string> = {}) =>
    text(lang, key, values);

  /** Empty storage with the session's theme remembered for the tab, as `?theme=` leaves it. */
  async reset(tokens?: object) {
    await this.b.goto(`${this.origin}/api/ready`);
    await this.b.eval(
      `(localStorage.clear(), sessionStorage.clear(), sessionStorage.setItem('account.theme', ${JSON.stringify(JSON.stringify(this.session.theme))}), ${
        tokens
          ? `localStorage.setItem('account.tokenInfo', ${JSON.stringify(JSON.stringify(tokens))})`
          : 'null'
      })`,
    );
  }

  /**
   * Opens a page of the site and checks it shows in the session's theme. The page being left
   * first finishes loading its after-paint scripts, as it would before a person moves on: Firefox
   * rejects an import() cut short by leaving (an unhandled rejection of the page left behind).
   */
  async open(path: string) {
    await this.until('after-paint scripts loaded', AFTER_PAINT_LOADED);
    await this.b.goto(`${this.origin}${path}`);
    await this.until(
      `theme ${this.session.theme} on ${path}`,
      `document.documentElement.dataset.theme === ${JSON.stringify(this.session.theme)}`,
    );
  }

  /** Polls a JavaScript expression until it is truthy; returns its value. */
  async until<T>(what: string, expression: string): Promise<T> {
    const end = Date.now() + WAIT_MS;
    for (;;) {
      // The condition and what the page logged since, in one round trip to the engine: a second
      // one per poll cost 15 s of polling 0.9 → 0.5 CPU s in WebKit, 0.8 → 0.6 in Firefox.
      const [value, log] = await this.b
        .eval<[T | null, string | null]>(
          `[(() => { try { return ${expression}; } catch (error) { return null; } })(), ${DRAIN}]`,
        )
        .catch(() => [null, null]);
      this.record(log);
      if (value) return value;
      if (Date.now() > end) {
        const state = await this.b.eval<string>('__engines.state()').catch(() => 'unknown');
        throw new Error(`timed out waiting for: ${what} (page: ${state})`);
      }
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
  }

  /** The selector of the control of that role and name, once it is rendered. */
  find(role: string, name: string | null): Promise<string> {
    return this.until(
      `${role} "${name}"`,
      `__engines.find(${JSON.stringify(role)}, ${JSON.stringify(name)})`,
    );
  }

  /** Clicks the control once it takes clicks: a click on a disabled button is lost. */
  async click(role: string, name: string | null) {
    await this.b.click(
      await this.until<string>(
        `${role} "${name}" enabled`,
        `__engines.findEnabled(${JSON.stringify(role)}, ${JSON.stringify(name)})`,
      ),
    );
  }

  async type(role: string, name: string, value: string) {
    await this.b.type(await this.find(role, name), value);
  }

  path = () => this.b.eval<string>('location.pathname');

  async hydrated() {
    await this.until('islands hydrated', '__engines.hydrated()');
  }

  /**
   * Moves what the pages logged into `problems`: script errors, unhandled rejections,
   * console.error/warn, CSP violations and failed same-origin resources. Other origins (Google's
   * script, the get-app page) are unreachable on a closed CI network by design.
   */
  async collect() {
    this.record(await this.b.eval<string | null>(DRAIN).catch(() => null));
  }

  private record(raw: string | null) {
    for (const report of JSON.parse(raw ?? '[]') as PageReport[]) {
      if (report.kind === 'resource-error' && !report.message.startsWith(this.origin)) continue;
      this.problems.push(`${report.kind} on ${report.page}: ${report.message}`);
    }
  }
}

export function expectEqual(actual: unknown, expected: unknown, what: string) {
  if (JSON.stringify(actual) !== JSON.stringify(expected)) {
    throw new Error(`${what}: expected ${JSON.stringify(expected)}, got ${JSON.stringify(actual)}`);
  }
}
