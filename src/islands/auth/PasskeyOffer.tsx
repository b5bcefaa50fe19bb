// The offer after a password or Google sign-in (docs/flows.md): a heading that names passkeys, why,
// "Create a passkey" and "Not now". Both remember the account in this browser, then go on where the
// sign-in was going; a creation that fails says why and offers both again.
import { useEffect, useId, useRef, useState } from 'react';
import type { Strings } from '../../lib/i18n';
import { lazyModule } from '../../lib/lazy';
import { passkeyFailureKey, type PASSKEY_FAILURE_KEYS } from '../../lib/messages';
import { rememberPasskeyAccount } from '../../lib/passkey-device';
import { Button } from '../ui/Button';
import { FormAlert } from '../ui/FormAlert';
import type { PASSKEY_OFFER_KEYS } from './strings';

type FailureKey = (typeof PASSKEY_FAILURE_KEYS)[number];

const creating = lazyModule(() => import('../ui/createPasskey'));

export function PasskeyOffer({
  strings,
  account,
  onDone,
}: {
  strings: Strings<(typeof PASSKEY_OFFER_KEYS)[number]>;
  /** The account's key in this browser's memory (lib/passkey-device.ts). */
  account: string;
  /** Goes on where the sign-in was going. */
  onDone: () => void;
}) {
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<FailureKey | null>(null);
  // The form the user submitted is gone: the panel's heading takes the focus (and is read).
  useEffect(() => heading.current?.focus(), []);
  const create = async () => {
    setBusy(true);
    setFailure(null);
    try {
      await (await creating.load()).createPasskey(account);
      onDone();
    } catch (error) {
      setFailure(passkeyFailureKey(error, 'passkeys.error.notSupported'));
      setBusy(false);
    }
  };
  const later = () => {
    rememberPasskeyAccount(account);
    onDone();
  };
  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-4">
      <h2 id={headingId} ref={heading} tabIndex={-1} className="text-xl font-semibold outline-none">
        {strings['passkeys.offer.title']}
      </h2>
      <p>{strings['passkeys.offer.reason']}</p>
      <FormAlert message={failure ? strings[failure] : undefined} />
      <Button type="button" busy={busy} onClick={() => void create()}>
        {busy ? strings['passkeys.creating'] : strings['passkeys.create']}
      </Button>
      <Button type="button" variant="secondary" disabled={busy} onClick={later}>
        {strings['passkeys.offer.later']}
      </Button>
    </section>
  );
}
