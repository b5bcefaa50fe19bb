import type { Strings, TranslationKey } from '../../lib/i18n';
import { navigationStateWaiting } from '../../lib/navigation';
import { handedReader } from '../google/useHandedError';
import { useOnDemand } from '../ui/useOnDemand';

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
  // Only an arrival after a sign-out has its state: the reader loads then, with the handed message's.
  const state = useOnDemand(
    handedReader,
    navigationStateWaiting,
    (m) => m.takeSignedOutState(),
    null,
  );
  return (
    <p role="status" className="form-notice font-semibold empty:hidden">
      {state &&
        strings[
          state.signedOut === 'everywhere' ? 'signin.signedOutEverywhere' : 'signin.signedOut'
        ]}
    </p>
  );
}
