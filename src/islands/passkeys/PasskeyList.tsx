// The account's passkeys, oldest first: the provider's name where known, when created and last
// used (in the page's language), a "Remove" button each, which the name describes.
import { useId } from 'react';
import type { Passkey } from '../../lib/api/types';
import { format } from '../../lib/i18n/format';
import { Button } from '../ui/Button';
import type { PasskeysStrings } from './strings';

interface Props {
  list: readonly Passkey[];
  lang: string;
  strings: PasskeysStrings;
  /** The id of the passkey being removed, or another action running: the buttons wait. */
  busy: string | null;
  onRemove: (id: string) => void;
}

export function PasskeyList({ list, lang, strings, busy, onRemove }: Props) {
  const baseId = useId();
  if (list.length === 0) {
    return <p className="rounded-xl bg-surface-raised p-4 text-sm">{strings['passkeys.empty']}</p>;
  }
  const dates = new Intl.DateTimeFormat(lang, { dateStyle: 'long' });
  const day = (iso: string) => ({ date: dates.format(new Date(iso)) });
  return (
    <ul aria-label={strings['passkeys.title']} className="flex flex-col gap-3">
      {list.map((passkey, index) => (
        <li
          key={passkey.id}
          className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-border p-4"
        >
          <div className="min-w-0">
            <p id={`${baseId}-${index}`} className="font-semibold break-words">
              {passkey.name ?? strings['passkeys.unnamed']}
            </p>
            <p className="text-sm text-muted">
              {format(strings['passkeys.created'], day(passkey.created_at))}
            </p>
            <p className="text-sm text-muted">
              {passkey.last_used_at
                ? format(strings['passkeys.lastUsed'], day(passkey.last_used_at))
                : strings['passkeys.neverUsed']}
            </p>
          </div>
          <Button
            type="button"
            variant="secondary"
            className="w-auto"
            aria-describedby={`${baseId}-${index}`}
            busy={busy === passkey.id}
            disabled={busy !== null}
            onClick={() => onRemove(passkey.id)}
          >
            {strings['passkeys.remove']}
          </Button>
        </li>
      ))}
    </ul>
  );
}
