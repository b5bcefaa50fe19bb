// /passkeys: the signed-in account's passkeys, "Create a passkey" where the browser can make one,
// and the sign-out offer. Each action's outcome is announced; a failure says what to do next.
import { useRef } from 'react';
import { $tokenInfo } from '../../lib/stores/tokenInfo';
import { Button } from '../ui/Button';
import { ErrorBoundary } from '../ui/ErrorBoundary';
import { LoadingStatus } from '../ui/LoadingStatus';
import { SignOutOffer } from '../ui/SignOutOffer';
import { useClientValue } from '../ui/useClientValue';
import { useSessionGuard } from '../ui/useSessionGuard';
import { Messages } from './Messages';
import { PasskeyList } from './PasskeyList';
import type { PasskeysStrings } from './strings';
import { CREATING, usePasskeys, type Notice } from './usePasskeys';

interface Props {
  strings: PasskeysStrings;
  lang: string;
  links: { signin: string };
}

const storedRefreshToken = () => $tokenInfo.get()?.refreshToken ?? null;
const webAuthnAvailable = () => typeof window.PublicKeyCredential === 'function';

export function PasskeysIsland(props: Props) {
  return (
    <ErrorBoundary strings={props.strings}>
      <PasskeysScreen {...props} />
    </ErrorBoundary>
  );
}

function PasskeysScreen({ strings, lang, links }: Props) {
  const ready = useSessionGuard();
  const canCreate = useClientValue(webAuthnAvailable, false);
  const { list, loadFailure, notice, busy, create, remove, retry } = usePasskeys(ready);
  // A removed row takes its focused button with it: focus goes back to the list.
  const listRef = useRef<HTMLDivElement>(null);
  const removeOne = async (id: string) => {
    if (await remove(id)) listRef.current?.focus();
  };
  const message = (shown: Notice | null) => (
    <Messages notice={shown} strings={strings} signinHref={links.signin} />
  );
  if (!ready) return <LoadingStatus label={strings['common.loading']} />;
  return (
    <div className="flex flex-col gap-6">
      {loadFailure ? (
        <div className="flex flex-col gap-3">
          <p className="text-sm">{strings['passkeys.error.load']}</p>
          {message({ tone: 'error', key: loadFailure })}
          {loadFailure !== 'passkeys.error.session' && (
            <Button type="button" variant="secondary" onClick={retry}>
              {strings['passkeys.retry']}
            </Button>
          )}
        </div>
      ) : list === null ? (
        <LoadingStatus label={strings['common.loading']} />
      ) : (
        <div ref={listRef} tabIndex={-1} className="flex flex-col gap-6 outline-none">
          <PasskeyList
            list={list}
            lang={lang}
            strings={strings}
            busy={busy}
            onRemove={(id) => void removeOne(id)}
          />
          {message(notice)}
          {canCreate ? (
            <Button
              type="button"
              busy={busy === CREATING}
              disabled={busy !== null}
              onClick={() => void create()}
            >
              {strings['passkeys.create']}
            </Button>
          ) : (
            <p className="text-sm">{strings['passkeys.unsupported']}</p>
          )}
        </div>
      )}
      <p role="status" className="sr-only">
        {busy === CREATING
          ? strings['passkeys.creating']
          : busy
            ? strings['passkeys.removing']
            : ''}
      </p>
      <SignOutOffer strings={strings} refreshToken={storedRefreshToken} />
    </div>
  );
}
