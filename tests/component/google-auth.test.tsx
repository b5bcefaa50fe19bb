// The Google section's place holder (islands/google/GoogleAuth.tsx): the prerendered status line
// until the button's code has loaded, then the button; a code that cannot load leaves the
// "Google unavailable" notice, and the rest of the island keeps working.
import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GOOGLE_KEYS } from '../../src/islands/google/strings';
import { englishStrings } from './support/page';

const strings = englishStrings(GOOGLE_KEYS);
const BUTTON = '../../src/islands/google/GoogleButton';

afterEach(() => {
  vi.doUnmock(BUTTON);
  vi.resetModules();
});

async function googleAuth() {
  return (await import('../../src/islands/google/GoogleAuth')).GoogleAuth;
}

describe('the Google button’s place', () => {
  it('prerenders the status line, then shows the button once its code has loaded', async () => {
    vi.doMock(BUTTON, () => ({
      GoogleButton: ({ mode }: { mode: string }) => <p>Google button for {mode}</p>,
    }));
    const GoogleAuth = await googleAuth();
    expect(renderToString(<GoogleAuth mode="signin" strings={strings} />)).toContain(
      strings['common.googleConnecting'],
    );
    render(<GoogleAuth mode="signin" strings={strings} />);
    expect(await screen.findByText('Google button for signin')).toBeTruthy();
    expect(screen.queryByText(strings['common.googleConnecting'])).toBeNull();
  });

  it('says Google is unavailable when the button’s code cannot load', async () => {
    vi.doMock(BUTTON, () => {
      throw new Error('Failed to fetch dynamically imported module');
    });
    const GoogleAuth = await googleAuth();
    render(<GoogleAuth mode="signup" strings={strings} />);
    expect(await screen.findByText(strings['errors.googleUnavailable'])).toBeTruthy();
    expect(screen.getByRole('status').closest('[data-google-auth]')).toHaveProperty(
      'dataset.phase',
      'unavailable',
    );
  });
});
