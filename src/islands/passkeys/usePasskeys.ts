// The account's passkeys and the two things done to them: create one, remove one. One action at a
// time; each ends with a message (what happened, or what failed and what to do next).
import { useEffect, useRef, useState } from 'react';
import { listPasskeys, removePasskey } from '../../lib/api/passkeys';
import type { Passkey } from '../../lib/api/types';
import { lazyModule } from '../../lib/lazy';
import { passkeyFailureKey, type PASSKEY_FAILURE_KEYS } from '../../lib/messages';

type FailureKey = (typeof PASSKEY_FAILURE_KEYS)[number];

export type Notice =
  | { tone: 'success'; key: 'passkeys.createDone' | 'passkeys.removed' }
  | { tone: 'error'; key: FailureKey };

/** `busy`: what runs, the id of the passkey being removed or CREATING. */
export const CREATING = 'create';

const creating = lazyModule(() => import('../ui/createPasskey'));

export function usePasskeys(enabled: boolean) {
  const [list, setList] = useState<Passkey[] | null>(null);
  const [loadFailure, setLoadFailure] = useState<FailureKey | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const running = useRef(false);

  // Each retry loads again.
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (!enabled) return;
    let current = true;
    listPasskeys().then(
      (passkeys) => {
        if (!current) return;
        setList(passkeys);
        setLoadFailure(null);
      },
      (error: unknown) => {
        if (current) setLoadFailure(passkeyFailureKey(error, 'errors.server'));
      },
    );
    return () => {
      current = false;
    };
  }, [enabled, attempt]);

  /** Runs `task` unless another runs; true when it succeeded. */
  const act = async (what: string, task: () => Promise<Notice>, fallback: FailureKey) => {
    if (running.current) return false;
    running.current = true;
    setBusy(what);
    setNotice(null);
    try {
      setNotice(await task());
      return true;
    } catch (error) {
      setNotice({ tone: 'error', key: passkeyFailureKey(error, fallback) });
      return false;
    } finally {
      running.current = false;
      setBusy(null);
    }
  };

  const create = () =>
    act(
      CREATING,
      async () => {
        const passkey = await (await creating.load()).createPasskey();
        setList((current) => [...(current ?? []), passkey]);
        return { tone: 'success', key: 'passkeys.createDone' };
      },
      // Anything the browser throws that is not a known refusal: it cannot do passkeys.
      'passkeys.error.notSupported',
    );

  const remove = (id: string) =>
    act(
      id,
      async () => {
        await removePasskey(id);
        setList((current) => current?.filter((passkey) => passkey.id !== id) ?? null);
        return { tone: 'success', key: 'passkeys.removed' };
      },
      'errors.server',
    );

  const retry = () => {
    setLoadFailure(null);
    setAttempt((count) => count + 1);
  };

  return { list, loadFailure, notice, busy, create, remove, retry };
}
