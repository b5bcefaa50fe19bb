// Islands that call the API on load: the checkout (stored session refreshed once on a 401, a
// link's own token never touching it, a retry when the server is unreachable) and the email
// verification link.
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { CheckoutIsland } from '../../src/islands/checkout/CheckoutIsland';
import { CHECKOUT_KEYS } from '../../src/islands/checkout/strings';
import { VERIFY_KEYS } from '../../src/islands/verify/strings';
import { VerifyIsland } from '../../src/islands/verify/VerifyIsland';
import { config } from '../../src/lib/config';
import { $tokenInfo } from '../../src/lib/stores/tokenInfo';
import { englishStrings, openPage, sendJson, usePage } from './support/page';
import { tokenData } from '../unit/support/tokens';

const server = usePage('/subscribe');
const SESSION = tokenData('old-access', 'refresh-1');
const CHECKOUT_URL = 'https://pay.example/checkout/1';

describe('CheckoutIsland', () => {
  const strings = englishStrings(CHECKOUT_KEYS);
  const frame = () => screen.findByTitle(strings['checkout.frameTitle']);

  it('refreshes an expired session once and opens the checkout with the new token', async () => {
    $tokenInfo.set(SESSION);
    server().on('/api/billing/checkout', (req, res) =>
      req.headers.authorization === 'Bearer new-access'
        ? sendJson(res, 200, { url: CHECKOUT_URL })
        : sendJson(res, 401, {}),
    );
    server().on('/api/v1/token', (_req, res) =>
      sendJson(res, 200, { ...SESSION, token: 'new-access', refreshToken: 'refresh-2' }),
    );
    openPage(server(), '/subscribe?plan_id=premium-monthly');
    render(<CheckoutIsland strings={strings} links={{ pricing: '/pricing' }} />);
    expect(screen.getByRole('status').textContent).toBe(strings['checkout.loading']);
    expect((await frame()).getAttribute('src')).toBe(CHECKOUT_URL);
    expect($tokenInfo.get()).toMatchObject({ token: 'new-access', refreshToken: 'refresh-2' });
    const refresh = server().requests.filter((r) => r.path === '/api/v1/token');
    expect(refresh).toHaveLength(1);
    expect(new URLSearchParams(refresh[0]!.body).get('refresh_token')).toBe('refresh-1');
  });

  it('pays with the token of a pricing link, hides it from the address, and leaves the session alone', async () => {
    $tokenInfo.set(SESSION);
    server().on('/api/billing/checkout', (_req, res) => sendJson(res, 401, {}));
    openPage(server(), '/subscribe?plan_id=premium-monthly&token=link-token');
    render(<CheckoutIsland strings={strings} links={{ pricing: '/pricing' }} />);
    expect(location.search).toBe('?plan_id=premium-monthly');
    // The link's token expired: the checkout's sign-in, never the trial form.
    await waitFor(() => expect(location.pathname).toBe('/signin'));
    expect(location.search).toBe('?plan_id=premium-monthly&login_from_checkout=true');
    const sent = server().requests.filter((r) => r.path === '/api/billing/checkout');
    expect(sent.map((r) => r.headers.authorization)).toEqual(['Bearer link-token']);
    expect(server().requests.filter((r) => r.path === '/api/v1/token')).toHaveLength(0);
    expect($tokenInfo.get()).toEqual(SESSION);
  });

  it('sends a visitor without a session to sign in for the plan', async () => {
    openPage(server(), '/subscribe?plan_id=premium-monthly');
    render(<CheckoutIsland strings={strings} links={{ pricing: '/pricing' }} />);
    await waitFor(() => expect(location.pathname).toBe('/signin'));
    expect(location.search).toBe('?plan_id=premium-monthly&login_from_checkout=true');
    expect(server().requests).toHaveLength(0);
  });

  it('keeps the user here with a retry when the server cannot be reached', async () => {
    $tokenInfo.set(SESSION);
    let calls = 0;
    server().on('/api/billing/checkout', (_req, res) => {
      calls += 1;
      if (calls === 1) return res.socket?.destroy();
      sendJson(res, 200, { url: CHECKOUT_URL });
    });
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    openPage(server(), '/subscribe?plan_id=premium-monthly');
    render(<CheckoutIsland strings={strings} links={{ pricing: '/pricing' }} />);
    expect((await screen.findByTestId('form-alert')).textContent).toBe(strings['errors.network']);
    expect(location.pathname).toBe('/subscribe');
    await userEvent
      .setup()
      .click(screen.getByRole('button', { name: strings['common.boundary.retry'] }));
    expect((await frame()).getAttribute('src')).toBe(CHECKOUT_URL);
    logged.mockRestore();
  });
});

