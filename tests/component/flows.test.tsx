// Each flow's form island over a real local API: registration, forgot password and the Sonos
// link. What a user sees while the call runs, after it fails, and where it goes after success.
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { RegisterForm } from '../../src/islands/registration/RegisterForm';
import { REGISTER_KEYS } from '../../src/islands/registration/strings';
import { ForgotPasswordIsland } from '../../src/islands/password/ForgotPasswordIsland';
import { FORGOT_KEYS } from '../../src/islands/password/strings';
import { SonosLinkForm } from '../../src/islands/sonos/SonosLinkForm';
import { SONOS_LINK_KEYS } from '../../src/islands/sonos/strings';
import { readNavigationState } from '../../src/lib/navigation';
import { isEmailState } from '../../src/lib/navigation/states';
import { getDraft } from '../../src/lib/stores/drafts';
import { deferred, englishStrings, openPage, sendJson, usePage } from './support/page';

const server = usePage('/signup');
const requestsTo = (path: string) => server().requests.filter((r) => r.path === path);

/** Where a taken address may go on (EmailTaken). */
const LINKS = { signin: '/signin', forgot: '/forgot-password' };

describe('RegisterForm', () => {
  const strings = englishStrings(REGISTER_KEYS);
  const submit = () => screen.getByRole('button', { name: strings['register.submit'] });

  async function fillIn(email = 'ana@example.com') {
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(strings['common.email.label']), email);
    await user.type(screen.getByLabelText(strings['common.firstName.label']), 'Ana');
    await user.type(screen.getByLabelText(strings['common.lastName.label']), 'Lopez');
    await user.type(screen.getByLabelText(strings['common.password.label']), 'secret-pass');
    await user.click(screen.getByRole('checkbox'));
    return user;
  }

  it('creates the account once and hands the email to /thank-you', async () => {
    const hold = deferred();
    server().on('/api/register', async (_req, res) => {
      await hold.promise;
      res.writeHead(204).end();
    });
    openPage(server(), '/signup?utm_source=news');
    render(<RegisterForm strings={strings} links={LINKS} />);
    expect(submit()).toHaveProperty('disabled', true);
    const user = await fillIn('  ana@example.com ');
    expect(getDraft('register')).toMatchObject({ firstName: 'Ana', terms: 'true' });
    await user.click(submit());
    const busy = screen.getByRole('button', { name: strings['register.busy'] });
    expect(busy).toHaveProperty('disabled', true);
    expect(screen.getByLabelText(strings['common.firstName.label'])).toHaveProperty(
      'readOnly',
      true,
    );
    expect(screen.getByRole('checkbox')).toHaveProperty('disabled', true);

    expect(busy.closest('form')?.getAttribute('aria-busy')).toBe('true');
    expect(screen.getByLabelText(strings['common.email.label'])).toHaveProperty('readOnly', true);
    expect(screen.getByLabelText(strings['common.password.label'])).toHaveProperty(
      'readOnly',
      true,
    );

    hold.release();
    await waitFor(() => expect(location.pathname).toBe('/thank-you'));
    expect(readNavigationState(isEmailState)).toEqual({ email: 'ana@example.com' });
    expect(requestsTo('/api/register')).toHaveLength(1);
    const sent = JSON.parse(requestsTo('/api/register')[0]!.body) as Record<string, unknown>;
    expect(sent).toMatchObject({
      email: 'ana@example.com',
      first_name: 'Ana',
      last_name: 'Lopez',
      password: 'secret-pass',
      accept_tos: true,
      utm: { source: 'news' },
    });
    expect(getDraft('register')).toEqual({});
  });

  it('lets the browser fill in the names and a new password', () => {
    render(<RegisterForm strings={strings} links={LINKS} />);
    const autocomplete = (
      key: 'common.firstName.label' | 'common.lastName.label' | 'common.password.label',
    ) => screen.getByLabelText(strings[key]).getAttribute('autocomplete');
    expect(autocomplete('common.firstName.label')).toBe('given-name');
    expect(autocomplete('common.lastName.label')).toBe('family-name');
    expect(autocomplete('common.password.label')).toBe('new-password');
    expect(
      screen.getByLabelText(strings['common.password.label']).getAttribute('aria-describedby'),
    ).toBeTruthy();
    expect(document.querySelector('form')?.getAttribute('aria-busy')).toBe('false');
  });

  it('names every field at fault and focuses the first', async () => {
    render(<RegisterForm strings={strings} links={LINKS} />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(strings['common.email.label']), 'nope');
    await user.type(screen.getByLabelText(strings['common.firstName.label']), ' ');
    await user.type(screen.getByLabelText(strings['common.lastName.label']), 'L');
    await user.type(screen.getByLabelText(strings['common.password.label']), '123');
    await user.click(screen.getByRole('checkbox'));
    await user.click(submit());
    expect((await screen.findByTestId('form-alert')).textContent).toBe(strings['errors.form']);
    for (const key of [
      'errors.incorrectEmail',
      'errors.fieldRequired',
      'errors.passwordLimit',
    ] as const) {
      expect(screen.getByText(strings[key])).toBeTruthy();
    }
    expect(
      screen.getByLabelText(strings['common.lastName.label']).hasAttribute('aria-invalid'),
    ).toBe(false);
    expect(document.activeElement).toBe(screen.getByLabelText(strings['common.email.label']));
    expect(requestsTo('/api/register')).toHaveLength(0);
  });

  it('says when the email is taken and puts the user back on the email', async () => {
    server().on('/api/register', (_req, res) => sendJson(res, 400, { code: 'E_USER_EXIST' }));
    render(<RegisterForm strings={strings} links={LINKS} />);
    const user = await fillIn();
    await user.click(submit());
    const alert = await screen.findByTestId('form-alert');
    expect(alert.firstChild?.textContent).toBe(strings['errors.emailAlready']);
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByLabelText(strings['common.email.label'])),
    );
    expect(submit()).toHaveProperty('disabled', false);
    // The ways on for an address that is most likely the user's own (issue 37 item 17), loaded
    // with the refusal.
    const signIn = await within(alert).findByRole('link', { name: strings['register.signinLink'] });
    expect(signIn.getAttribute('href')).toBe('/signin');
    const forgot = within(alert).getByRole('link', { name: strings['signin.forgot'] });
    expect(forgot.getAttribute('href')).toBe('/forgot-password');
  });

  it('offers the corrected email domain and takes it', async () => {
    render(<RegisterForm strings={strings} links={LINKS} />);
    const user = userEvent.setup();
    const email = screen.getByLabelText<HTMLInputElement>(strings['common.email.label']);
    await user.type(email, 'ana@gmial.com');
    await user.tab();
    await user.click(screen.getByRole('button', { name: /ana@gmail\.com/ }));
    expect(email.value).toBe('ana@gmail.com');
    expect(document.activeElement).toBe(email);
    expect(getDraft('register')).toMatchObject({ email: 'ana@gmail.com' });
  });

  it('keeps every field typed and ticked before hydration', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<RegisterForm strings={strings} links={LINKS} />);
    document.body.append(container);
    const byName = (name: string) => container.querySelector<HTMLInputElement>(`[name="${name}"]`)!;
    byName('email').value = 'early@example.com';
    byName('firstName').value = 'Early';
    byName('lastName').value = 'Bird';
    byName('password').value = 'typed-early';
    byName('terms').checked = true;
    const root = await act(async () =>
      hydrateRoot(container, <RegisterForm strings={strings} links={LINKS} />),
    );
    expect(byName('firstName').value).toBe('Early');
    expect(byName('password').value).toBe('typed-early');
    expect(byName('terms').checked).toBe(true);
    expect(submit()).toHaveProperty('disabled', false);
    act(() => root.unmount());
    container.remove();
  });
});

