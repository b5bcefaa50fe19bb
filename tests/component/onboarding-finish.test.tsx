// The last onboarding step: genres load with the session, a pick is kept, Finish submits once and
// leaves; a session that ended sends the user to sign in and back to this step; no session at all
// replaces the page with /signin.
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GenreStep } from '../../src/islands/onboarding/GenreStep';
import { STEP3_KEYS } from '../../src/islands/onboarding/strings';
import { readNavigationState } from '../../src/lib/navigation';
import { isErrorState } from '../../src/lib/navigation/states';
import { $onboardingInfos } from '../../src/lib/stores/onboarding';
import { $tokenInfo } from '../../src/lib/stores/tokenInfo';
import { $userInfo } from '../../src/lib/stores/userInfo';
import { englishStrings, sendJson, usePage } from './support/page';
import { tokenData } from '../unit/support/tokens';

const strings = englishStrings(STEP3_KEYS);
const server = usePage('/onboarding/step3');
const SESSION = tokenData('access', 'refresh');
const GENRES = [
  { name: 'jazz', imageJpg: '/j.jpg', imageWebp: '/j.webp' },
  { name: 'rock', imageJpg: '/r.jpg', imageWebp: '/r.webp' },
];

afterEach(() => $onboardingInfos.set({}));

function renderStep() {
  return render(
    <GenreStep
      strings={strings}
      lang="en"
      links={{ back: '/onboarding/step2' }}
      labelledBy="genres-title"
    />,
  );
}

describe('GenreStep', () => {
  it('submits the picked genres once and goes on with the session', async () => {
    $tokenInfo.set(SESSION);
    $userInfo.set({ role: 'user', firstOnboardingDone: false });
    server().on('/api/enums/genreV2', (_req, res) => sendJson(res, 200, GENRES));
    server().on('/api/user/onboarding', (_req, res) => res.writeHead(204).end());
    server().on('/api/user/settings', (_req, res) => res.writeHead(204).end());
    renderStep();
    expect(screen.getByRole('status').textContent).toBe(strings['common.loading']);
    const user = userEvent.setup();
    await user.click(await screen.findByLabelText(strings['onboarding.genre.jazz']));
    expect($onboardingInfos.get().genres).toEqual(['jazz']);
    await user.click(screen.getByRole('button', { name: strings['onboarding.finish'] }));
    await waitFor(() => expect(location.pathname).toBe('/redirect'));
    const sent = server().requests.filter((r) => r.path === '/api/user/onboarding');
    expect(sent).toHaveLength(1);
    expect(JSON.parse(sent[0]!.body)).toMatchObject({ genres: ['jazz'] });
    expect($userInfo.get()).toEqual({ role: 'user', firstOnboardingDone: true });
  });

  it('sends a user whose session ended to sign in, to come back to this step', async () => {
    $tokenInfo.set(SESSION);
    server().on('/api/enums/genreV2', (_req, res) => sendJson(res, 200, GENRES));
    server().on('/api/user/onboarding', (_req, res) => sendJson(res, 401, {}));
    server().on('/api/v1/token', (_req, res) => sendJson(res, 401, { code: 'E_TOKEN_INVALID' }));
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderStep();
    await userEvent
      .setup()
      .click(await screen.findByRole('button', { name: strings['onboarding.finish'] }));
    await waitFor(() => expect(location.pathname).toBe('/signin'));
    expect(readNavigationState(isErrorState)).toEqual({
      errorKey: 'errors.sessionExpired',
      resume: '/onboarding/step3',
    });
    expect($tokenInfo.get()).toBeNull();
    logged.mockRestore();
  });

  it('shows a server failure and keeps the user here to try again', async () => {
    $tokenInfo.set(SESSION);
    server().on('/api/enums/genreV2', (_req, res) => sendJson(res, 200, []));
    server().on('/api/user/onboarding', (_req, res) => sendJson(res, 500, {}));
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderStep();
    expect((await screen.findByText(strings['onboarding.step3.empty'])).tagName).toBe('P');
    await userEvent
      .setup()
      .click(screen.getByRole('button', { name: strings['onboarding.finish'] }));
    expect((await screen.findByTestId('form-alert')).textContent).toBe(strings['errors.server']);
    expect(location.pathname).toBe('/onboarding/step3');
    expect(logged).toHaveBeenCalledWith('Onboarding submission failed:', 'API answered status 500');
    logged.mockRestore();
  });

  it('replaces the page with /signin without a session', async () => {
    const replace = vi.spyOn(location, 'replace');
    renderStep();
    await waitFor(() => expect(replace).toHaveBeenCalledWith('/signin'));
    expect(server().requests).toHaveLength(0);
    replace.mockRestore();
  });
});
