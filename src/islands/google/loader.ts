// Loads Google's identity script once per page. It can fail (offline, blocked by an extension or
// a firewall) or hang; after GOOGLE_SCRIPT_TIMEOUT_MS the caller gives up and shows a notice.

import { config } from '../../lib/config';

/** What Google hands to the callback: the ID token, how it was picked, and the client id. */
interface GoogleCredentialResponse {
  credential?: string;
  select_by?: string;
  clientId?: string;
  client_id?: string;
}

export interface GoogleButtonOptions {
  type: 'standard';
  theme: 'outline' | 'filled_black';
  size: 'large' | 'medium' | 'small';
  text: 'signup_with' | 'signin_with';
  shape: 'pill';
  logo_alignment: 'left';
  width?: number;
  locale?: string;
}

/** The part of `google.accounts.id` the site uses. */
export interface GoogleIdentity {
  initialize(options: {
    client_id: string;
    callback: (response: GoogleCredentialResponse) => void;
    ux_mode?: 'popup';
    cancel_on_tap_outside?: boolean;
  }): void;
  renderButton(parent: HTMLElement, options: GoogleButtonOptions): void;
}

declare global {
  interface Window {
    google?: { accounts?: { id?: GoogleIdentity } };
  }
}

const GOOGLE_SCRIPT_TIMEOUT_MS = 8_000;

let pending: Promise<GoogleIdentity> | null = null;

/** Resolves with `google.accounts.id`; rejects when the script fails or takes too long. */
export function loadGoogleIdentity(
  src: string = config.googleScriptUrl,
  timeoutMs: number = GOOGLE_SCRIPT_TIMEOUT_MS,
): Promise<GoogleIdentity> {
  const ready = window.google?.accounts?.id;
  if (ready) return Promise.resolve(ready);
  pending ??= new Promise<GoogleIdentity>((resolve, reject) => {
    const script = document.createElement('script');
    const fail = (reason: string) => {
      clearTimeout(timer);
      script.remove();
      // A later mount (e.g. after the user comes back online) may try again.
      pending = null;
      reject(new Error(reason));
    };
    const timer = setTimeout(() => fail('Google identity script timed out'), timeoutMs);
    script.src = src;
    script.async = true;
    script.onload = () => {
      const api = window.google?.accounts?.id;
      if (!api) {
        fail('Google identity script loaded without its API');
        return;
      }
      clearTimeout(timer);
      resolve(api);
    };
    script.onerror = () => fail('Google identity script failed to load');
    document.head.append(script);
  });
  return pending;
}
