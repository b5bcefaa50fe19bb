import type { Strings, TranslationKey } from '../../lib/i18n';
import { takeNavigationState } from '../../lib/navigation';
import { isSignedOutState } from '../../lib/signed-out';
import { useClientValue } from '../ui/useClientValue';

export const SIGNED_OUT_KEYS = [
  'signin.signedOut',
  'signin.signedOutEverywhere',
] as const satisfies readonly TranslationKey[];

/** /signin after a sign-out: says it happened (here, or on every device), announced politely. */
export function SignedOutNotice({
  strings,
}: {
  strings: Strings<(typeof SIGNED_OUT_KEYS)[number]>;
}) {
  const state = useClientValue(() => takeNavigationState(isSignedOutState), null);
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
