import type { Strings } from '../../lib/i18n';
import { ResendConfirmation } from '../ui/ResendConfirmation';
import type { RESEND_KEYS } from '../ui/resendStrings';

/**
 * Under "Authentication failed": the API answers an unconfirmed account as it answers a wrong
 * password (no telling which addresses have accounts), so, as /signin does, the message says that
 * a new account must be activated first and offers the confirmation email again (issue 37 item
 * 13). Loaded when shown: the link page's bundle stays as it was.
 */
export function ConfirmHint({
  email,
  strings,
}: {
  email: string;
  strings: Strings<(typeof RESEND_KEYS)[number] | 'sonos.link.confirmHint'>;
}) {
  return (
    <>
      <p className="-mt-2 text-sm">{strings['sonos.link.confirmHint']}</p>
      <ResendConfirmation email={email} strings={strings} />
    </>
  );
}
