// "Not you? Sign out" in a DOM against a local API: one click revokes the session's refresh token,
// says it is busy and cannot be clicked twice, forgets the session and leaves for /signin without
// a history entry.
import { render, screen, waitFor } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SIGN_OUT_KEYS, SignOutOffer } from '../../src/islands/ui/SignOutOffer';
import { readNavigationState } from '../../src/lib/navigation';
import { isSignedOutState } from '../../src/lib/signed-out';
import { $tokenInfo } from '../../src/lib/stores/tokenInfo';
import { deferred, englishStrings, sendJson, usePage } from './support/page';

const server = usePage('/onboarding/step1');
const strings = englishStrings(SIGN_OUT_KEYS);

const TOKENS = {
  token: 'access-1',
  refreshToken: 'refresh-1',
  expiresAt: '2030-01-01T00:00:00.000Z',
  refreshTokenExpiresAt: '2030-02-01T00:00:00.000Z',
};

describe('SignOutOffer', () => {
  it('revokes the session, forgets it and replaces the page with sign-in', async () => {
    const hold = deferred();
    server().on('/api/v1/revoke', async (_req, res) => {
      await hold.promise;
      res.writeHead(200).end();
    });
    const replace = vi.spyOn(location, 'replace').mockImplementation(() => {});
    $tokenInfo.set(TOKENS);
    const onStart = vi.fn();
    render(<SignOutOffer strings={strings} refreshToken={() => 'refresh-1'} onStart={onStart} />);
    expect(screen.getByText(strings['common.signOut.notYou'], { exact: false })).toBeTruthy();
    const button = screen.getByRole('button', { name: strings['common.signOut.action'] });
    expect(button.getAttribute('aria-busy')).toBeNull();
    expect((button as HTMLButtonElement).disabled).toBe(false);

    await userEvent.click(button);
    expect(onStart).toHaveBeenCalledTimes(1);
    const busy = screen.getByRole('button', { name: strings['common.signOut.busy'] });
    expect((busy as HTMLButtonElement).disabled).toBe(true);
    expect(busy.getAttribute('aria-busy')).toBe('true');
    await waitFor(() => expect(server().requests).toHaveLength(1));
    expect(new URLSearchParams(server().requests[0]!.body).get('token')).toBe('refresh-1');
    expect(replace).not.toHaveBeenCalled();

    hold.release();
    await waitFor(() => expect(replace).toHaveBeenCalledTimes(1));
    expect(new URL(String(replace.mock.calls[0]![0]), location.href).pathname).toBe('/signin');
    expect($tokenInfo.get()).toBeNull();
    replace.mockRestore();
  });

  it('signs out in this browser even when the API fails', async () => {
    server().on('/api/v1/revoke', (_req, res) => sendJson(res, 503, { code: 'E_BUSY' }));
    const replace = vi.spyOn(location, 'replace').mockImplementation(() => {});
    $tokenInfo.set(TOKENS);
    render(<SignOutOffer strings={strings} refreshToken={() => 'refresh-1'} />);
    await userEvent.click(screen.getByRole('button', { name: strings['common.signOut.action'] }));
    await waitFor(() => expect(replace).toHaveBeenCalledTimes(1));
    expect($tokenInfo.get()).toBeNull();
    replace.mockRestore();
  });

  it('signs out everywhere through revoke_all; /signin is told which sign-out happened', async () => {
    server().on('/api/v1/revoke_all', (_req, res) => res.writeHead(200).end());
    const replace = vi.spyOn(location, 'replace').mockImplementation(() => {});
    $tokenInfo.set(TOKENS);
    render(<SignOutOffer strings={strings} refreshToken={() => 'refresh-1'} />);
    await userEvent.click(
      screen.getByRole('button', { name: strings['common.signOut.everywhere'] }),
    );
    await waitFor(() => expect(replace).toHaveBeenCalledTimes(1));
    const sent = new URLSearchParams(server().requests[0]!.body);
    expect([server().requests[0]!.path, sent.get('token')]).toEqual([
      '/api/v1/revoke_all',
      'refresh-1',
    ]);
    expect($tokenInfo.get()).toBeNull();
    expect(readNavigationState(isSignedOutState, '/signin')).toEqual({ signedOut: 'everywhere' });
    replace.mockRestore();
  });

  it('is prerendered disabled: a click before hydration is refused, not lost', () => {
    const html = renderToString(<SignOutOffer strings={strings} refreshToken={() => null} />);
    const prerendered = document.createElement('div');
    prerendered.innerHTML = html;
    const buttons = [...prerendered.querySelectorAll('button')];
    expect(buttons.map((b) => [b.textContent, b.disabled])).toEqual([
      [strings['common.signOut.action'], true],
      [strings['common.signOut.everywhere'], true],
    ]);
  });
});
