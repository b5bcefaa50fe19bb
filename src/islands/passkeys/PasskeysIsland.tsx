// /passkeys: the signed-in account's passkeys, "Create a passkey" where the browser can make one,
// and the sign-out offer. Each action's outcome is announced; a failure says what to do next.
import { Suspense } from 'react';
import { ErrorBoundary } from '../ui/ErrorBoundary';
import { lazyComponent } from '../ui/lazyComponent';
import { LoadingStatus } from '../ui/LoadingStatus';
import { useSessionGuard } from '../ui/useSessionGuard';
import type { PasskeysPanelProps } from './PasskeysPanel';
import { usePasskeys } from './usePasskeys';

// The screen shows only once the session is confirmed: it loads then, while the list is asked
// for (usePasskeys, here), instead of with the page.
const PasskeysPanel = lazyComponent(() => import('./PasskeysPanel'), 'PasskeysPanel');

type Props = Omit<PasskeysPanelProps, 'passkeys'>;

export function PasskeysIsland(props: Props) {
  return (
    <ErrorBoundary strings={props.strings}>
      <PasskeysScreen {...props} />
    </ErrorBoundary>
  );
}

function PasskeysScreen(props: Props) {
  const ready = useSessionGuard();
  const passkeys = usePasskeys(ready);
  const loading = <LoadingStatus label={props.strings['common.loading']} />;
  if (!ready) return loading;
  return (
    <Suspense fallback={loading}>
      <PasskeysPanel {...props} passkeys={passkeys} />
    </Suspense>
  );
}
