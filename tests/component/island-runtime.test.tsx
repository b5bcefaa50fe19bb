// The slim <astro-island> runtime (src/components/island-runtime.js) as the browser runs it: it
// waits for the directive, loads the component and the renderer, hydrates with the decoded props,
// drops `ssr` and announces `astro:hydrate`.
import { readFileSync } from 'node:fs';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

const RUNTIME = readFileSync('src/components/island-runtime.js', 'utf8');
/** The modules the page's server would serve; `import()` in the runtime reads them from here. */
const served: Record<string, unknown> = {};
const importServed = (url: string) =>
  url in served ? Promise.resolve(served[url]) : Promise.reject(new Error(`404 ${url}`));

interface Hydrated {
  component: unknown;
  props: unknown;
  client: unknown;
  ssr: boolean;
}
declare global {
  var hydrated: Hydrated | undefined;
}

afterEach(() => {
  document.body.innerHTML = '';
  globalThis.hydrated = undefined;
  vi.useRealTimers();
});

beforeAll(() => {
  // A classic script's text, run as the page runs it (its import() answered from `served`).
  // eslint-disable-next-line @typescript-eslint/no-implied-eval
  const run = new Function('importServed', RUNTIME.replace(/\bimport\(/g, 'importServed('));
  (run as (importer: typeof importServed) => void)(importServed);
});

/** An island as Astro prerenders it, with the directive `client`. */
function islandOf(componentUrl: string, client: string) {
  const island = document.createElement('astro-island');
  island.setAttribute('component-url', componentUrl);
  island.setAttribute('component-export', 'Form');
  island.setAttribute('renderer-url', '/_astro/client.js');
  island.setAttribute('opts', '{"name":"Form","value":true}');
  island.setAttribute('client', client);
  island.setAttribute('ssr', '');
  return island;
}

describe('the slim island runtime', () => {
  it('hydrates once the directive runs, with the decoded props', async () => {
    served['/_astro/Form.js'] = { Form: 'the form' };
    served['/_astro/client.js'] = {
      default:
        (el: HTMLElement) =>
        (component: unknown, props: unknown, _slots: unknown, { client }: { client: unknown }) => {
          globalThis.hydrated = { component, props, client, ssr: el.hasAttribute('ssr') };
        },
    };
    const island = islandOf('/_astro/Form.js', 'later');
    island.setAttribute(
      'props',
      '{"strings":[0,{"a":[0,"b"]}],"list":[1,[[0,"x"],[0,{"c":[0,1]}]]]}',
    );
    document.body.append(island);
    expect(globalThis.hydrated).toBeUndefined();

    const hydratedEvent = new Promise((done) => island.addEventListener('astro:hydrate', done));
    // The directive's script comes after the island: the runtime waits for its event.
    const astro = ((window as unknown as { Astro?: Record<string, unknown> }).Astro ??= {});
    astro.later = (load: () => Promise<() => Promise<void>>) => load().then((hydrate) => hydrate());
    window.dispatchEvent(new Event('astro:later'));
    await hydratedEvent;

    expect(globalThis.hydrated).toEqual({
      component: 'the form',
      props: { strings: { a: 'b' }, list: ['x', { c: 1 }] },
      client: 'later',
      ssr: true,
    });
    expect(island.hasAttribute('ssr')).toBe(false);
  });

  it('tries a component that cannot load once more, then reports astro:hydration-error and stays prerendered', async () => {
    vi.useFakeTimers();
    served['/_astro/client.js'] = { default: () => () => undefined };
    const astro = ((window as unknown as { Astro?: Record<string, unknown> }).Astro ??= {});
    astro.now = (load: () => Promise<() => Promise<void>>) => load().then((hydrate) => hydrate());
    const island = islandOf('/_astro/Gone.js', 'now');
    const reported = new Promise<CustomEvent<{ error: unknown; componentUrl: string }>>((done) =>
      document.addEventListener(
        'astro:hydration-error',
        (e) => done(e as CustomEvent<{ error: unknown; componentUrl: string }>),
        {
          once: true,
        },
      ),
    );
    // The event is cancelled: the runtime then logs nothing (Astro's contract).
    document.addEventListener('astro:hydration-error', (e) => e.preventDefault(), { once: true });
    document.body.append(island);
    await vi.advanceTimersByTimeAsync(999);
    // Within Astro's one-second pause before the second try, nothing is reported yet.
    let settled = false;
    void reported.then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const event = await reported;
    expect(event.detail.componentUrl).toBe('/_astro/Gone.js');
    expect(String(event.detail.error)).toContain('astro-retry=');
    expect(island.hasAttribute('ssr')).toBe(true);
  });
});
