// What a failed field check shows, for every form's failure mapping (islands/<flow>/failures.ts).
// A module of its own rather than part of lib/validation: the failure mappings of some pages load
// up front, and the checks should load only with the submit paths.
import type { FieldFailure } from './useFailureForm';

/**
 * What a failed field check (lib/validation) shows: `alert` in the form's alert, each field's own
 * message as the check gave it, and focus on the first field at fault.
 */
export function checkFailure<F extends string, K extends string, A extends string>(
  check: { fields: readonly { field: F; key: K }[] },
  alert: A,
): FieldFailure<F, K | A> {
  return { alert, fields: check.fields, focus: check.fields[0]?.field ?? null };
}
