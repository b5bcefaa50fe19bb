// What /signin was handed on arrival (islands/ui/useOnDemand.ts): the Google or session message
// and the sign-out notice load their reader (google/handed.ts) only when a state waits for the
// page; meanwhile the sign-in waits, and a reader that cannot load leaves the form working.
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SIGNIN_KEYS } from '../../src/islands/auth/strings';
import { writeNavigationState } from '../../src/lib/navigation';
import { deferred, englishStrings, usePage } from './support/page';

const strings = englishStrings(SIGNIN_KEYS);
const HANDED = '../../src/islands/google/handed';
const LINKS = { forgot: '/forgot-password', pricing: '/pricing', register: '/' };

usePage('/signin');

afterEach(() => {
  vi.doUnmock(HANDED);
  vi.resetModules();
});

async function renderSignIn() {
  const { SignInForm } = await import('../../src/islands/auth/SignInForm');
  const { SignedOutNotice } = await import('../../src/islands/auth/SignedOutNotice');
  render(
    <>
      <SignedOutNotice strings={strings} />
      <SignInForm strings={strings} links={LINKS} proceed={() => undefined} />
    </>,
  );
}

const submitButton = () => screen.getByRole('button', { name: strings['signin.submit'] });

/** The reader, counting its loads, or failing (once `held` resolves) like a chunk gone. */
function mockReader(path: string, { fails = false, held = Promise.resolve() } = {}) {
  const loads = vi.fn();
  vi.doMock(path, async (original: () => Promise<object>) => {
    loads();
    await held;
    if (fails) throw new Error('Failed to fetch dynamically imported module');
    return original();
  });
  return loads;
}

describe('the state /signin was handed', () => {
  it('shows the handed message and the sign-out, loading their readers only then', async () => {
    const handedLoads = mockReader(HANDED);
    writeNavigationState('/signin', { errorKey: 'errors.googleNoAccount' });
    await renderSignIn();
    expect(await screen.findByText(strings['errors.googleNoAccount'])).toBeTruthy();
    expect(handedLoads).toHaveBeenCalledOnce();
    // Taken: a later visit shows nothing.
    expect(sessionStorage.getItem('account.navigationState')).toBeNull();

    writeNavigationState('/signin', { signedOut: 'everywhere' });
    await renderSignIn();
    expect(await screen.findByText(strings['signin.signedOutEverywhere'])).toBeTruthy();
  });

  it('loads no reader on an arrival without state', async () => {
    const handedLoads = mockReader(HANDED);
    // A fresh history entry, and a state handed to another page.
    history.replaceState(null, '');
    writeNavigationState('/thank-you', { email: 'ana@example.com' });
    await renderSignIn();
    await userEvent.setup().type(screen.getByLabelText(strings['common.email.label']), 'a@b.co');
    expect(submitButton()).toHaveProperty('disabled', false);
    expect(handedLoads).not.toHaveBeenCalled();
    expect(screen.getByRole('status').textContent).toBe('');
  });

  it('holds the sign-in while the reader loads; one that cannot load leaves the form working', async () => {
    const held = deferred();
    mockReader(HANDED, { fails: true, held: held.promise });
    writeNavigationState('/signin', {
      errorKey: 'errors.sessionExpired',
      resume: '/onboarding/step2',
    });
    await renderSignIn();
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(strings['common.email.label']), 'a@b.co');
    // The step to resume after signing in is not known yet: the sign-in waits.
    expect(submitButton()).toHaveProperty('disabled', true);
    held.release();
    await waitFor(() => expect(submitButton()).toHaveProperty('disabled', false));
    expect(screen.queryByText(strings['errors.sessionExpired'])).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('');
  });
});