describe('ForgotPasswordIsland', () => {
  const strings = englishStrings(FORGOT_KEYS);
  const submit = () => screen.getByRole('button', { name: strings['password.forgot.submit'] });

  it('sends one reset request and hands the email to /new-password', async () => {
    server().on('/api/reset_password', (_req, res) => res.writeHead(204).end());
    render(<ForgotPasswordIsland strings={strings} />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(strings['common.email.label']), 'ana@example.com ');
    await user.click(submit());
    await waitFor(() => expect(location.pathname).toBe('/new-password'));
    expect(readNavigationState(isEmailState)).toEqual({ email: 'ana@example.com' });
    expect(requestsTo('/api/reset_password')).toHaveLength(1);
  });

  it('marks an unknown or malformed email on the field, and a server failure in the alert', async () => {
    server().on('/api/reset_password', (_req, res) => sendJson(res, 503, {}));
    render(<ForgotPasswordIsland strings={strings} />);
    const user = userEvent.setup();
    const email = screen.getByLabelText(strings['common.email.label']);
    await user.type(email, 'nope');
    await user.click(submit());
    await waitFor(() => expect(email.getAttribute('aria-invalid')).toBe('true'));
    expect(requestsTo('/api/reset_password')).toHaveLength(0);
    await user.clear(email);
    await user.type(email, 'ana@example.com');
    expect(email.hasAttribute('aria-invalid')).toBe(false);
    await user.click(submit());
    expect((await screen.findByTestId('form-alert')).textContent).toBe(strings['errors.server']);
    expect(email.hasAttribute('aria-invalid')).toBe(false);
  });
});

