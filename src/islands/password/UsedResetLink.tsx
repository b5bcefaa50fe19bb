import { format } from '../../lib/i18n/format';
import { Button, ButtonLink } from '../ui/Button';
import { FormAlert } from '../ui/FormAlert';
import { ResultPanel } from '../ui/ResultPanel';
import type { ResetLink } from '../../lib/reset-link';
import type { ResetStrings } from './strings';
import { useResend } from './useResend';

/**
 * A reset link that was used, voided by another link's use, or expired: said when the page opens,
 * with a new link sent to the same address in one click (or the request form for another one).
 */
export function UsedResetLink({
  strings,
  link,
  requestNewHref,
}: {
  strings: ResetStrings;
  link: ResetLink;
  requestNewHref: string;
}) {
  const { state, resend } = useResend(link.email);
  return (
    <ResultPanel status="error" heading="h2" title={strings['password.reset.usedTitle']}>
      <p className="text-base break-words text-muted">
        {format(strings['password.reset.usedBody'], { email: link.email })}
      </p>
      <div className="flex w-full flex-col gap-4">
        <FormAlert message={state.status === 'failed' ? strings[state.error] : undefined} />
        <FormAlert
          tone="success"
          message={state.status === 'success' ? strings['password.newPassword.resent'] : undefined}
        />
        <Button type="button" busy={state.status === 'busy'} onClick={() => void resend()}>
          {state.status === 'busy'
            ? strings['password.forgot.busy']
            : strings['password.reset.sendNew']}
        </Button>
        <ButtonLink href={requestNewHref} variant="secondary">
          {strings['password.newPassword.changeEmail']}
        </ButtonLink>
      </div>
    </ResultPanel>
  );
}
