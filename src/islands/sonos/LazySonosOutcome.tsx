import { Suspense } from 'react';
import { lazyComponent } from '../ui/lazyComponent';
import { LoadingStatus } from '../ui/LoadingStatus';
import type { SonosOutcomeKind } from './SonosOutcome';
import type { SonosLinkStrings } from './strings';

const SonosOutcome = lazyComponent(() => import('./SonosOutcome'), 'SonosOutcome');

/** The outcome screen in place of the form, with the loading status while it loads. */
export function LazySonosOutcome(props: { kind: SonosOutcomeKind; strings: SonosLinkStrings }) {
  return (
    <Suspense fallback={<LoadingStatus label={props.strings['common.loading']} />}>
      <SonosOutcome {...props} />
    </Suspense>
  );
}
