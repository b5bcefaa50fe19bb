import { describe, expect, it } from 'vitest';
import {
  ApiCodeError,
  UnexpectedStatusError,
  NetworkError,
  TimeoutError,
  TrialEndedError,
} from '../../src/lib/api/errors';
import { sonosRegisterFailure } from '../../src/islands/registration/failures';
import { sonosLinkFailure, sonosLinkValidationFailure } from '../../src/islands/sonos/failures';
import { validateSignIn } from '../../src/lib/validation';
import { failureKey, TRANSPORT_ERROR_KEYS } from '../../src/lib/messages';

describe('failureKey', () => {
  it('keeps the keys a screen has, else its fallback', () => {
    const transport = (error: unknown) => failureKey(error, 'errors.form', TRANSPORT_ERROR_KEYS);
    expect(transport(new NetworkError())).toBe('errors.network');
    expect(transport(new TimeoutError(1))).toBe('errors.timeout');
    expect(transport(new UnexpectedStatusError(503))).toBe('errors.server');
    expect(transport(new UnexpectedStatusError(429))).toBe('errors.rateLimited');
    expect(transport(new ApiCodeError('E_USER_EXIST'))).toBe('errors.form');
    expect(
      failureKey(new ApiCodeError('E_USER_EXIST'), 'errors.form', ['errors.emailAlready']),
    ).toBe('errors.emailAlready');
    // A screen without the transport texts falls back rather than show a missing text.
    expect(failureKey(new UnexpectedStatusError(503), null, ['errors.network'])).toBeNull();
  });
});

describe('Sonos link failures', () => {
  it('reads wrong credentials and unknown refusals as authentication failed', () => {
    expect(sonosLinkFailure(new UnexpectedStatusError(401, 'E_INVALID_CREDENTIALS')).alert).toBe(
      'errors.sonosAuthFailed',
    );
    expect(sonosLinkFailure(new ApiCodeError('E_SOMETHING_ELSE')).alert).toBe(
      'errors.sonosAuthFailed',
    );
  });

  it('says a used link code and an ended trial for what they are', () => {
    expect(sonosLinkFailure(new ApiCodeError('E_LINK_CODE_INVALID')).alert).toBe(
      'errors.linkCodeUsed',
    );
    expect(sonosLinkFailure(new TrialEndedError('E_TRIAL_ENDED')).alert).toBe('errors.trialEnded');
  });

  it('keeps the network and timeout messages', () => {
    expect(sonosLinkFailure(new NetworkError()).alert).toBe('errors.network');
    expect(sonosLinkFailure(new TimeoutError(1)).alert).toBe('errors.timeout');
  });

  it('checks the email and the password before calling, with the API’s rule', () => {
    expect(validateSignIn({ email: 'ann@example.com', password: 'x' }).ok).toBe(true);
    expect(sonosLinkValidationFailure(validateSignIn({ email: 'ann@', password: '' }))).toEqual({
      alert: 'common.errorSummary',
      fields: [
        { field: 'email', key: 'errors.incorrectEmail' },
        { field: 'password', key: 'errors.fieldRequired' },
      ],
      focus: 'email',
    });
    // The API refuses a password over 200 characters (rules.ts): the form does not send one.
    const tooLong = validateSignIn({ email: 'ann@example.com', password: 'x'.repeat(201) });
    expect(sonosLinkValidationFailure(tooLong)).toEqual({
      alert: 'common.errorSummary',
      fields: [{ field: 'password', key: 'errors.invalidCredentials' }],
      focus: 'password',
    });
  });
});

describe('Sonos registration failures', () => {
  it('ties an invalid activation code to its field', () => {
    expect(sonosRegisterFailure(new ApiCodeError('E_ACTIVATION_CODE_INVALID'))).toEqual({
      alert: 'errors.activationCodeInvalid',
      fields: [{ field: 'activationCode', key: 'errors.activationCodeInvalid' }],
      focus: 'activationCode',
    });
  });

  it('reads a taken email, transport failures and anything else like the main form', () => {
    expect(sonosRegisterFailure(new ApiCodeError('E_USER_EXIST')).alert).toBe(
      'errors.emailAlready',
    );
    expect(sonosRegisterFailure(new NetworkError()).alert).toBe('errors.network');
    expect(sonosRegisterFailure(new ApiCodeError('E_SOMETHING')).alert).toBe('errors.form');
  });
});
