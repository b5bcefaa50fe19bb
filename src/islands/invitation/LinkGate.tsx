import type { ReactNode } from 'react';
import { LoadingStatus } from '../ui/LoadingStatus';
import { ResultPanel } from '../ui/ResultPanel';
import { useClientValue } from '../ui/useClientValue';
import { readInvitationLink, type InvitationLink, type ValidLink } from './link';

interface Notice {
  title: string;
  body: string;
}

/**
 * Reads the invitation link of the page after hydration and shows the expired or damaged-link
 * notice; a valid link renders `children(link)`.
 */
export function LinkGate({
  shell,
  expired,
  invalid,
  loading,
  children,
}: {
  shell: string;
  expired: Notice;
  invalid: Notice;
  loading: string;
  children: (link: ValidLink) => ReactNode;
}) {
  const link = useClientValue<InvitationLink | null>(
    () => readInvitationLink(location.pathname, location.search, shell),
    null,
  );
  if (link === null) return <LoadingStatus label={loading} />;
  if (link.kind === 'valid') return children(link);
  const notice = link.kind === 'expired' ? expired : invalid;
  return (
    <ResultPanel status="info" title={notice.title}>
      <p className="text-base text-muted">{notice.body}</p>
    </ResultPanel>
  );
}

/** Loading what the link leads to: busy, so nothing is judged (or tested) half-loaded. */
export function Checking({ label }: { label: string }) {
  return (
    <div aria-busy="true">
      <LoadingStatus label={label} />
    </div>
  );
}
