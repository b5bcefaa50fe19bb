// A form whose failures are messages tied to fields plus a form-level alert: the field state
// (useFormFields), the one-at-a-time submission (useSubmission), focus on the field at fault,
// and the props each input needs. Typing into a field clears the shown failure.
import { useEffect, useEffectEvent, type ChangeEvent } from 'react';
import type { LazyModule } from '../../lib/lazy';
import { useFormFields } from './useFormFields';
import { useSubmission } from './useSubmission';

/** What a failed check or request shows; `focus` is the field that gets focus. */
export interface FieldFailure<F extends string, K extends string> {
  alert: K;
  /** Shown instead of the alert key's text (e.g. a status text from the server). */
  alertText?: string;
  fields: readonly { field: F; key: K }[];
  focus: F | null;
}

/** A failed check of the values, carried out of a submission to show as it is. */
class CheckFailed extends Error {
  constructor(readonly failure: unknown) {
    super('The values did not pass their check');
  }
}

export function useFailureForm<N extends string, K extends string>(
  formId: string,
  names: readonly N[],
  toFailure: (error: unknown) => FieldFailure<N, K>,
  strings: Record<K, string>,
) {
  const fields = useFormFields(formId, names);
  const submission = useSubmission((error: unknown) =>
    error instanceof CheckFailed ? (error.failure as FieldFailure<N, K>) : toFailure(error),
  );
  const failure = submission.state.status === 'failed' ? submission.state.error : null;

  // Only a new failure moves focus; `focus` is a fresh function on every render.
  const focusField = useEffectEvent(fields.focus);
  useEffect(() => {
    if (failure?.focus) focusField(failure.focus);
  }, [failure]);

  /** Props of the input `name`: binding, its error, and clearing the failure on change. */
  const field = (name: N) => {
    const bound = fields.bind(name);
    const error = failure?.fields.find((f) => f.field === name);
    return {
      ...bound,
      onChange: (event: ChangeEvent<HTMLInputElement>) => {
        bound.onChange(event);
        submission.reset();
      },
      error: error ? strings[error.key] : undefined,
    };
  };

  /**
   * Submits through a submit path loaded on demand (lib/lazy.ts), as one submission (busy at once,
   * one at a time): `plan` checks the values with the module and returns the failure to show, or
   * the task to run. A path that cannot be loaded fails like a request that could not be sent.
   */
  const submitThrough = <M>(
    path: LazyModule<M>,
    plan: (module: M) => FieldFailure<N, K> | (() => Promise<void>),
  ) =>
    void submission.run(async () => {
      const next = plan(await path.load());
      if (typeof next !== 'function') throw new CheckFailed(next);
      await next();
    });

  const alert = failure ? (failure.alertText ?? strings[failure.alert]) : undefined;
  return { ...fields, ...submission, failure, field, alert, submitThrough };
}
