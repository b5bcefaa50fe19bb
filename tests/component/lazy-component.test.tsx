// A component that loads with its module the first time it renders: the Suspense fallback shows
// until the module is there, then the named export renders with its props.
import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { lazyComponent } from '../../src/islands/ui/lazyComponent';
import { deferred } from './support/page';

function Greeting({ name }: { name: string }) {
  return <p>Hello {name}</p>;
}

describe('lazyComponent', () => {
  it('shows the fallback until the module loads, then its named component with the props', async () => {
    const hold = deferred();
    let loads = 0;
    const Lazy = lazyComponent(async () => {
      loads += 1;
      await hold.promise;
      return { Greeting, Other: () => <p>other</p> };
    }, 'Greeting');
    render(
      <Suspense fallback={<p>Loading</p>}>
        <Lazy name="Ann" />
        <Lazy name="Bob" />
      </Suspense>,
    );
    expect(screen.getByText('Loading')).toBeTruthy();
    hold.release();
    expect(await screen.findByText('Hello Ann')).toBeTruthy();
    expect(screen.getByText('Hello Bob')).toBeTruthy();
    expect(screen.queryByText('other')).toBeNull();
    expect(loads).toBe(1);
  });
});
