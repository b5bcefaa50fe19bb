// The fields of the three registration forms (/, the invitation page, /signin-sonos), declared once
// (ui/form.ts): the button waits for every field and the ticked terms (spec section 5).
import type { Strings, TranslationKey } from '../../lib/i18n';
import type { FieldDeclaration } from '../ui/form';
import { EmailInput, NameInput, NewPasswordInput, TermsInput } from '../ui/inputs';
import { FIELD_KEYS } from '../ui/strings';

export const REGISTRATION_FIELD_KEYS = [
  ...FIELD_KEYS,
  'common.email.label',
  'common.email.placeholder',
  'common.firstName.label',
  'common.lastName.label',
  'common.password.label',
  'common.password.hint',
  'common.terms.label',
] as const satisfies readonly TranslationKey[];

type FieldKey = (typeof REGISTRATION_FIELD_KEYS)[number];
export type RegistrationFieldStrings = Strings<FieldKey>;

export type RegistrationField = 'email' | 'firstName' | 'lastName' | 'password' | 'terms';

const field = (declaration: FieldDeclaration<RegistrationField, FieldKey>) => declaration;

/** Email, first and last name (one row from the small breakpoint), password. */
export const ACCOUNT_FIELDS = [
  field({
    name: 'email',
    input: EmailInput,
    label: 'common.email.label',
    placeholder: 'common.email.placeholder',
    needed: true,
  }),
  field({
    name: 'firstName',
    input: NameInput,
    label: 'common.firstName.label',
    needed: true,
    pair: true,
  }),
  field({ name: 'lastName', input: NameInput, label: 'common.lastName.label', needed: true }),
  field({
    name: 'password',
    input: NewPasswordInput,
    label: 'common.password.label',
    hint: 'common.password.hint',
    needed: true,
  }),
];

/** The terms-and-privacy checkbox, last before the button. */
export const TERMS_FIELD = field({
  name: 'terms',
  input: TermsInput,
  label: 'common.terms.label',
  needed: true,
});
