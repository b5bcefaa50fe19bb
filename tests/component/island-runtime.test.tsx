// The slim <astro-island> runtime (src/components/island-runtime.js) as the browser runs it: it
// waits for the directive, loads the component and the renderer, hydrates with the decoded props,
// drops `ssr` and announces `astro:hydrate`.
import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';

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
});

describe('the slim island runtime', () => {
  it('hydrates once the directive runs, with the decoded props', async () => {
    // A classic script's text, run as the page runs it (its import() answered from `served`).
    // eslint-disable-next-line @typescript-eslint/no-implied-eval
    const run = new Function('importServed', RUNTIME.replace(/\bimport\(/g, 'importServed('));
    (run as (importer: typeof importServed) => void)(importServed);
    served['/_astro/Form.js'] = { Form: 'the form' };
    served['/_astro/client.js'] = {
      default:
        (el: HTMLElement) =>
        (component: unknown, props: unknown, _slots: unknown, { client }: { client: unknown }) => {
          globalThis.hydrated = { component, props, client, ssr: el.hasAttribute('ssr') };
        },
    };
    const island = document.createElement('astro-island');
    island.setAttribute('component-url', '/_astro/Form.js');
    island.setAttribute('component-export', 'Form');
    island.setAttribute('renderer-url', '/_astro/client.js');
    island.setAttribute(
      'props',
      '{"strings":[0,{"a":[0,"b"]}],"list":[1,[[0,"x"],[0,{"c":[0,1]}]]]}',
    );
    island.setAttribute('opts', '{"name":"Form","value":true}');
    island.setAttribute('client', 'later');
    island.setAttribute('ssr', '');
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
});
