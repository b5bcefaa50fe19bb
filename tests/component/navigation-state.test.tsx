// Navigation state in a real browser page: handed over through the tab's storage, taken once into
// the history entry, so a reload still shows it but a later visit does not.
import { describe, expect, it } from 'vitest';
import { readNavigationState, writeNavigationState } from '../../src/lib/navigation';
import { navigate } from '../../src/lib/navigation/go';
import { takeNavigationState } from '../../src/lib/navigation/take';
import { isEmailState } from '../../src/lib/navigation/states';
import { openPage, usePage } from './support/page';

const server = usePage('/');
const STORAGE_KEY = 'account.navigationState';

describe('navigation state', () => {
  it('hands state to the next page in the tab storage, and forgets it when told', () => {
    navigate('/thank-you', { email: 'a@b.c' });
    expect(location.pathname).toBe('/thank-you');
    expect(JSON.parse(sessionStorage.getItem(STORAGE_KEY)!)).toEqual({
      path: '/thank-you',
      state: { email: 'a@b.c' },
    });
    expect(readNavigationState(isEmailState)).toEqual({ email: 'a@b.c' });
    writeNavigationState('/thank-you');
    expect(sessionStorage.getItem(STORAGE_KEY)).toBeNull();
    expect(readNavigationState(isEmailState)).toBeNull();
  });

  it('takes the state once into the history entry: kept on reload, gone on a later visit', () => {
    openPage(server(), '/fr/new-password');
    history.replaceState({ scroll: 3 }, '');
    writeNavigationState('/new-password', { email: 'a@b.c' });
    expect(takeNavigationState(isEmailState)).toEqual({ email: 'a@b.c' });
    expect(sessionStorage.getItem(STORAGE_KEY)).toBeNull();
    expect(history.state).toEqual({ scroll: 3, navigationState: { email: 'a@b.c' } });
    // A reload of the same entry.
    expect(takeNavigationState(isEmailState)).toEqual({ email: 'a@b.c' });
    // A later visit: a fresh entry without the state.
    history.pushState(null, '');
    expect(takeNavigationState(isEmailState)).toBeNull();
  });

  it('ignores a kept state of the wrong shape', () => {
    history.replaceState({ navigationState: { email: 5 } }, '');
    expect(takeNavigationState(isEmailState)).toBeNull();
  });
});
