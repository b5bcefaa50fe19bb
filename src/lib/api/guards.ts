// Shape checks for data that arrives as `unknown`: API answers and values read back from storage.

import type { ErrorBody, Role, TokenData, UserInfo } from './types';

/** True for a plain (non-array, non-null) object. */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** True for a string with at least one character. */
export function isNonEmptyString(value: unknown): value is string {
  return typeof value === 'string' && value !== '';
}

/** True for complete token data (all four fields non-empty strings). */
export function isTokenData(value: unknown): value is TokenData {
  return (
    isRecord(value) &&
    isNonEmptyString(value.token) &&
    isNonEmptyString(value.refreshToken) &&
    isNonEmptyString(value.expiresAt) &&
    isNonEmptyString(value.refreshTokenExpiresAt)
  );
}

/** Copies exactly the four token fields (drops anything else the server or storage added). */
export function pickTokenData(value: TokenData): TokenData {
  const { token, refreshToken, expiresAt, refreshTokenExpiresAt } = value;
  return { token, refreshToken, expiresAt, refreshTokenExpiresAt };
}

const ROLES: readonly Role[] = ['user', 'admin', 'brand-admin', 'super-admin'];

/** True for one of the known roles. */
function isRole(value: unknown): value is Role {
  return typeof value === 'string' && (ROLES as readonly string[]).includes(value);
}

/** The part of the user info the flows decide on. */
export type UserFlags = Pick<UserInfo, 'role' | 'firstOnboardingDone'>;

/**
 * The role and onboarding flag of a user info, or null when either is missing or mistyped. A role
 * this site does not know is read as 'user' (it then simply goes through onboarding).
 */
export function parseUserFlags(value: unknown): UserFlags | null {
  if (!isRecord(value) || typeof value.role !== 'string' || value.role === '') return null;
  if (typeof value.firstOnboardingDone !== 'boolean') return null;
  return {
    role: isRole(value.role) ? value.role : 'user',
    firstOnboardingDone: value.firstOnboardingDone,
  };
}

/** True for a JSON error body `{ code, message? }`. */
export function isErrorBody(value: unknown): value is ErrorBody {
  return (
    isRecord(value) &&
    typeof value.code === 'string' &&
    (value.message === undefined || typeof value.message === 'string')
  );
}
