// A component that loads with its module the first time it renders: the Suspense fallback shows
// until the module is there, then the named export renders with its props. A failed load reaches
// the island's error boundary, and its Retry fetches the module again.
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ErrorBoundary } from '../../src/islands/ui/ErrorBoundary';
import { lazyComponent } from '../../src/islands/ui/lazyComponent';
import { deferred } from './support/page';

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

const boundaryStrings = {
  'common.boundary.title': 'Something went wrong',
  'common.boundary.body': 'Try again.',
  'common.boundary.retry': 'Retry',
};

describe('lazyComponent', () => {
  afterEach(cleanup);

  it('shows the fallback until the module loads, then its named component with the props', async () => {
    const hold = deferred();
    let loads = 0;
    const Lazy = lazyComponent(async () => {
      loads += 1;
      await hold.promise;
      return { Greeting, Other: () => <p>other</p> };
    }, 'Greeting');
    // Awaited: a component that suspends inside act() resumes only when the act is awaited.
    await act(async () => {
      render(
        <Suspense fallback={<p>Loading</p>}>
          <Lazy name="Ann" />
          <Lazy name="Bob" />
        </Suspense>,
      );
    });
    expect(screen.getByText('Loading')).toBeTruthy();
    await act(async () => hold.release());
    expect(await screen.findByText('Hello Ann')).toBeTruthy();
    expect(screen.getByText('Hello Bob')).toBeTruthy();
    expect(screen.queryByText('other')).toBeNull();
    expect(loads).toBe(1);
  });

  it('preload() fetches the module before the first render, which then needs no second fetch', async () => {
    let loads = 0;
    const Lazy = lazyComponent(async () => {
      loads += 1;
      return { Greeting };
    }, 'Greeting');
    Lazy.preload();
    expect(loads).toBe(1);
    await act(async () => {
      render(
        <Suspense fallback={<p>Loading</p>}>
          <Lazy name="Ann" />
        </Suspense>,
      );
    });
    expect(await screen.findByText('Hello Ann')).toBeTruthy();
    expect(loads).toBe(1);
  });

  it('fetches the module again when Retry is pressed after a failed load, then renders it', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let offline = true;
    let loads = 0;
    const Lazy = lazyComponent(async () => {
      loads += 1;
      if (offline) throw new TypeError('Failed to fetch dynamically imported module');
      return { Greeting };
    }, 'Greeting');
    await act(async () => {
      render(
        <ErrorBoundary strings={boundaryStrings}>
          <Suspense fallback={<p>Loading</p>}>
            <Lazy name="Ann" />
          </Suspense>
        </ErrorBoundary>,
      );
    });
    const retry = await screen.findByRole('button', { name: 'Retry' });
    const failedLoads = loads;
    offline = false;
    await act(async () => fireEvent.click(retry));
    expect(await screen.findByText('Hello Ann')).toBeTruthy();
    expect(loads).toBe(failedLoads + 1);
    vi.restoreAllMocks();
  });
});
