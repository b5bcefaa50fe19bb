// The /signin form in a DOM: the one-at-a-time submission, its busy and failed states, the
// messages a user reads, and text typed before the island hydrated.
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { SignInForm } from '../../src/islands/auth/SignInForm';
import { SIGNIN_KEYS } from '../../src/islands/auth/strings';
import { followDestination } from '../../src/lib/navigation/go';
import { getDraft } from '../../src/lib/stores/drafts';
import { $tokenInfo } from '../../src/lib/stores/tokenInfo';
import { deferred, englishStrings, sendJson, usePage } from './support/page';
import { tokenData } from '../unit/support/tokens';

const strings = englishStrings(SIGNIN_KEYS);
const TOKENS = tokenData('access-1', 'refresh-1');
const USER = { role: 'user', firstOnboardingDone: true, email: 'ana@example.com' };

const server = usePage('/signin');

function signInForm() {
  return (
    <SignInForm
      strings={strings}
      links={{ forgot: '/forgot-password', pricing: '/pricing', register: '/' }}
      proceed={followDestination}
    />
  );
}

const emailInput = () => screen.getByLabelText(strings['common.email.label']);
const passwordInput = () => screen.getByLabelText(strings['common.password.label']);
const submitButton = () => screen.getByRole('button', { name: /sign/i });
const tokenRequests = () => server().requests.filter((r) => r.path === '/api/v1/token');

async function fillIn(email: string, password: string) {
  const user = userEvent.setup();
  await user.type(emailInput(), email);
  await user.type(passwordInput(), password);
  return user;
}

