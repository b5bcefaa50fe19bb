// The one way to declare a form: its fields (each with the input that draws it and its texts),
// its submit texts and its submit path, the module loaded on first input that checks, sends and
// says what a refusal shows. `DeclaredForm` draws any declaration; `useDeclaredForm` runs it.
// In the spirit of ory/elements: a form is data, one renderer draws it.
import type { ComponentType, ChangeEvent, Ref } from 'react';
import type { LazyModule } from '../../lib/lazy';
import type { FieldStrings } from './strings';
import type { FieldFailure } from './useFailureForm';

/** What the form hands each input (useFailureForm's `field`). */
export interface BoundField {
  name: string;
  ref: Ref<HTMLInputElement>;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
  error?: string;
}

/** The props every declared input gets; its texts are already translated. */
export interface FieldInputProps {
  bound: BoundField;
  label: string;
  placeholder?: string;
  hint?: string;
  /** The field's current value (inputs are uncontrolled; a hint may read it). */
  value: string;
  /** Read-only (disabled for a checkbox) while the form is busy or done. */
  locked: boolean;
  /** The shared texts of the inputs (show password, the email suggestion, new tab). */
  strings: FieldStrings;
  /** Replaces the value (e.g. with a suggested correction) and focuses the field. */
  replace: (value: string) => void;
}

/** One field of a declared form. `S`: the translation keys of its texts. */
export interface FieldDeclaration<N extends string, S extends string> {
  readonly name: N;
  /** The input that draws it (islands/ui/inputs.tsx): only the inputs a form uses load with it. */
  readonly input: ComponentType<FieldInputProps>;
  readonly label: S;
  readonly placeholder?: S;
  readonly hint?: S;
  /** The submit button stays disabled while this field is empty (spec section 5). */
  readonly needed?: true;
  /** Sits beside the next field from the small breakpoint up (first and last name). */
  readonly pair?: true;
}

/**
 * What a form's submit path module exports. `C`: what the page gives every submission (the
 * sign-in query, the reset link…); `K`: the message keys its failures show.
 */
export interface SubmitPath<N extends string, K extends string, C> {
  /** The field checks: what to show, or null to send. */
  check: (values: Record<N, string>, context: C) => FieldFailure<N, K> | null;
  /** Sends. What it returns runs once the draft is forgotten (the move to the next page). */
  send: (values: Record<N, string>, context: C) => Promise<(() => void) | undefined>;
  /** What a refused request shows. */
  failure: (error: unknown, context: C) => FieldFailure<N, K>;
}

export interface FormDeclaration<N extends string, S extends string, K extends string, C> {
  /** Key of the form's draft (lib/stores/drafts: what was typed survives a reload). */
  readonly id: string;
  readonly fields: readonly FieldDeclaration<N, S>[];
  readonly submit: S;
  readonly busy: S;
  readonly path: LazyModule<SubmitPath<N, K, C>>;
}

/** A form declaration, its types inferred and checked. */
export const declareForm = <N extends string, S extends string, K extends string, C>(
  form: FormDeclaration<N, S, K, C>,
) => form;
