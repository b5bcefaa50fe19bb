import { useState } from 'react';
import { ResendConfirmation } from '../ui/ResendConfirmation';
import { TextField } from '../ui/TextField';
import type { VerifyStrings } from './strings';

/** Enough of an address to send to (the API checks it fully; a refusal says so). */
const looksLikeAddress = (value: string) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value);

/**
 * On a confirmation link that failed (expired, used, damaged): the link carries no address, so the
 * user types it and gets a new confirmation email, instead of only a way to the support.
 */
export function VerifyResend({ strings }: { strings: VerifyStrings }) {
  const [email, setEmail] = useState('');
  const address = email.trim();
  return (
    <div className="flex w-full flex-col gap-4 text-left">
      <TextField
        label={strings['common.email.label']}
        placeholder={strings['common.email.placeholder']}
        type="email"
        autoComplete="email"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
      />
      <ResendConfirmation email={address} strings={strings} disabled={!looksLikeAddress(address)} />
    </div>
  );
}