describe('SignInForm', () => {
  it('keeps the button disabled while the email is empty; an empty password is named', async () => {
    render(signInForm());
    expect(submitButton()).toHaveProperty('disabled', true);
    const user = userEvent.setup();
    await user.type(emailInput(), 'ana@example.com');
    expect(submitButton()).toHaveProperty('disabled', false);
    await user.click(submitButton());
    // The field checks load with the submit path: wait for what the user sees.
    expect(await screen.findByText(strings['errors.fieldRequired'])).toBeTruthy();
    expect(passwordInput().getAttribute('aria-invalid')).toBe('true');
    // Focus moves in an effect after the message renders.
    await waitFor(() => expect(document.activeElement).toBe(passwordInput()));
    expect(tokenRequests()).toHaveLength(0);
  });

  it('sends one sign-in however fast the button is pressed twice, then goes on to /redirect', async () => {
    const hold = deferred();
    server().on('/api/v1/token', async (_req, res) => {
      await hold.promise;
      sendJson(res, 200, TOKENS);
    });
    server().on('/api/userinfo', (_req, res) => sendJson(res, 200, USER));
    render(signInForm());
    await fillIn('ana@example.com', 'secret-pass');

    // Both clicks land before React re-renders the disabled button: only the guard stops the second.
    const button = submitButton();
    act(() => {
      button.click();
      button.click();
    });
    expect(submitButton().textContent).toBe(strings['signin.busy']);
    expect(submitButton().getAttribute('aria-busy')).toBe('true');
    expect(emailInput()).toHaveProperty('readOnly', true);
    expect(passwordInput()).toHaveProperty('readOnly', true);

    hold.release();
    await waitFor(() => expect(location.pathname).toBe('/redirect'));
    expect(tokenRequests()).toHaveLength(1);
    expect(new URLSearchParams(tokenRequests()[0]!.body).get('username')).toBe('ana@example.com');
    expect($tokenInfo.get()?.token).toBe('access-1');
    // After success the form stays locked while the browser navigates away.
    expect(submitButton()).toHaveProperty('disabled', true);
    expect(getDraft('signin')).toEqual({});
  });

  it('reads the page’s query as the sign-in starts, not as the form hydrates', async () => {
    server().on('/api/v1/token', (_req, res) => sendJson(res, 200, TOKENS));
    render(signInForm());
    // The address changes after hydration (as "continue on the web" changes it): the sign-in
    // follows the address it is sent from, here the checkout's.
    history.replaceState(
      null,
      '',
      '/signin?plan_id=essential1-eur-yearly&login_from_checkout=true',
    );
    const user = await fillIn('ana@example.com', 'secret-pass');
    await user.click(submitButton());
    await waitFor(() => expect(location.pathname).toBe('/subscribe'));
    expect(location.search).toBe('?plan_id=essential1-eur-yearly');
  });

  it('shows the wrong-credentials message, unlocks, and clears it when the user types again', async () => {
    server().on('/api/v1/token', (_req, res) =>
      sendJson(res, 400, { code: 'E_INVALID_CREDENTIALS', message: 'nope' }),
    );
    render(signInForm());
    const user = await fillIn('ana@example.com', 'wrong-pass');
    await user.click(submitButton());

    const alert = await screen.findByTestId('form-alert');
    expect(alert.textContent).toBe(strings['errors.invalidCredentials']);
    expect(submitButton().textContent).toBe(strings['signin.submit']);
    expect(submitButton()).toHaveProperty('disabled', false);
    expect(passwordInput()).toHaveProperty('readOnly', false);
    expect(location.pathname).toBe('/signin');

    await user.type(passwordInput(), '!');
    expect(screen.queryByTestId('form-alert')).toBeNull();
  });

  it('a second try after a failure is sent again', async () => {
    let calls = 0;
    server().on('/api/v1/token', (_req, res) => {
      calls += 1;
      if (calls === 1) {
        sendJson(res, 500, {});
        return;
      }
      sendJson(res, 200, TOKENS);
    });
    server().on('/api/userinfo', (_req, res) => sendJson(res, 200, USER));
    render(signInForm());
    const user = await fillIn('ana@example.com', 'secret-pass');
    await user.click(submitButton());
    expect((await screen.findByTestId('form-alert')).textContent).toBe(strings['errors.server']);
    await user.click(submitButton());
    await waitFor(() => expect(location.pathname).toBe('/redirect'));
    expect(tokenRequests()).toHaveLength(2);
  });

  it.each([
    [498, { code: 'E_TRIAL_ENDED' }, 'errors.trialEnded', strings['signin.trialEnded.plans']],
    [429, {}, 'errors.rateLimited', ''],
  ] as const)('answers %i with its own message', async (status, body, key, next) => {
    server().on('/api/v1/token', (_req, res) => sendJson(res, status, body));
    render(signInForm());
    const user = await fillIn('ana@example.com', 'secret-pass');
    await user.click(submitButton());
    // The ended trial's message offers the plans under it (the link comes in a chunk of its own,
    // so a fresh module cache sees the message before it).
    const alert = await screen.findByTestId('form-alert');
    await waitFor(() => expect(alert.textContent).toBe(strings[key] + next));
    if (next)
      expect(screen.getByRole('link', { name: next }).getAttribute('href')).toBe('/pricing');
  });

  it('checks the email before calling the server and moves focus to it', async () => {
    render(signInForm());
    const user = await fillIn('not-an-email', 'secret-pass');
    await user.click(submitButton());

    expect(screen.getByTestId('form-alert').textContent).toBe(strings['errors.invalidCredentials']);
    expect(emailInput().getAttribute('aria-invalid')).toBe('true');
    const describedBy = emailInput().getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(describedBy)?.textContent).toBe(
      strings['errors.incorrectEmail'],
    );
    expect(document.activeElement).toBe(emailInput());
    expect(tokenRequests()).toHaveLength(0);
  });

  it('keeps what was typed before the island hydrated and submits it', async () => {
    server().on('/api/v1/token', (_req, res) => sendJson(res, 200, TOKENS));
    server().on('/api/userinfo', (_req, res) => sendJson(res, 200, USER));
    const container = document.createElement('div');
    container.innerHTML = renderToString(signInForm());
    document.body.append(container);
    // The prerendered inputs take text while React's script is still loading.
    const [email, password] = container.querySelectorAll('input');
    email!.value = 'early@example.com';
    password!.value = 'typed-early';

    const root = await act(async () => hydrateRoot(container, signInForm()));
    try {
      expect(email!.value).toBe('early@example.com');
      expect(password!.value).toBe('typed-early');
      // The island counted the text as typed: the button is enabled and the email is in the draft.
      expect(submitButton()).toHaveProperty('disabled', false);
      expect(getDraft('signin')).toEqual({ email: 'early@example.com' });

      await userEvent.setup().click(submitButton());
      await waitFor(() => expect(location.pathname).toBe('/redirect'));
      const sent = new URLSearchParams(tokenRequests()[0]!.body);
      expect([sent.get('username'), sent.get('password')]).toEqual([
        'early@example.com',
        'typed-early',
      ]);
    } finally {
      act(() => root.unmount());
      container.remove();
    }
  });
});
