import type { Strings } from '../../lib/i18n';
import { lazyModule } from '../../lib/lazy';
import { useClientValue } from '../ui/useClientValue';

/** Loaded on the tap: few sign-ins come from an app, fewer leave it for the web. */
const leaving = lazyModule(() => import('./continueOnWeb'));

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
      className="form-notice hidden flex-col items-start gap-1 app-context:flex"
      data-testid="app-context"
    >
      <p className="font-semibold">{strings['signin.appContext.notice']}</p>
      <button
        type="button"
        className="field-link-button"
        disabled={!hydrated}
        onClick={() => {
          // A tap whose code cannot load (offline) changes nothing; the next tap tries again.
          leaving.load().then(
            ({ continueOnWeb }) => continueOnWeb(),
            () => undefined,
          );
        }}
      >
        {strings['signin.appContext.web']}
      </button>
    </div>
  );
}
