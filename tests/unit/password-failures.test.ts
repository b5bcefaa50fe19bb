import { describe, expect, it } from 'vitest';
import {
  ApiCodeError,
  UnexpectedStatusError,
  InvalidCredentialsError,
  NetworkError,
  TimeoutError,
} from '../../src/lib/api/errors';
import {
  AccountNotFoundError,
  forgotRequestFailure,
  forgotValidationFailure,
  renewFailure,
  renewValidationFailure,
  requestMessageKey,
} from '../../src/islands/password/failures';
import { validateForgotPassword, validateRenewPassword } from '../../src/lib/validation';

describe('reset request failures', () => {
  it('an invalid email is the field’s fault, with the not-found message (spec 5)', () => {
    const check = validateForgotPassword({ email: 'not-an-email' });
    expect(forgotValidationFailure(check)).toEqual({
      alert: 'common.errorSummary',
      fields: [{ field: 'email', key: 'errors.emailNotFound' }],
      focus: 'email',
    });
  });

  it('an unknown email, or any other code, reads as not found at the field', () => {
    for (const error of [new ApiCodeError('E_USER_NOT_FOUND'), new ApiCodeError('E_OTHER')]) {
      expect(forgotRequestFailure(error)).toEqual({
        alert: 'common.errorSummary',
        fields: [{ field: 'email', key: 'errors.emailNotFound' }],
        focus: 'email',
      });
    }
  });

  it('transport failures show their own message and blame no field', () => {
    expect(forgotRequestFailure(new NetworkError())).toEqual({
      alert: 'errors.network',
      fields: [],
      focus: null,
    });
    expect(forgotRequestFailure(new TimeoutError(15_000)).alert).toBe('errors.timeout');
    expect(forgotRequestFailure(new UnexpectedStatusError(503)).alert).toBe('errors.server');
    expect(forgotRequestFailure(new UnexpectedStatusError(429)).alert).toBe('errors.rateLimited');
  });

  it('keys an island does not carry fall back to the not-found message', () => {
    expect(requestMessageKey(new InvalidCredentialsError(401))).toBe('errors.emailNotFound');
    expect(requestMessageKey(new Error('boom'))).toBe('errors.emailNotFound');
  });
});

describe('renew failures', () => {
  it('ties the length and mismatch messages to their fields', () => {
    expect(
      renewValidationFailure(validateRenewPassword({ password: 'abc', confirmation: 'abc' })),
    ).toEqual({
      alert: 'common.errorSummary',
      fields: [{ field: 'newPassword', key: 'errors.passwordLimit' }],
      focus: 'newPassword',
    });
    expect(
      renewValidationFailure(validateRenewPassword({ password: 'abcdef', confirmation: 'abcdeg' })),
    ).toEqual({
      alert: 'common.errorSummary',
      fields: [{ field: 'newPasswordConfirmation', key: 'errors.passwordMismatch' }],
      focus: 'newPasswordConfirmation',
    });
  });

  it('account not found is a form-level message', () => {
    expect(renewFailure(new AccountNotFoundError())).toEqual({
      alert: 'errors.accountNotFound',
      fields: [],
      focus: null,
    });
  });

  it('a refused password says why at the new password field', () => {
    expect(renewFailure(new ApiCodeError('E_PASSWORD_COMMON'))).toEqual({
      alert: 'errors.passwordCommon',
      fields: [{ field: 'newPassword', key: 'errors.passwordCommon' }],
      focus: 'newPassword',
    });
  });

  it('a thrown failure shows its transport message, else the unexpected-error message', () => {
    expect(renewFailure(new NetworkError()).alert).toBe('errors.network');
    expect(renewFailure(new TimeoutError(1)).alert).toBe('errors.timeout');
    expect(renewFailure(new UnexpectedStatusError(500)).alert).toBe('errors.server');
    expect(renewFailure(new ApiCodeError('E_USER_NOT_FOUND')).alert).toBe('errors.unexpected');
    expect(renewFailure(new TypeError('x')).alert).toBe('errors.unexpected');
  });
});
