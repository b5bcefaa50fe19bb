// Steps 1 and 3 show their tiles once the session is confirmed and the list has come from the
// server; until then (and in the prerendered page) the loading status shows. The step's form waits
// for that answer anyway, so it loads meanwhile instead of with the page.
import { Suspense, useEffect, type ComponentType } from 'react';
import { LoadingStatus } from '../ui/LoadingStatus';
import { useSessionGuard } from '../ui/useSessionGuard';
import { useServerList } from './useServerList';

/** The step's form, loaded on demand (ui/lazyComponent), drawn with the list. */
type ListForm<P> = ComponentType<P> & { preload: () => void };

export function ListStep<T, P extends object>({
  list,
  Form,
  props,
  loading,
}: {
  list: () => Promise<T[]>;
  Form: ListForm<P & { items: T[] }>;
  props: P;
  loading: string;
}) {
  const ready = useSessionGuard();
  const items = useServerList(list, ready);
  useEffect(() => {
    if (ready) Form.preload();
  }, [ready, Form]);
  const status = <LoadingStatus label={loading} />;
  if (items === null) return status;
  return (
    <Suspense fallback={status}>
      <Form {...props} items={items} />
    </Suspense>
  );
}
