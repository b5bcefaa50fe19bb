import type { Strings } from '../../lib/i18n';
import { setPlatformContext } from '../../lib/stores/session';
import { useClientValue } from '../ui/useClientValue';

/** The query parameters that name the app to return to (spec section 2). */
const APP_PARAMS = ['from', 'redirectId'];

/**
 * Forgets the app to return to: this sign-in ends on the web. The parameters leave the address
 * too, so a reload does not bring the app back.
 */
function continueOnWeb(): void {
  setPlatformContext(null, null);
  document.documentElement.removeAttribute('data-app-context');
  const url = new URL(location.href);
  for (const name of APP_PARAMS) url.searchParams.delete(name);
  history.replaceState(history.state, '', url);
}

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
        onClick={continueOnWeb}
      >
        {strings['signin.appContext.web']}
      </button>
    </div>
  );
}
