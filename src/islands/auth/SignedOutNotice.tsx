import type { Strings, TranslationKey } from '../../lib/i18n';
import { lazyModule } from '../../lib/lazy';
import { navigationStateWaiting } from '../../lib/navigation';
import { useOnDemand } from '../ui/useOnDemand';

export const SIGNED_OUT_KEYS = [
  'signin.signedOut',
  'signin.signedOutEverywhere',
] as const satisfies readonly TranslationKey[];

// Only an arrival after a sign-out has its state: the reader loads then, not with the page.
const signedOut = lazyModule(() => import('../../lib/signed-out'));

/** /signin after a sign-out: says it happened (here, or on every device), announced politely. */
export function SignedOutNotice({
  strings,
}: {
  strings: Strings<(typeof SIGNED_OUT_KEYS)[number]>;
}) {
  const state = useOnDemand(signedOut, navigationStateWaiting, (m) => m.takeSignedOutState(), null);
  return (
    <p
      role="status"
      className="mb-5 rounded-xl border border-border bg-surface-raised px-4 py-3 text-sm font-semibold empty:hidden"
    >
      {state &&
        strings[
          state.signedOut === 'everywhere' ? 'signin.signedOutEverywhere' : 'signin.signedOut'
        ]}
    </p>
  );
}
