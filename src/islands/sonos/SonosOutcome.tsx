// The /sonos screens that replace the form: linked, a used link code, no link code. Each shows
// only after an answer or without a code in the address: loaded then, not with the page.
import { ResultPanel } from '../ui/ResultPanel';
import type { SonosLinkStrings } from './strings';

export type SonosOutcomeKind = 'linked' | 'codeUsed' | 'missingCode';

export function SonosOutcome({
  kind,
  strings,
}: {
  kind: SonosOutcomeKind;
  strings: SonosLinkStrings;
}) {
  if (kind === 'linked') {
    return (
      <ResultPanel status="success" heading="h2" title={strings['sonos.link.successTitle']}>
        <p role="status" className="text-base text-muted">
          {strings['sonos.link.successBody']}
        </p>
      </ResultPanel>
    );
  }
  // A used or expired link code: only the Sonos app can give a new one, so the form goes.
  if (kind === 'codeUsed') {
    return (
      <ResultPanel status="error" heading="h2" title={strings['errors.linkCodeUsed']}>
        <p role="alert" className="text-base text-muted">
          {strings['sonos.link.codeUsedBody']}
        </p>
      </ResultPanel>
    );
  }
  return (
    <ResultPanel status="error" heading="h2" title={strings['errors.missingLinkCode']}>
      <p className="text-base text-muted">{strings['sonos.link.missingBody']}</p>
    </ResultPanel>
  );
}
