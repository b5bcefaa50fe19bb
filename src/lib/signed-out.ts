// What /signin confirms after a sign-out: handed over as navigation state, so a reload still says
// it but a later visit to /signin does not.
import { isRecord } from './api/guards';
import { takeNavigationState } from './navigation/take';

/** Where the person is signed out: this browser, or every device of the account. */
export type SignedOut = 'here' | 'everywhere';

export interface SignedOutState {
  signedOut: SignedOut;
}

export const isSignedOutState = (value: unknown): value is SignedOutState =>
  isRecord(value) && (value.signedOut === 'here' || value.signedOut === 'everywhere');

/** The sign-out handed to this page, taken once (navigation/take.ts). */
export const takeSignedOutState = () => takeNavigationState(isSignedOutState);
