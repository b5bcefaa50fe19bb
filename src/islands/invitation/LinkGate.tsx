import type { ReactNode } from 'react';
import { config } from '../../lib/config';
import { ButtonLink } from '../ui/Button';
import { LoadingStatus } from '../ui/LoadingStatus';
import { ResultPanel } from '../ui/ResultPanel';
import { useClientValue } from '../ui/useClientValue';
import {
  readInvitationLink,
  type InvitationLink,
  type InvitationShell,
  type ValidLink,
} from './link';
import type { InvitationLinks, WayOnStrings } from './strings';

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
  ways,
  links,
  children,
}: {
  shell: InvitationShell;
  expired: Notice;
  invalid: Notice;
  loading: string;
  ways: WayOnStrings;
  links: InvitationLinks;
  children: (link: ValidLink) => ReactNode;
}) {
  const link = useClientValue<InvitationLink | null>(
    () => readInvitationLink(location.pathname, location.search, shell),
    null,
  );
  if (link === null) return <LoadingStatus label={loading} />;
  if (link.kind === 'valid') return children(link);
  return (
    <LinkNotice {...(link.kind === 'expired' ? expired : invalid)} ways={ways} links={links} />
  );
}

/**
 * An invitation link that leads nowhere any more (expired, damaged, unknown, used): why, and the
 * ways on that remain, signing in and the app, instead of a dead end.
 */
export function LinkNotice({
  title,
  body,
  ways,
  links,
}: Notice & { ways: WayOnStrings; links: InvitationLinks }) {
  return (
    <ResultPanel status="info" title={title}>
      <p className="text-base text-muted">{body}</p>
      <div className="mt-2 flex w-full flex-col gap-3">
        <ButtonLink href={links.signin}>{ways['invitation.signIn.action']}</ButtonLink>
        <ButtonLink href={config.links.getApp} variant="secondary">
          {ways['common.getApp']}
        </ButtonLink>
      </div>
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
