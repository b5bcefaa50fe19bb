// Translation keys the shared form pieces need; an island adds them to its own key list.
import type { Strings, TranslationKey } from '../../lib/i18n';

export const FIELD_KEYS = [
  'common.password.show',
  'common.password.hide',
  'common.password.capsLock',
  'common.email.suggestion',
  'common.newTab',
  'common.errorSummary',
  'common.boundary.title',
  'common.boundary.body',
  'common.boundary.retry',
] as const satisfies readonly TranslationKey[];

export type FieldStrings = Strings<(typeof FIELD_KEYS)[number]>;
