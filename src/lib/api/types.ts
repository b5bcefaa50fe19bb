// Wire types of the account API (spec section 7). Shared by the site's client and the reference API.

/** Token data returned by POST /v1/token and POST /register/google. Dates are ISO 8601 strings. */
export interface TokenData {
  token: string;
  refreshToken: string;
  expiresAt: string;
  refreshTokenExpiresAt: string;
}

export type Role = 'user' | 'admin' | 'brand-admin' | 'super-admin';

/** GET /userinfo. */
export interface UserInfo {
  role: Role;
  firstOnboardingDone: boolean;
  email: string;
  firstName: string;
  lastName: string;
}

/** utm of the main and invitation registration paths (each only when present in the query). */
export interface CampaignUtm {
  source?: string;
  medium?: string;
  campaign?: string;
  term?: string;
  content?: string;
}

/** utm of the Sonos registration path. */
interface SonosUtm {
  source: 'sonos';
  campaign: 'sonos-with-activation-code';
  activation_code: string;
}

/** POST /register. */
export interface RegistrationPayload {
  company_name: '';
  first_name: string;
  last_name: string;
  email: string;
  password: string;
  trackingId: null;
  accept_tos: boolean;
  accept_receive_info: boolean;
  utm?: CampaignUtm | SonosUtm;
  /** Registering on a team invitation: the API checks it before creating the account. */
  invite_code?: string;
  /** Registering on the way to a checkout: the confirmation link returns to that plan. */
  plan_id?: string;
}

/** POST /register/google. trackingId and company_name are fixed placeholders. */
export interface GoogleRegistrationPayload {
  token: string;
  trackingId: string;
  company_name: string;
  accept_tos: boolean;
}

/** POST /reset_password/password. */
export interface PasswordResetPayload {
  password: string;
  password_confirmation: string;
  token: string;
}

/** POST /sonos/auth. */
export interface SonosLinkPayload {
  email: string;
  password: string;
  linkCode: string;
}

/** POST /user/onboarding. */
export interface OnboardingPayload {
  business_type: string;
  customer_age: [string];
  styles: string[];
  genres: string[];
  languages: ['english'];
}

/** An item of GET /enums/businessTypesv2. */
export interface BusinessTypeItem {
  name: string;
  oldName?: string | null;
  image: string;
}

/** An item of GET /enums/genreV2. */
export interface GenreItem {
  name: string;
  imageJpg: string;
  imageWebp: string;
}

/** POST /billing/checkout answer. */
export interface CheckoutSession {
  url: string;
}

/** A passkey of the signed-in account (GET /v1/passkeys). Dates are ISO 8601 strings. */
export interface Passkey {
  /** The credential id, base64url. */
  id: string;
  /** The authenticator's provider (iCloud Keychain, Google Password Manager…) when known. */
  name: string | null;
  created_at: string;
  last_used_at: string | null;
}

/** Body of every 4xx/5xx JSON answer: the machine code and a human message. */
export interface ErrorBody {
  code: string;
  message?: string;
}

/** The status the token endpoint answers for an account whose trial ended. */
export const TRIAL_ENDED_STATUS = 498;
