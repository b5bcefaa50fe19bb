// What the passkeys page says for each failure: the browser's refusals of a ceremony (as
// @simplewebauthn/browser rethrows them, with the DOMException's name), the API's refusals of a
// passkey, an ended session, and the transport failures every screen shows.
import { describe, expect, it } from 'vitest';
import {
  InvalidCredentialsError,
  NetworkError,
  SessionExpiredError,
  TrialEndedError,
  TimeoutError,
  UnexpectedStatusError,
} from '../../src/lib/api/errors';
import { ERROR_CODES } from '../../src/lib/api/error-codes';
import { passkeyFailureKey, passkeySignInKey } from '../../src/lib/messages';

/** An error as @simplewebauthn/browser throws it: its name is the browser's DOMException's. */
const browserRefusal = (name: string) => Object.assign(new Error('refused'), { name });

describe('passkeyFailureKey', () => {
  it.each([
    ['NotAllowedError', 'passkeys.error.cancelled'],
    ['AbortError', 'passkeys.error.cancelled'],
    ['InvalidStateError', 'passkeys.error.exists'],
    ['NotSupportedError', 'passkeys.error.notSupported'],
    ['SecurityError', 'passkeys.error.notSupported'],
  ])('a browser %s reads as %s', (name, key) => {
    expect(passkeyFailureKey(browserRefusal(name), 'errors.server')).toBe(key);
  });

  it('names the API refusals of a ceremony: too slow or used, not verified', () => {
    const refusal = (code: string) => new UnexpectedStatusError(400, code);
    expect(passkeyFailureKey(refusal(ERROR_CODES.passkeyChallengeInvalid), 'errors.server')).toBe(
      'passkeys.error.expired',
    );
    expect(passkeyFailureKey(refusal(ERROR_CODES.passkeyVerificationFailed), 'errors.server')).toBe(
      'passkeys.error.failed',
    );
  });

  it('says an ended session is one, and transport failures as every screen does', () => {
    expect(passkeyFailureKey(new SessionExpiredError(401), 'errors.server')).toBe(
      'passkeys.error.session',
    );
    expect(passkeyFailureKey(new NetworkError(), 'errors.server')).toBe('errors.network');
    expect(passkeyFailureKey(new TimeoutError(15_000), 'errors.server')).toBe('errors.timeout');
    expect(passkeyFailureKey(new UnexpectedStatusError(503), 'passkeys.error.failed')).toBe(
      'errors.server',
    );
  });

  it('falls back for anything else, even a name Object.prototype has', () => {
    expect(passkeyFailureKey(browserRefusal('toString'), 'passkeys.error.notSupported')).toBe(
      'passkeys.error.notSupported',
    );
    expect(passkeyFailureKey('boom', 'errors.server')).toBe('errors.server');
  });
});

describe('passkeySignInKey (a passkey sign-in on /signin)', () => {
  const allowed = ['errors.invalidCredentials', 'errors.trialEnded', 'errors.network'] as const;

  it.each([
    ['NotAllowedError', 'signin.passkey.cancelled'],
    ['AbortError', 'signin.passkey.cancelled'],
    ['SecurityError', 'signin.passkey.wrongDevice'],
    ['InvalidStateError', 'signin.passkey.wrongDevice'],
    ['NotSupportedError', 'signin.passkey.notSupported'],
    ['toString', 'signin.passkey.notSupported'],
  ])('a browser %s reads as %s', (name, key) => {
    expect(passkeySignInKey(browserRefusal(name), allowed)).toBe(key);
  });

  it('names the API refusals of a passkey: removed, too slow, not verified', () => {
    const refusal = (code: string) => new UnexpectedStatusError(400, code);
    expect(passkeySignInKey(refusal(ERROR_CODES.passkeyUnknown), allowed)).toBe(
      'signin.passkey.unknown',
    );
    expect(passkeySignInKey(refusal(ERROR_CODES.passkeyChallengeInvalid), allowed)).toBe(
      'signin.passkey.expired',
    );
    expect(passkeySignInKey(refusal(ERROR_CODES.passkeyVerificationFailed), allowed)).toBe(
      'signin.passkey.failed',
    );
  });

  it('reads the password grant’s refusals and the transport failures as that form does', () => {
    expect(passkeySignInKey(new InvalidCredentialsError(401), allowed)).toBe(
      'errors.invalidCredentials',
    );
    expect(passkeySignInKey(new TrialEndedError(), allowed)).toBe('errors.trialEnded');
    expect(passkeySignInKey(new NetworkError(), allowed)).toBe('errors.network');
    expect(passkeySignInKey(new UnexpectedStatusError(503), allowed)).toBe('errors.server');
  });
});
