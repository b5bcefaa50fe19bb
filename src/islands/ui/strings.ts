// Translation keys the shared form pieces need; an island adds them to its own key list.
import type { Strings, TranslationKey } from '../../lib/i18n';

/** What the error boundary's 'something went wrong' panel shows: every island needs these. */
export const BOUNDARY_KEYS = [
  'common.boundary.title',
  'common.boundary.body',
  'common.boundary.retry',
] as const satisfies readonly TranslationKey[];

export type BoundaryStrings = Strings<(typeof BOUNDARY_KEYS)[number]>;

/** The form-level message that points to the fields' own messages. */
export const SUMMARY_KEY = 'common.errorSummary';

export const FIELD_KEYS = [
  ...BOUNDARY_KEYS,
  'common.password.show',
  'common.password.hide',
  'common.password.capsLock',
  'common.email.suggestion',
  'common.newTab',
  SUMMARY_KEY,
] as const satisfies readonly TranslationKey[];

export type FieldStrings = Strings<(typeof FIELD_KEYS)[number]>;
