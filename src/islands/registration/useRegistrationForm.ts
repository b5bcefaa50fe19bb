// The one registration form behaviour of /, the invitation page and /signin-sonos: the fields and
// their draft, the disabled rule, one submission at a time, and the submit path (the field checks
// and the request), which loads once the user starts typing (lib/lazy.ts) rather than with the page.
import type { SubmitEvent } from 'react';
import { lazyModule } from '../../lib/lazy';
import {
  isRegistrationSubmitDisabled,
  isSonosRegistrationSubmitDisabled,
} from '../../lib/submit-guards';
import type { RegisterMessageKey } from './failures';
import type { RegistrationKind } from './sendRegistration';
import { useFailureForm, type FieldFailure } from '../ui/useFailureForm';

const submitPath = lazyModule(() => import('./sendRegistration'));

/** The submit path once loaded: it also holds what each form shows for a refusal. */
type RegistrationPath = typeof import('./sendRegistration');

const FIELDS = ['email', 'firstName', 'lastName', 'password', 'terms'] as const;
const SONOS_FIELDS = [...FIELDS, 'activationCode'] as const;

type SonosField = (typeof SONOS_FIELDS)[number];

/** `K`: the messages a form shows beyond the registration's own. */
interface Options<K extends string> {
  /** Key of the form's draft. */
  formId: string;
  kind: RegistrationKind;
  /** What a refused registration shows, picked from the submit path (it loads with it). */
  requestFailure: (
    path: RegistrationPath,
  ) => (error: unknown) => FieldFailure<SonosField, K | RegisterMessageKey>;
  strings: Record<K | RegisterMessageKey, string>;
  /** Called as a submit starts (e.g. to dismiss a message handed over by another page). */
  onSubmitStart?: () => void;
  /** An invitation whose acceptance failed once the account was made. */
  onAcceptFailed?: (failure: unknown) => void;
}

/** Registration form state, its submit handler, and the spec's disabled rule (section 5). */
export function useRegistrationForm<K extends string>(options: Options<K>) {
  const { kind, onSubmitStart, onAcceptFailed } = options;
  const names: readonly SonosField[] = kind.kind === 'sonos' ? SONOS_FIELDS : FIELDS;
  const form = useFailureForm(options.formId, names, options.strings);
  // Only the Sonos form has an activation code field; the others send none.
  const typed: Partial<Record<SonosField, string>> = form.values;
  const values = {
    ...form.values,
    activationCode: typed.activationCode ?? '',
    acceptTerms: form.values.terms === 'true',
  };
  const incomplete =
    kind.kind === 'sonos'
      ? isSonosRegistrationSubmitDisabled(values)
      : isRegistrationSubmitDisabled(values);

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmitStart?.();
    form.submitThrough(submitPath, (path) => {
      // The activation code is deliberately not checked: the server judges it.
      const check = path.validateRegistration(values);
      if (!check.ok) return path.registerValidationFailure(check);
      return {
        run: async () => {
          const outcome = await path.sendRegistration(kind, values);
          form.forget();
          if (outcome.kind === 'registered') outcome.go();
          else onAcceptFailed?.(outcome.failure);
        },
        failure: options.requestFailure(path),
      };
    });
  };

  return { form, submit, incomplete, preload: submitPath.preload };
}
