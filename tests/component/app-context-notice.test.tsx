// "Continue on the web instead" on /signin from an app (islands/auth/AppContextNotice.tsx): its code
// loads on approach or on the tap; a tap whose code cannot load does nothing, and the next one works.
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SIGNIN_KEYS } from '../../src/islands/auth/strings';
import { englishStrings, openPage, usePage } from './support/page';

const strings = englishStrings(SIGNIN_KEYS);
const WEB = '../../src/islands/auth/continueOnWeb';
const server = usePage('/signin');

afterEach(() => {
  vi.doUnmock(WEB);
  vi.resetModules();
  document.documentElement.removeAttribute('data-app-context');
});

describe('continue on the web', () => {
  it('forgets the app on the tap once its code loads; a tap while it cannot does nothing', async () => {
    let reachable = false;
    vi.doMock(WEB, async (original: () => Promise<object>) => {
      if (!reachable) throw new Error('Failed to fetch dynamically imported module');
      return original();
    });
    openPage(server(), '/signin?from=ios&redirectId=r-1&theme=light');
    document.documentElement.setAttribute('data-app-context', '');
    const { AppContextNotice } = await import('../../src/islands/auth/AppContextNotice');
    render(<AppContextNotice strings={strings} />);
    const button = screen.getByRole('button', { name: strings['signin.appContext.web'] });
    const user = userEvent.setup();
    await user.click(button);
    await new Promise((done) => setTimeout(done, 0));
    expect(document.documentElement.hasAttribute('data-app-context')).toBe(true);
    reachable = true;
    await user.click(button);
    await waitFor(() =>
      expect(document.documentElement.hasAttribute('data-app-context')).toBe(false),
    );
    expect(location.search).toBe('?theme=light');
  });
});
