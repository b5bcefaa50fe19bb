// The reset-password island: the link is read from the address after hydration, the two new
// passwords are checked before the call, and a used link offers a new one.
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { ResetPasswordIsland } from '../../src/islands/password/ResetPasswordIsland';
import { RESET_KEYS } from '../../src/islands/password/strings';
import { readNavigationState } from '../../src/lib/navigation';
import { isEmailState } from '../../src/lib/navigation/states';
import { setPlatformContext } from '../../src/lib/stores/session';
import { englishStrings, openPage, sendJson, usePage } from './support/page';

const strings = englishStrings(RESET_KEYS);
const server = usePage('/reset-password/ana%40example.com/TOKEN-1');
const renewals = () => server().requests.filter((r) => r.path === '/api/reset_password/password');
const checks = () => server().requests.filter((r) => r.path === '/api/reset_password/check');

async function typePasswords(password: string, confirmation: string) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText(strings['password.reset.password.label']), password);
  await user.type(screen.getByLabelText(strings['password.reset.confirm.label']), confirmation);
  await user.click(screen.getByRole('button', { name: strings['password.reset.submit'] }));
}

describe('ResetPasswordIsland', () => {
  // The link check answers "usable" unless a test says otherwise (handlers outlive a test).
  beforeEach(() => {
    server().on('/api/reset_password/check', (_req, res) => res.writeHead(204).end());
  });

  it('saves the new password with the link token and goes to /success-password', async () => {
    server().on('/api/reset_password/password', (_req, res) => res.writeHead(204).end());
    render(<ResetPasswordIsland strings={strings} links={{ forgot: '/forgot-password' }} />);
    // The account line shows once the link was checked (the check asks with the token).
    await waitFor(() =>
      expect(screen.getByTestId('reset-account').textContent).toContain('ana@example.com'),
    );
    expect(JSON.parse(checks()[0]!.body)).toEqual({ token: 'TOKEN-1' });
    await typePasswords('new-secret', 'new-secret');
    await waitFor(() => expect(location.pathname).toBe('/success-password'));
    expect(readNavigationState(isEmailState)).toEqual({ email: 'ana@example.com' });
    expect(JSON.parse(renewals()[0]!.body)).toMatchObject({ token: 'TOKEN-1' });
  });

  it('ends on the way back to the app when the reset was asked for from one', async () => {
    server().on('/api/reset_password/password', (_req, res) => res.writeHead(204).end());
    setPlatformContext('ios', null);
    render(<ResetPasswordIsland strings={strings} links={{ forgot: '/forgot-password' }} />);
    await typePasswords('new-secret', 'new-secret');
    await waitFor(() => expect(location.pathname).toBe('/password-reset-done'));
  });

  it('says a used link on load, with no form, and sends a new link to its address', async () => {
    server().on('/api/reset_password/check', (_req, res) =>
      sendJson(res, 400, { code: 'E_TOKEN_INVALID', message: 'used' }),
    );
    server().on('/api/reset_password', (_req, res) => res.writeHead(204).end());
    render(<ResetPasswordIsland strings={strings} links={{ forgot: '/forgot-password' }} />);
    expect(await screen.findByRole('heading', { name: strings['password.reset.usedTitle'] }));
    expect(screen.queryByLabelText(strings['password.reset.password.label'])).toBeNull();
    await userEvent
      .setup()
      .click(screen.getByRole('button', { name: strings['password.reset.sendNew'] }));
    expect(await screen.findByText(strings['password.newPassword.resent'])).toBeTruthy();
    const sent = server().requests.filter((r) => r.path === '/api/reset_password');
    expect(JSON.parse(sent[0]!.body)).toEqual({ email: 'ana@example.com' });
  });

  it('names a confirmation that differs, without calling the server', async () => {
    render(<ResetPasswordIsland strings={strings} links={{ forgot: '/forgot-password' }} />);
    await typePasswords('new-secret', 'new-secreT');
    const confirm = screen.getByLabelText(strings['password.reset.confirm.label']);
    expect(confirm.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText(strings['errors.passwordMismatch'])).toBeTruthy();
    expect(document.activeElement).toBe(confirm);
    expect(renewals()).toHaveLength(0);
  });

  it('says a used link is no longer valid and links to a new one', async () => {
    server().on('/api/reset_password/password', (_req, res) =>
      sendJson(res, 200, { message: 'account not found' }),
    );
    render(<ResetPasswordIsland strings={strings} links={{ forgot: '/fr/forgot-password' }} />);
    await typePasswords('new-secret', 'new-secret');
    expect((await screen.findByTestId('form-alert')).textContent).toBe(
      strings['errors.accountNotFound'],
    );
    expect(
      screen.getByRole('link', { name: strings['password.reset.requestNew'] }).getAttribute('href'),
    ).toBe('/fr/forgot-password');
    expect(location.pathname).toBe('/reset-password/ana%40example.com/TOKEN-1');
  });

  it('explains a damaged link instead of showing the form', async () => {
    openPage(server(), '/reset-password/no-address/TOKEN-1');
    // The damaged-link screen loads as the first render reads the link: an awaited act lets React
    // retry once the module has come (a render suspended inside a sync act is never retried).
    await act(async () => {
      render(<ResetPasswordIsland strings={strings} links={{ forgot: '/forgot-password' }} />);
    });
    // Loaded when needed (the loading status meanwhile): the first import is slow under load.
    expect((await screen.findByRole('alert', {}, { timeout: 5000 })).textContent).toBe(
      strings['password.reset.invalidLink'],
    );
    expect(screen.queryByLabelText(strings['password.reset.password.label'])).toBeNull();
  });
});
