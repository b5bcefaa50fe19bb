// Registering on an invitation link: the account is created with the invitation code, then the
// invitation is accepted; a refused invitation reads in the page's language.
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { InvitationRegisterForm } from '../../src/islands/invitation/InvitationRegisterForm';
import { INVITATION_KEYS } from '../../src/islands/invitation/strings';
import { readNavigationState } from '../../src/lib/navigation';
import { isInvitationAcceptedState } from '../../src/lib/navigation/states';
import { englishStrings, sendJson, usePage } from './support/page';

const strings = englishStrings(INVITATION_KEYS);
const server = usePage('/invitation?code=INV-1');
const bodiesOf = (path: string) =>
  server()
    .requests.filter((r) => r.path === path)
    .map((r) => JSON.parse(r.body) as Record<string, unknown>);

async function register() {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText(strings['common.email.label']), 'ana@example.com');
  await user.type(screen.getByLabelText(strings['common.firstName.label']), 'Ana');
  await user.type(screen.getByLabelText(strings['common.lastName.label']), 'Lopez');
  await user.type(screen.getByLabelText(strings['common.password.label']), 'secret-pass');
  await user.click(screen.getByRole('checkbox'));
  await user.click(screen.getByRole('button', { name: strings['invitation.submit'] }));
}

describe('InvitationRegisterForm', () => {
  it('creates the account with the code, accepts the invitation and says an email is pending', async () => {
    server().on('/api/register', (_req, res) => res.writeHead(204).end());
    server().on('/api/accept-invite', (_req, res) => sendJson(res, 200, { confirmed: false }));
    const onAcceptFailed = vi.fn();
    render(
      <InvitationRegisterForm code="INV-1" strings={strings} onAcceptFailed={onAcceptFailed} />,
    );
    await register();
    await waitFor(() => expect(location.pathname).toBe('/invitation-accepted'));
    expect(bodiesOf('/api/register')[0]).toMatchObject({ invite_code: 'INV-1' });
    expect(bodiesOf('/api/accept-invite')).toEqual([
      { inviteCode: 'INV-1', email: 'ana@example.com' },
    ]);
    expect(readNavigationState(isInvitationAcceptedState)).toEqual({
      email: 'ana@example.com',
      needsConfirmation: true,
    });
    expect(onAcceptFailed).not.toHaveBeenCalled();
  });

  it('shows a used invitation in the page language, creating nothing', async () => {
    server().on('/api/register', (_req, res) =>
      sendJson(res, 400, { code: 'E_INVITATION_USED', message: 'Used (server text)' }),
    );
    render(<InvitationRegisterForm code="INV-1" strings={strings} onAcceptFailed={() => {}} />);
    await register();
    expect((await screen.findByTestId('form-alert')).textContent).toBe(
      strings['errors.invitationUsed'],
    );
    expect(bodiesOf('/api/accept-invite')).toHaveLength(0);
  });

  it('hands a refused acceptance to the page: the account exists already', async () => {
    server().on('/api/register', (_req, res) => res.writeHead(204).end());
    server().on('/api/accept-invite', (_req, res) =>
      sendJson(res, 400, { code: 'E_INVITATION_EXPIRED', message: 'Expired' }),
    );
    const onAcceptFailed = vi.fn();
    render(
      <InvitationRegisterForm code="INV-1" strings={strings} onAcceptFailed={onAcceptFailed} />,
    );
    await register();
    await waitFor(() => expect(onAcceptFailed).toHaveBeenCalledTimes(1));
    expect(onAcceptFailed).toHaveBeenCalledWith({
      ok: false,
      code: 'E_INVITATION_EXPIRED',
      message: 'Expired',
    });
    expect(location.pathname).toBe('/invitation');
  });
});
