// The navigation states pages hand each other (./index.ts navigate()), with the guards that check
// what a page reads back: sessionStorage is outside the code's control, so every read is checked.

import { isRecord, isTokenData } from '../api/guards';
import type { TokenData } from '../api/types';

/** State of /thank-you, /new-password, /success-password, /invitation-accepted. */
export interface EmailState {
  email: string;
}

/** True for `{ email }`. */
export function isEmailState(value: unknown): value is EmailState {
  return isRecord(value) && typeof value.email === 'string';
}

/**
 * State of /thank-you: the email, and how the account came about: a Google sign-up (confirmed,
 * no email sent) or a Google sign-up of an account that existed; absent for an email sign-up.
 */
export interface ThankYouState {
  email?: string;
  via?: 'google' | 'googleExisting';
}

/** True for a /thank-you state. */
export function isThankYouState(value: unknown): value is ThankYouState {
  return (
    isRecord(value) &&
    (value.email === undefined || typeof value.email === 'string') &&
    (value.via === undefined || value.via === 'google' || value.via === 'googleExisting')
  );
}

/**
 * State of /invitation-accepted: the email when known, the Super Admin flag, and whether the new
 * account must still confirm its email.
 */
export interface InvitationAcceptedState {
  email?: string;
  isSuperAdmin?: boolean;
  needsConfirmation?: boolean;
  /** Accepted with the invitee's session: the page goes on to the app, not to sign in again. */
  signedIn?: boolean;
}

/** True for an invitation-accepted state. */
export function isInvitationAcceptedState(value: unknown): value is InvitationAcceptedState {
  return (
    isRecord(value) &&
    (value.email === undefined || typeof value.email === 'string') &&
    (value.isSuperAdmin === undefined || typeof value.isSuperAdmin === 'boolean') &&
    (value.needsConfirmation === undefined || typeof value.needsConfirmation === 'boolean') &&
    (value.signedIn === undefined || typeof value.signedIn === 'boolean')
  );
}

/**
 * State of / and /signin with a message to show on arrival (a failed Google attempt, a session
 * that ended): its translation key, and the onboarding step to resume after signing in.
 */
export interface ErrorState {
  errorKey: string;
  /** Checked where it is used (isOnboardingStep), so pages without sign-in do not carry the list. */
  resume?: string;
}

const ONBOARDING_STEPS = ['/onboarding/step1', '/onboarding/step2', '/onboarding/step3'] as const;

export type OnboardingStepPath = (typeof ONBOARDING_STEPS)[number];

/** True for the path of an onboarding step. */
export function isOnboardingStep(value: unknown): value is OnboardingStepPath {
  return (ONBOARDING_STEPS as readonly unknown[]).includes(value);
}

/** True for `{ errorKey, resume? }`. */
export function isErrorState(value: unknown): value is ErrorState {
  return (
    isRecord(value) &&
    typeof value.errorKey === 'string' &&
    (value.resume === undefined || typeof value.resume === 'string')
  );
}

/** True for the token data handed to /redirect. */
export const isRedirectState: (value: unknown) => value is TokenData = isTokenData;
