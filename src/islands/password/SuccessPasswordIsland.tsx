import { format } from '../../lib/i18n/format';
import { ErrorBoundary } from '../ui/ErrorBoundary';
import type { SuccessStrings } from './strings';
import { useStateEmail } from '../ui/useStateEmail';

/** /success-password: the account whose password changed, when the renew form handed it over. */
export function SuccessPasswordIsland({ strings }: { strings: SuccessStrings }) {
  return (
    <ErrorBoundary strings={strings}>
      <AccountLine strings={strings} />
    </ErrorBoundary>
  );
}

function AccountLine({ strings }: { strings: SuccessStrings }) {
  const email = useStateEmail();
  if (!email) return null;
  return (
    <p className="break-all font-semibold" data-testid="success-account">
      {format(strings['password.success.account'], { email })}
    </p>
  );
}
