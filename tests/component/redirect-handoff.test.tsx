// /redirect: the session handed to the app the user came from, by the button or after the delay,
// replacing the page in the history and leaving the tab's storage; nothing to hand, or no desktop
// app framing the page, each say so.
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RedirectIsland } from '../../src/islands/connected/RedirectIsland';
import { REDIRECT_KEYS } from '../../src/islands/connected/strings';
import { config } from '../../src/lib/config';
import { readNavigationState, writeNavigationState } from '../../src/lib/navigation';
import { isRedirectState } from '../../src/lib/navigation/states';
import { setPlatformContext } from '../../src/lib/stores/session';
import { englishStrings, usePage } from './support/page';
import { tokenData } from '../unit/support/tokens';

const strings = englishStrings(REDIRECT_KEYS);
usePage('/redirect');
const TOKENS = tokenData('access-1', 'refresh-1');

afterEach(() => vi.restoreAllMocks());

function renderPage() {
  render(<RedirectIsland strings={strings} signinHref="/signin" getAppHref="/get-app" />);
}

describe('RedirectIsland', () => {
  it('hands the session to the phone app at once on the button, replacing the page', async () => {
    writeNavigationState('/redirect', TOKENS);
    setPlatformContext('ios', 'r-7');
    const replace = vi.spyOn(location, 'replace').mockImplementation(() => {});
    renderPage();
    const link = await screen.findByRole('link', { name: strings['redirect.continue'] });
    await userEvent.setup().click(link);
    expect(replace).toHaveBeenCalledTimes(1);
    const url = new URL(replace.mock.calls[0]![0]);
    expect(`${url.protocol}//`).toBe(config.appScheme);
    expect(url.searchParams.get('redirectId')).toBe('r-7');
    expect(url.searchParams.get('token')).toBe('access-1');
    expect(readNavigationState(isRedirectState)).toBeNull();
  });

  it('hands over by itself after the delay', async () => {
    writeNavigationState('/redirect', TOKENS);
    setPlatformContext('loxone', null);
    const replace = vi.spyOn(location, 'replace').mockImplementation(() => {});
    renderPage();
    await screen.findByRole('heading', { name: strings['redirect.title'] });
    expect(replace).not.toHaveBeenCalled();
    await waitFor(() => expect(replace).toHaveBeenCalledTimes(1), { timeout: 3500 });
    expect(replace.mock.calls[0]![0]).toContain(config.loxoneCallbackUrl);
  });

  it('says there is nothing to hand over, with a way to sign in', async () => {
    renderPage();
    await screen.findByRole('heading', { name: strings['redirect.noSession.title'] });
    expect(
      screen.getByRole('link', { name: strings['redirect.noSession.signin'] }).getAttribute('href'),
    ).toBe('/signin');
  });

  it('asks to finish in the desktop app when no app frames the page', async () => {
    writeNavigationState('/redirect', TOKENS);
    setPlatformContext('electron', null);
    renderPage();
    await screen.findByRole('heading', { name: strings['redirect.noShell.title'] });
    expect(
      screen.getByRole('link', { name: strings['redirect.noShell.getApp'] }).getAttribute('href'),
    ).toBe('/get-app');
  });
});
