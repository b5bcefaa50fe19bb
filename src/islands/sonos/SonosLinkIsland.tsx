import { ErrorBoundary } from '../ui/ErrorBoundary';
import { useClientValue } from '../ui/useClientValue';
import { LazySonosOutcome } from './LazySonosOutcome';
import { SonosLinkForm, type SonosLinks } from './SonosLinkForm';
import type { SonosLinkStrings } from './strings';

/** The link code the Sonos app put in the query; null when absent or blank. */
function readLinkCode(): { linkCode: string | null } {
  const code = new URLSearchParams(location.search).get('linkCode')?.trim();
  return { linkCode: code || null };
}

/**
 * /sonos: signs the user in to link the Sonos household of ?linkCode. The form is prerendered
 * (the usual case, opened from the Sonos app); without a link code it gives way to the notice.
 */
export function SonosLinkIsland({
  strings,
  links,
}: {
  strings: SonosLinkStrings;
  links: SonosLinks;
}) {
  const query = useClientValue<{ linkCode: string | null } | null>(readLinkCode, null);
  return (
    <ErrorBoundary strings={strings}>
      {query !== null && query.linkCode === null ? (
        <LazySonosOutcome kind="missingCode" strings={strings} />
      ) : (
        <SonosLinkForm linkCode={query?.linkCode ?? ''} strings={strings} links={links} />
      )}
    </ErrorBoundary>
  );
}