describe('SonosLinkForm', () => {
  const strings = englishStrings(SONOS_LINK_KEYS);
  const authorize = () => screen.getByRole('button', { name: strings['sonos.link.authorize'] });

  it('replaces the form with the linked message once the account is linked', async () => {
    server().on('/api/sonos/auth', (_req, res) => res.writeHead(204).end());
    render(
      <SonosLinkForm
        linkCode="LINK-1"
        strings={strings}
        links={{ plans: '/pricing', forgot: '/forgot-password' }}
      />,
    );
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(strings['common.email.label']), 'ana@example.com');
    expect(authorize()).toHaveProperty('disabled', true);
    await user.type(screen.getByLabelText(strings['common.password.label']), 'secret-pass');
    await user.click(authorize());
    expect(
      (await screen.findByRole('heading', { name: strings['sonos.link.successTitle'] })).tagName,
    ).toBe('H2');
    expect(screen.queryByRole('textbox')).toBeNull();
    expect(JSON.parse(requestsTo('/api/sonos/auth')[0]!.body)).toMatchObject({
      email: 'ana@example.com',
    });
  });

  it('offers the saved sign-in: the email is the username, the password the current one', () => {
    render(
      <SonosLinkForm
        linkCode="LINK-1"
        strings={strings}
        links={{ plans: '/pricing', forgot: '/forgot-password' }}
      />,
    );
    const email = screen.getByLabelText(strings['common.email.label']);
    expect(email.getAttribute('autocomplete')).toBe('username');
    expect(email.getAttribute('type')).toBe('email');
    const password = screen.getByLabelText(strings['common.password.label']);
    expect(password.getAttribute('autocomplete')).toBe('current-password');
  });

  it('reads every refusal as authentication failed', async () => {
    server().on('/api/sonos/auth', (_req, res) => sendJson(res, 400, { code: 'E_WHATEVER' }));
    render(
      <SonosLinkForm
        linkCode="LINK-1"
        strings={strings}
        links={{ plans: '/pricing', forgot: '/forgot-password' }}
      />,
    );
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(strings['common.email.label']), 'ana@example.com');
    await user.type(screen.getByLabelText(strings['common.password.label']), 'secret-pass');
    await user.click(authorize());
    expect((await screen.findByTestId('form-alert')).textContent).toBe(
      strings['errors.sonosAuthFailed'],
    );
    expect(authorize()).toHaveProperty('disabled', false);
  });
});
