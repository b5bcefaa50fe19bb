// /new-password: "check your inbox" for the email handed over, and sending the link again — never
// twice at once, but again after a success.
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { NewPasswordIsland } from '../../src/islands/password/NewPasswordIsland';
import { NEW_PASSWORD_KEYS } from '../../src/islands/password/strings';
import { writeNavigationState } from '../../src/lib/navigation';
import { deferred, englishStrings, sendJson, usePage } from './support/page';

const strings = englishStrings(NEW_PASSWORD_KEYS);
const server = usePage('/new-password');
const resends = () => server().requests.filter((r) => r.path === '/api/reset_password');

describe('NewPasswordIsland', () => {
  it('sends the link again once per click, however fast, and again after a success', async () => {
    writeNavigationState('/new-password', { email: 'ana@example.com' });
    const hold = deferred();
    server().on('/api/reset_password', async (_req, res) => {
      await hold.promise;
      res.writeHead(204).end();
    });
    render(<NewPasswordIsland strings={strings} links={{ forgot: '/de/forgot-password' }} />);
    const button = await screen.findByRole('button', {
      name: strings['password.newPassword.resend'],
    });
    expect(screen.getByText(/ana@example\.com/)).toBeTruthy();
    act(() => {
      button.click();
      button.click();
    });
    expect(button.textContent).toBe(strings['password.forgot.busy']);
    hold.release();
    const sent = await screen.findByText(strings['password.newPassword.resent']);
    expect(sent.closest('[role="status"]')).not.toBeNull();
    expect(resends()).toHaveLength(1);
    expect(JSON.parse(resends()[0]!.body)).toMatchObject({ email: 'ana@example.com' });
    await userEvent.setup().click(button);
    await waitFor(() => expect(resends()).toHaveLength(2));
    expect(
      screen
        .getByRole('link', { name: strings['password.newPassword.changeEmail'] })
        .getAttribute('href'),
    ).toBe('/de/forgot-password');
  });

  it('shows why the link could not be sent', async () => {
    writeNavigationState('/new-password', { email: 'ana@example.com' });
    server().on('/api/reset_password', (_req, res) =>
      sendJson(res, 400, { code: 'E_USER_NOT_FOUND' }),
    );
    render(<NewPasswordIsland strings={strings} links={{ forgot: '/forgot-password' }} />);
    await userEvent
      .setup()
      .click(await screen.findByRole('button', { name: strings['password.newPassword.resend'] }));
    expect((await screen.findByTestId('form-alert')).textContent).toBe(
      strings['errors.emailNotFound'],
    );
  });

  it('offers the request form instead when opened without an email', async () => {
    render(<NewPasswordIsland strings={strings} links={{ forgot: '/forgot-password' }} />);
    expect(screen.getByText(strings['password.newPassword.bodyNoEmail'])).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
    expect(
      screen
        .getByRole('link', { name: strings['password.newPassword.resend'] })
        .getAttribute('href'),
    ).toBe('/forgot-password');
  });
});