describe('CheckoutIsland, a failed start', () => {
  const strings = englishStrings(CHECKOUT_KEYS);

  it('says a plan already held is active, with the next step, and shows no payment form', async () => {
    $tokenInfo.set(SESSION);
    server().on('/api/billing/checkout', (_req, res) =>
      sendJson(res, 409, { code: 'E_PLAN_ACTIVE' }),
    );
    openPage(server(), '/subscribe?plan_id=premium-monthly');
    render(<CheckoutIsland strings={strings} links={{ pricing: '/pricing' }} />);
    await screen.findByRole('heading', { name: strings['checkout.done.title'] });
    expect(screen.getByRole('link', { name: strings['checkout.done.getApp'] })).toBeTruthy();
    expect(screen.queryByTitle(strings['checkout.frameTitle'])).toBeNull();
    expect(location.pathname).toBe('/subscribe');
  });

  it.each([
    ['a server failure', 500, 'E_INTERNAL', 'checkout.failed.server'],
    ['a plan the API does not sell', 400, 'E_PLAN_INVALID', 'checkout.failed.plan'],
    ['a payment provider that is down', 503, 'E_PROVIDER_UNAVAILABLE', 'checkout.failed.server'],
  ] as const)(
    'says why on %s, with a retry and the way back to the plans',
    async (_, status, code, key) => {
      $tokenInfo.set(SESSION);
      server().on('/api/billing/checkout', (_req, res) => sendJson(res, status, { code }));
      const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
      openPage(server(), '/subscribe?plan_id=premium-monthly');
      render(<CheckoutIsland strings={strings} links={{ pricing: '/pricing' }} />);
      expect((await screen.findByTestId('form-alert')).textContent).toBe(strings[key]);
      expect(screen.getByRole('button', { name: strings['common.boundary.retry'] })).toBeTruthy();
      expect(
        screen.getByRole('link', { name: strings['checkout.backToPlans'] }).getAttribute('href'),
      ).toBe('/pricing');
      expect(location.pathname).toBe('/subscribe');
      logged.mockRestore();
    },
  );

  it('says a plan id that names no plan is not available, without asking the API', async () => {
    $tokenInfo.set(SESSION);
    openPage(server(), '/subscribe?plan_id=../x');
    render(<CheckoutIsland strings={strings} links={{ pricing: '/pricing' }} />);
    expect((await screen.findByTestId('form-alert')).textContent).toBe(
      strings['checkout.failed.plan'],
    );
    expect(server().requests).toHaveLength(0);
  });
});

describe('VerifyIsland', () => {
  const strings = englishStrings(VERIFY_KEYS);

  it('confirms the email, says so, and moves on to the app page', async () => {
    server().on('/api/register/verify_token/TOKEN-1', (_req, res) => sendJson(res, 200, {}));
    openPage(server(), '/app/verify/TOKEN-1');
    render(<VerifyIsland strings={strings} signinHref="/signin" />);
    expect(screen.getByRole('status').textContent).toBe(strings['verify.verifying']);
    expect((await screen.findByRole('heading', { name: strings['verify.success'] })).tagName).toBe(
      'H1',
    );
    await waitFor(() => expect(location.href).toBe(config.links.getApp), { timeout: 4000 });
  });

  it('says an address confirmed earlier is already confirmed, with a way to sign in', async () => {
    server().on('/api/register/verify_token/TOKEN-1', (_req, res) =>
      sendJson(res, 400, { code: 'E_ALREADY_CONFIRMED' }),
    );
    openPage(server(), '/app/verify/TOKEN-1');
    render(<VerifyIsland strings={strings} signinHref="/fr/signin" />);
    await screen.findByRole('heading', { name: strings['verify.already.title'] });
    expect(
      screen.getByRole('link', { name: strings['verify.already.signin'] }).getAttribute('href'),
    ).toBe('/fr/signin');
  });

  it.each([
    ['a refused token', '/app/verify/TOKEN-1'],
    ['a link without token', '/app/verify'],
  ])('offers the support for %s', async (_case, path) => {
    server().on('/api/register/verify_token/TOKEN-1', (_req, res) => sendJson(res, 400, {}));
    openPage(server(), path);
    render(<VerifyIsland strings={strings} signinHref="/signin" />);
    await screen.findByRole('heading', { name: strings['verify.failed'] });
    expect(location.pathname).toBe(path);
  });
});
