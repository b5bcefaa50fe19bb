// The API's error codes the site reacts to, shared with the reference API (server/errors.ts).
// A module of its own, outside the `core` chunk every page loads: the table travels with the code
// that reads it (the messages, the checkout's destinations, the invitation's refusals), which
// mostly loads later. The one code the client's failures name is written out in errors.ts.

/** Error codes the site reacts to. */
export const ERROR_CODES = {
  invalidCredentials: 'E_INVALID_CREDENTIALS',
  userExists: 'E_USER_EXIST',
  activationCodeInvalid: 'E_ACTIVATION_CODE_INVALID',
  userNotFound: 'E_USER_NOT_FOUND',
  emailNotConfirmed: 'E_EMAIL_NOT_CONFIRMED',
  tokenInvalid: 'E_TOKEN_INVALID',
  tokenExpired: 'E_TOKEN_EXPIRED',
  alreadyConfirmed: 'E_ALREADY_CONFIRMED',
  invitationNotFound: 'E_INVITATION_NOT_FOUND',
  invitationExpired: 'E_INVITATION_EXPIRED',
  invitationUsed: 'E_INVITATION_USED',
  passwordCommon: 'E_PASSWORD_COMMON',
  passwordIsEmail: 'E_PASSWORD_IS_EMAIL',
  passwordIsBrand: 'E_PASSWORD_IS_BRAND',
  /** The invitation was sent to another address than the accepting (or registering) account's. */
  invitationOtherAccount: 'E_INVITATION_OTHER_ACCOUNT',
  linkCodeInvalid: 'E_LINK_CODE_INVALID',
  /** A valid Google credential whose address no account uses (sign-in offers the trial). */
  googleAccountNotFound: 'E_GOOGLE_ACCOUNT_NOT_FOUND',
  /** A checkout of a plan the account already holds (409): /subscribe says the plan is active. */
  planActive: 'E_PLAN_ACTIVE',
  /** A passkey the server does not know (removed from the account, or of another site). */
  passkeyUnknown: 'E_PASSKEY_UNKNOWN',
  /** A passkey ceremony whose challenge expired (5 minutes) or was used already: start again. */
  passkeyChallengeInvalid: 'E_PASSKEY_CHALLENGE_INVALID',
  /** The authenticator's answer did not verify (origin, RP ID, signature, user verification…). */
  passkeyVerificationFailed: 'E_PASSKEY_VERIFICATION_FAILED',
} as const;
