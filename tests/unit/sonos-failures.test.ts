import { describe, expect, it } from 'vitest';
import {
  ApiCodeError,
  InternalServerError,
  NetworkError,
  TimeoutError,
} from '../../src/lib/api/errors';
import {
  sonosLinkFailure,
  sonosRegisterFailure,
  validateSonosLink,
} from '../../src/islands/sonos/failures';
import { failureKey } from '../../src/islands/ui/failureKey';

describe('failureKey', () => {
  it('keeps transport failures and listed keys, else the fallback', () => {
    expect(failureKey(new NetworkError(), 'errors.form')).toBe('errors.network');
    expect(failureKey(new TimeoutError(1), 'errors.form')).toBe('errors.timeout');
    expect(failureKey(new InternalServerError(503), 'errors.form')).toBe('errors.server');
    expect(failureKey(new InternalServerError(429), 'errors.form')).toBe('errors.rateLimited');
    expect(failureKey(new ApiCodeError('E_USER_EXIST'), 'errors.form')).toBe('errors.form');
    expect(
      failureKey(new ApiCodeError('E_USER_EXIST'), 'errors.form', [
        'errors.form',
        'errors.emailAlready',
      ]),
    ).toBe('errors.emailAlready');
  });
});

describe('Sonos link failures', () => {
  it('reads every refusal as authentication failed', () => {
    expect(sonosLinkFailure(new InternalServerError(401, 'E_INVALID_CREDENTIALS')).alert).toBe(
      'errors.sonosAuthFailed',
    );
    expect(sonosLinkFailure(new ApiCodeError('E_LINK_CODE_INVALID')).alert).toBe(
      'errors.sonosAuthFailed',
    );
  });

  it('keeps the network and timeout messages', () => {
    expect(sonosLinkFailure(new NetworkError()).alert).toBe('errors.network');
    expect(sonosLinkFailure(new TimeoutError(1)).alert).toBe('errors.timeout');
  });

  it('checks the email and the password before calling', () => {
    expect(validateSonosLink({ email: 'ann@example.com', password: 'x' })).toBeNull();
    expect(validateSonosLink({ email: 'ann@', password: '' })).toEqual({
      alert: 'common.errorSummary',
      fields: [
        { field: 'email', key: 'errors.incorrectEmail' },
        { field: 'password', key: 'errors.fieldRequired' },
      ],
      focus: 'email',
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
