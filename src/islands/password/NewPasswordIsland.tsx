import { format } from '../../lib/i18n/format';
import { Button } from '../ui/Button';
import { ErrorBoundary } from '../ui/ErrorBoundary';
import { FormAlert } from '../ui/FormAlert';
import type { NewPasswordStrings } from './strings';
import { useStateEmail } from '../ui/useStateEmail';
import { useResend } from './useResend';

interface Props {
  strings: NewPasswordStrings;
  /** The forgot-password page in the page's language. */
  links: { forgot: string };
}

/**
 * /new-password: "check your inbox" for the email handed over by /forgot-password, with a way to
 * send the link again. Opened without that email (bookmark, new tab) it stays generic and offers
 * the request form instead of the resend.
 */
export function NewPasswordIsland(props: Props) {
  return (
    <ErrorBoundary strings={props.strings}>
      <CheckInbox {...props} />
    </ErrorBoundary>
  );
}

function CheckInbox({ strings, links }: Props) {
  const email = useStateEmail();
  const { state, resend } = useResend(email);
  const forgotHref = links.forgot;
  return (
    <div className="mt-4 flex flex-col gap-5">
      <p className="break-words">
        {email
          ? format(strings['password.newPassword.body'], { email })
          : strings['password.newPassword.bodyNoEmail']}
      </p>
      <p className="text-sm text-muted">{strings['password.newPassword.spam']}</p>
      <FormAlert message={state.status === 'failed' ? strings[state.error] : undefined} />
      <FormAlert
        tone="success"
        message={state.status === 'success' ? strings['password.newPassword.resent'] : undefined}
      />
      {email ? (
        <>
          <Button
            type="button"
            variant="secondary"
            busy={state.status === 'busy'}
            onClick={() => void resend()}
          >
            {state.status === 'busy'
              ? strings['password.forgot.busy']
              : strings['password.newPassword.resend']}
          </Button>
          <a href={forgotHref} className="text-center text-sm font-semibold">
            {strings['password.newPassword.changeEmail']}
          </a>
        </>
      ) : (
        <a href={forgotHref} className="text-center font-semibold">
          {strings['password.newPassword.resend']}
        </a>
      )}
    </div>
  );
}
