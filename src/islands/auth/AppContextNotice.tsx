import type { Strings } from '../../lib/i18n';
import { lazyModule } from '../../lib/lazy';
import { useClientValue } from '../ui/useClientValue';

// Like the language menu: fetched when the pointer or the focus reaches the button, at the latest
// on the tap, which it then carries out (one that cannot load: the next tap tries again).
const web = lazyModule(() => import('./continueOnWeb'));

/**
 * Says that signing in hands the session back to the app the user came from, with a way to stay
 * on the web. Shown from the first paint by the head script's `data-app-context` (components/app-context.js) (the app-context:
 * variant), so nothing moves when the island hydrates.
 */
export function AppContextNotice({
  strings,
}: {
  strings: Strings<'signin.appContext.notice' | 'signin.appContext.web'>;
}) {
  // Shown from the first paint, it works once hydrated: until then a tap is not silently lost.
  const hydrated = useClientValue(() => true, false);
  return (
    <div
      className="mb-5 hidden flex-col items-start gap-1 rounded-xl border border-border bg-surface-raised px-4 py-3 text-sm app-context:flex"
      data-testid="app-context"
    >
      <p className="font-semibold">{strings['signin.appContext.notice']}</p>
      <button
        type="button"
        className="field-link-button"
        disabled={!hydrated}
        onPointerEnter={web.preload}
        onFocus={web.preload}
        onClick={() =>
          void web.load().then(
            (m) => m.continueOnWeb(),
            () => undefined,
          )
        }
      >
        {strings['signin.appContext.web']}
      </button>
    </div>
  );
}
