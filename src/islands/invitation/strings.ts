// Translation keys of the invitation islands: /invitation/{token}, /invite-super-admin/{code} and
// /invitation-accepted. Each page hands its island exactly these, already translated.
import type { Strings, TranslationKey } from '../../lib/i18n';
import { REGISTER_MESSAGE_KEYS } from '../registration/failures';
import { REGISTRATION_FIELD_KEYS } from '../registration/fields';
import { FIELD_KEYS } from '../ui/strings';
import { OUTCOME_KEYS } from './outcome';

/** The way to sign in (or register) first, for an acceptance that needs a session. */
const SIGN_IN_KEYS = [
  'invitation.signIn.title',
  'invitation.signIn.body',
  'invitation.signIn.action',
  'invitation.signIn.register',
] as const satisfies readonly TranslationKey[];

export type SignInToAcceptStrings = Strings<(typeof SIGN_IN_KEYS)[number]>;

/** Signed in as another account than the invited one: sign out, then in as the invited one. */
const OTHER_ACCOUNT_KEYS = [
  'invitation.otherAccount.action',
  'invitation.otherAccount.actionUnnamed',
] as const satisfies readonly TranslationKey[];

export type OtherAccountStrings = Strings<(typeof OTHER_ACCOUNT_KEYS)[number]>;

/** The ways on from a link that leads nowhere any more (expired, damaged, unknown, used). */
export type WayOnStrings = Strings<'invitation.signIn.action' | 'common.getApp'>;

/** What every invitation link screen shows besides its own flow. */
const LINK_KEYS = [
  ...SIGN_IN_KEYS,
  ...OTHER_ACCOUNT_KEYS,
  ...FIELD_KEYS,
  ...OUTCOME_KEYS,
  'common.loading',
  'invitation.invalidLink.title',
  'invitation.invalidLink.body',
] as const satisfies readonly TranslationKey[];

export const INVITATION_KEYS = [
  ...LINK_KEYS,
  ...REGISTRATION_FIELD_KEYS,
  ...REGISTER_MESSAGE_KEYS,
  'invitation.expired.title',
  'invitation.expired.body',
  'invitation.processing',
  'invitation.failed.title',
  'errors.invitation',
  'invitation.title',
  'invitation.subtitle',
  'invitation.submit',
  'invitation.busy',
  'invitation.used.title',
] as const satisfies readonly TranslationKey[];

export type InvitationStrings = Strings<(typeof INVITATION_KEYS)[number]>;

export const SUPER_ADMIN_KEYS = [
  ...LINK_KEYS,
  'invitation.superAdmin.expired.title',
  'invitation.superAdmin.expired.body',
  'invitation.superAdmin.processing',
  'invitation.superAdmin.failed.title',
  'errors.superAdminInvitation',
] as const satisfies readonly TranslationKey[];

export type SuperAdminStrings = Strings<(typeof SUPER_ADMIN_KEYS)[number]>;

export const ACCEPTED_KEYS = [
  ...FIELD_KEYS,
  'invitation.accepted.title',
  'invitation.accepted.body',
  'invitation.accepted.superAdminTitle',
  'invitation.accepted.superAdminBody',
  'invitation.accepted.account',
  'invitation.accepted.confirmEmail',
  'invitation.accepted.continue',
  'invitation.accepted.bodySignedIn',
  'invitation.accepted.superAdminBodySignedIn',
  'invitation.accepted.continueApp',
] as const satisfies readonly TranslationKey[];

export type AcceptedStrings = Strings<(typeof ACCEPTED_KEYS)[number]>;

/** Sign-in and registration in the page's language: the ways on of every invitation screen. */
export interface InvitationLinks {
  signin: string;
  register: string;
}
