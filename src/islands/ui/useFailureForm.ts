// A form whose failures are messages tied to fields plus a form-level alert: the field state
// (useFormFields), the one-at-a-time submission (useSubmission), focus on the field at fault,
// and the props each input needs. Typing into a field clears the shown failure.
import { useEffect, useEffectEvent, type ChangeEvent } from 'react';
import { isApiError } from '../../lib/api/error-kinds';
import type { LazyModule } from '../../lib/lazy';
import type { TransportErrorKey } from '../../lib/messages';
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

/** What `submitThrough` runs once the values passed their check, and what its failure shows. */
interface SubmitTask<N extends string, K extends string> {
  run: () => Promise<void>;
  failure: (error: unknown) => FieldFailure<N, K>;
}

/** A failure already turned into what the form shows, carried out of a submission as it is. */
class ShownFailure extends Error {
  constructor(readonly failure: unknown) {
    super('A submission failed');
  }
}

/**
 * What a submission shows when it failed before its submit path could say: the path could not
 * load (lib/lazy.ts reports a NetworkError), or something unforeseen, which the user can retry.
 */
function unmappedFailure(error: unknown): FieldFailure<never, TransportErrorKey> {
  const unsent = isApiError(error) && error.kind === 'network';
  return { alert: unsent ? 'errors.network' : 'errors.server', fields: [], focus: null };
}

/**
 * The state of a declared form (ui/DeclaredForm.tsx runs it): submissions go through
 * `submitThrough`, which brings the failure mapping with the submit path, so the messages load
 * with it, not with the page.
 */
export function useFailureForm<N extends string, K extends string>(
  formId: string,
  names: readonly N[],
  strings: Readonly<Record<K | TransportErrorKey, string>>,
) {
  type Failure = FieldFailure<N, K | TransportErrorKey>;
  const fields = useFormFields(formId, names);
  const submission = useSubmission((error: unknown): Failure =>
    error instanceof ShownFailure ? (error.failure as Failure) : unmappedFailure(error),
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
   * the task to run with the mapping of its failures. A path that cannot be loaded fails like a
   * request that could not be sent.
   */
  const submitThrough = <M>(
    path: LazyModule<M>,
    plan: (module: M) => Failure | SubmitTask<N, K | TransportErrorKey>,
  ) =>
    void submission.run(async () => {
      const next = plan(await path.load());
      if (!('run' in next)) throw new ShownFailure(next);
      try {
        await next.run();
      } catch (error) {
        throw new ShownFailure(next.failure(error));
      }
    });

  const alert = failure ? (failure.alertText ?? strings[failure.alert]) : undefined;
  const { state, reset, locked } = submission;
  return { ...fields, state, reset, locked, failure, field, alert, submitThrough };
}
