import { useState } from 'react';
import { lazyModule } from '../../lib/lazy';
import { Button } from '../ui/Button';

const going = lazyModule(() => import('./goToApp'));

/**
 * The way on from /invitation-accepted for an invitee who accepted while signed in: on to the
 * app (onboarding or the connected screen), not to sign in again. `fallback`: /signin, where a
 * module that cannot load still leads.
 */
export function ContinueToApp({ label, fallback }: { label: string; fallback: string }) {
  const [busy, setBusy] = useState(false);
  const go = () => {
    setBusy(true);
    going.load().then(
      (module) => module.continueToApp(),
      () => location.assign(fallback),
    );
  };
  return (
    <Button type="button" busy={busy} onClick={go} onPointerEnter={going.preload}>
      {label}
    </Button>
  );
}
