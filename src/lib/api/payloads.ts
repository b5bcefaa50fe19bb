// Request bodies built exactly as spec section 3 describes them, from form values and the query.

import type {
  CampaignUtm,
  GoogleRegistrationPayload,
  OnboardingPayload,
  PasswordResetPayload,
  RegistrationPayload,
  SonosLinkPayload,
} from './types';

/** What the registration forms collect (main, invitation and Sonos pages). */
export interface RegistrationForm {
  email: string;
  firstName: string;
  lastName: string;
  password: string;
  /** The terms checkbox: sent as both accept_tos and accept_receive_info. */
  acceptTerms: boolean;
}

const UTM_FIELDS = ['source', 'medium', 'campaign', 'term', 'content'] as const;

/** Campaign utm from utm_* query parameters; null when none is present. */
function campaignUtmFromQuery(params: URLSearchParams): CampaignUtm | null {
  const utm: CampaignUtm = {};
  for (const field of UTM_FIELDS) {
    const value = params.get(`utm_${field}`);
    if (value !== null && value !== '') utm[field] = value;
  }
  return Object.keys(utm).length > 0 ? utm : null;
}

function accountFields(form: RegistrationForm): RegistrationPayload {
  return {
    company_name: '',
    first_name: form.firstName.trim(),
    last_name: form.lastName.trim(),
    email: form.email.trim(),
    password: form.password,
    trackingId: null,
    accept_tos: form.acceptTerms,
    accept_receive_info: form.acceptTerms,
  };
}

/** POST /register body of the main and invitation pages; utm only when a utm_* parameter is present. */
export function buildRegistrationPayload(
  form: RegistrationForm,
  query: URLSearchParams = new URLSearchParams(),
): RegistrationPayload {
  const utm = campaignUtmFromQuery(query);
  return utm ? { ...accountFields(form), utm } : accountFields(form);
}

/** POST /register body of the Sonos page: utm carries the activation code. */
export function buildSonosRegistrationPayload(
  form: RegistrationForm & { activationCode: string },
): RegistrationPayload {
  return {
    ...accountFields(form),
    utm: {
      source: 'sonos',
      campaign: 'sonos-with-activation-code',
      activation_code: form.activationCode.trim(),
    },
  };
}

/** Fixed placeholder trackingId of Google sign-ups (the server requires the field). */
const GOOGLE_TRACKING_ID = 'web-google-signup';
/** Fixed placeholder company name of Google sign-ups (the user never types one). */
const GOOGLE_COMPANY_NAME = 'My business';

/** POST /register/google body for a Google credential. */
export function buildGoogleRegistrationPayload(
  googleToken: string,
  acceptTos: boolean,
): GoogleRegistrationPayload {
  return {
    token: googleToken,
    trackingId: GOOGLE_TRACKING_ID,
    company_name: GOOGLE_COMPANY_NAME,
    accept_tos: acceptTos,
  };
}

/** Genres sent instead of the picked ones when smart genres is on. */
const SMART_GENRES_FALLBACK = ['pop', 'dancehall', 'lounge'] as const;
export const DEFAULT_BUSINESS_TYPE = 'design_store';
export const DEFAULT_STYLES = ['mainstream', 'trendy'] as const;
/** Upper bound of the age slider (50 means 50+). */
const MAX_AGE = 50;

/** The onboarding choices the payload is made of (see stores/onboarding). */
interface OnboardingChoices {
  business?: string;
  age?: readonly [number, number];
  styles?: readonly string[];
}

/**
 * POST /user/onboarding body: customer_age is ['<' + upper age bound], languages is ['english'],
 * and smart genres replace the picked genres by pop, dancehall, lounge. Choices never made fall
 * back to the screens' defaults (design_store, 0-50, mainstream + trendy).
 */
export function buildOnboardingPayload(
  choices: OnboardingChoices,
  genres: readonly string[],
  smartGenres: boolean,
): OnboardingPayload {
  return {
    business_type: choices.business || DEFAULT_BUSINESS_TYPE,
    customer_age: [`<${choices.age?.[1] ?? MAX_AGE}`],
    styles: [...(choices.styles ?? DEFAULT_STYLES)],
    genres: smartGenres ? [...SMART_GENRES_FALLBACK] : [...genres],
    languages: ['english'],
  };
}

/** POST /reset_password/password body. */
export function buildPasswordResetPayload(
  password: string,
  passwordConfirmation: string,
  token: string,
): PasswordResetPayload {
  return { password, password_confirmation: passwordConfirmation, token };
}

/** POST /sonos/auth body. */
export function buildSonosLinkPayload(
  email: string,
  password: string,
  linkCode: string,
): SonosLinkPayload {
  return { email: email.trim(), password, linkCode };
}
