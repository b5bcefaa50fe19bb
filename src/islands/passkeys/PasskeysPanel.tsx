// What /passkeys shows once the session is confirmed: the list (or why it could not load), the
// outcome of the last action, "Create a passkey" where the browser can make one, and the sign-out
// offer. Loaded while the session is confirmed and the list is asked for (PasskeysIsland), not
// with the page: the prerendered page and the first paint show the loading status only.
import { useRef } from 'react';
import { $tokenInfo } from '../../lib/stores/tokenInfo';
import { Button } from '../ui/Button';
import { LoadingStatus } from '../ui/LoadingStatus';
import { SignOutOffer } from '../ui/SignOutOffer';
import { useClientValue } from '../ui/useClientValue';
import { Messages } from './Messages';
import { PasskeyList } from './PasskeyList';
import type { PasskeysStrings } from './strings';
import { CREATING, type Notice, type usePasskeys } from './usePasskeys';

export interface PasskeysPanelProps {
  strings: PasskeysStrings;
  lang: string;
  links: { signin: string };
  passkeys: ReturnType<typeof usePasskeys>;
}

const storedRefreshToken = () => $tokenInfo.get()?.refreshToken ?? null;
const webAuthnAvailable = () => typeof window.PublicKeyCredential === 'function';

export function PasskeysPanel({ strings, lang, links, passkeys }: PasskeysPanelProps) {
  const canCreate = useClientValue(webAuthnAvailable, false);
  const { list, loadFailure, notice, busy, create, remove, retry } = passkeys;
  // A removed row takes its focused button with it: focus goes back to the list.
  const listRef = useRef<HTMLDivElement>(null);
  const removeOne = async (id: string) => {
    if (await remove(id)) listRef.current?.focus();
  };
  const message = (shown: Notice | null) => (
    <Messages notice={shown} strings={strings} signinHref={links.signin} />
  );
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
