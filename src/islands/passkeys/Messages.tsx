// The outcome of the passkeys page's last action, in the two regions that announce it.
import { FormAlert } from '../ui/FormAlert';
import type { PasskeysStrings } from './strings';
import type { Notice } from './usePasskeys';

/** The outcome of the last action: a success is announced politely, a failure at once. */
export function Messages(props: {
  notice: Notice | null;
  strings: PasskeysStrings;
  signinHref: string;
}) {
  const { notice, strings, signinHref } = props;
  const success = notice?.tone === 'success' ? strings[notice.key] : undefined;
  const failure = notice?.tone === 'error' ? notice.key : undefined;
  return (
    <>
      <FormAlert tone="success" message={success} />
      <FormAlert message={failure && strings[failure]}>
        {failure === 'passkeys.error.session' && (
          <>
            {' '}
            <a href={signinHref} className="underline">
              {strings['passkeys.signIn']}
            </a>
          </>
        )}
      </FormAlert>
    </>
  );
}
