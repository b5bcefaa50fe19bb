// Runs and draws a declared form (ui/form.ts): its fields in order (a `pair` shares a row), the
// form's message with the way on it offers, and the submit button, disabled while a needed field
// is empty or the page has not given the form its context yet. Busy, every input read-only.
import { Fragment, type ReactNode, type SubmitEvent } from 'react';
import type { TransportErrorKey } from '../../lib/messages';
import { Button } from './Button';
import { FormAlert } from './FormAlert';
import type { FieldDeclaration, FormDeclaration } from './form';
import type { FieldStrings } from './strings';
import { useFailureForm } from './useFailureForm';

/**
 * The state of a declared form and its submit handler. `context`: what every submission of the
 * page needs (null until the page has read it: the button waits).
 */
export function useDeclaredForm<N extends string, S extends string, K extends string, C>(
  form: FormDeclaration<N, S, K, C>,
  strings: Readonly<Record<K | TransportErrorKey, string>>,
  context: C | null,
) {
  const state = useFailureForm<N, K>(
    form.id,
    form.fields.map((f) => f.name),
    strings,
  );
  const { values } = state;
  const incomplete = context === null || form.fields.some((f) => f.needed && values[f.name] === '');

  const submit = (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (context === null) return;
    state.submitThrough(
      form.path,
      (path) =>
        path.check(values, context) ?? {
          run: async () => {
            const next = await path.send(values, context);
            state.forget();
            next?.();
          },
          failure: (error: unknown) => path.failure(error, context),
        },
    );
  };

  return { ...state, submit, incomplete, busy: state.state.status === 'busy' };
}

export type DeclaredFormState<N extends string> = Pick<
  ReturnType<typeof useDeclaredForm<N, string, string, unknown>>,
  | 'field'
  | 'values'
  | 'set'
  | 'reset'
  | 'focus'
  | 'locked'
  | 'alert'
  | 'submit'
  | 'incomplete'
  | 'busy'
>;

interface Props<N extends string, S extends string> {
  form: FormDeclaration<N, S, string, never>;
  state: DeclaredFormState<N>;
  /** The form's texts and the inputs' shared ones (ui/strings.ts FIELD_KEYS). */
  strings: Readonly<Record<S, string>> & FieldStrings;
  /** Shown instead of the form's own message (a message handed over by another page). */
  alert?: string;
  /** The way on under the message (sign in, buy a plan…). */
  alertNext?: ReactNode;
  /** Between the message and the fields (e.g. "send the confirmation email again"). */
  beforeFields?: ReactNode;
  /** After a field, by name (the forgot-password link under the password). */
  after?: Partial<Record<N, ReactNode>>;
  /** Above the message (an intro, the account a reset is for). */
  children?: ReactNode;
  className?: string;
}

/** Draws a declared form (see the file's header). */
export function DeclaredForm<N extends string, S extends string>(props: Props<N, S>) {
  const { form, state, strings, after } = props;
  const input = (field: FieldDeclaration<N, S>) => (
    <Fragment key={field.name}>
      <field.input
        bound={state.field(field.name)}
        label={strings[field.label]}
        placeholder={field.placeholder && strings[field.placeholder]}
        hint={field.hint && strings[field.hint]}
        value={state.values[field.name]}
        locked={state.locked}
        strings={strings}
        replace={(value) => {
          state.set(field.name, value);
          state.reset();
          state.focus(field.name);
        }}
      />
      {after?.[field.name]}
    </Fragment>
  );
  const rows: ReactNode[] = [];
  form.fields.forEach((field, at) => {
    const previous = form.fields[at - 1];
    if (previous?.pair) return;
    const next = form.fields[at + 1];
    rows.push(
      field.pair && next ? (
        <div key={field.name} className="grid gap-5 sm:grid-cols-2">
          {input(field)}
          {input(next)}
        </div>
      ) : (
        input(field)
      ),
    );
  });
  return (
    <form
      noValidate
      onSubmit={state.submit}
      onInput={form.path.preload}
      className={`flex flex-col gap-5 ${props.className ?? ''}`}
      aria-busy={state.locked}
    >
      {props.children}
      <FormAlert message={props.alert ?? state.alert}>{props.alertNext}</FormAlert>
      {props.beforeFields}
      {rows}
      <Button busy={state.busy} disabled={state.locked || state.incomplete}>
        {state.busy ? strings[form.busy] : strings[form.submit]}
      </Button>
    </form>
  );
}
