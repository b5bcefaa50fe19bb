import { useState } from 'react';
import { format } from '../../lib/i18n/format';
import { rememberInvitation } from '../../lib/pending-invitation';
import { setDraftField } from '../../lib/stores/drafts';
import { $tokenInfo } from '../../lib/stores/tokenInfo';
import { Button } from '../ui/Button';
import { signOutToSignIn } from '../ui/SignOutOffer';
import type { OtherAccountStrings } from './strings';

/**
 * "Sign out and continue as {invited address}", for an invitation refused to the account signed
 * in: this page is remembered (lib/pending-invitation.ts), the session ends, and /signin opens
 * with the invited address filled in; signing in there comes back here and accepts.
 */
export function SwitchAccount({
  email,
  strings,
}: {
  /** The invited address the link carries; null for a link without one. */
  email: string | null;
  strings: OtherAccountStrings;
}) {
  const [busy, setBusy] = useState(false);
  const switchAccount = () => {
    setBusy(true);
    rememberInvitation(location);
    if (email) setDraftField('signin', 'email', email);
    void signOutToSignIn('here', $tokenInfo.get()?.refreshToken ?? null);
  };
  return (
    <Button type="button" busy={busy} onClick={switchAccount} className="break-all">
      {email
        ? format(strings['invitation.otherAccount.action'], { email })
        : strings['invitation.otherAccount.actionUnnamed']}
    </Button>
  );
}
