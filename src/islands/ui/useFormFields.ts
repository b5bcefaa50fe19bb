// The one form-state pattern of every island. Inputs are uncontrolled, so text typed before the
// island hydrated stays in the DOM; after mount the hook mirrors the DOM into state, restoring the
// session draft (lib/stores/drafts) for fields still empty. Every change is written to the draft,
// so a reload or a language switch keeps what was typed (passwords excepted: never stored).
import { useCallback, useEffect, useEffectEvent, useRef, useState, type ChangeEvent } from 'react';
import { clearDraft, getDraft, setDraftField } from '../../lib/stores/drafts';

type Values<N extends string> = Record<N, string>;

/** Checkboxes are stored as 'true' or ''. */
function readElement(el: HTMLInputElement): string {
  return el.type === 'checkbox' ? (el.checked ? 'true' : '') : el.value;
}

function writeElement(el: HTMLInputElement, value: string): void {
  if (el.type === 'checkbox') el.checked = value === 'true';
  else el.value = value;
}

/** Field values of one form, bound to its inputs by name; `formId` keys the stored draft. */
export function useFormFields<N extends string>(formId: string, names: readonly N[]) {
  const empty = Object.fromEntries(names.map((n) => [n, ''])) as Values<N>;
  const [values, setValues] = useState<Values<N>>(empty);
  const elements = useRef<Partial<Record<N, HTMLInputElement | null>>>({});

  // Text typed before hydration lives only in the DOM, so it can be read only once mounted: the
  // one time this hook syncs state from the inputs.
  const mirrorInputs = useEffectEvent(() => {
    const draft = getDraft(formId);
    const next = { ...empty };
    for (const name of names) {
      const el = elements.current[name];
      if (!el) continue;
      const typed = readElement(el);
      // The field the user is in is theirs: a draft written into it mid-typing would run into
      // what they type (`ann@example.comann@example.com`).
      const restore = typed === '' && el !== document.activeElement;
      const value = restore ? (draft[name] ?? '') : typed;
      writeElement(el, value);
      next[name] = value;
      if (typed !== '') setDraftField(formId, name, typed);
    }
    setValues(next);
  });
  useEffect(() => {
    // Right here: the state is synced from an external system (inputs filled before React ran),
    // which no render can read, and only once, after the first commit.
    // eslint-disable-next-line react-hooks/set-state-in-effect -- one-time sync from the DOM
    mirrorInputs();
  }, []);

  const set = useCallback(
    (name: N, value: string) => {
      const el = elements.current[name];
      if (el) writeElement(el, value);
      setDraftField(formId, name, value);
      setValues((prev) => ({ ...prev, [name]: value }));
    },
    [formId],
  );

  /** Props for an input: name, ref and change tracking. */
  const bind = (name: N) => ({
    name,
    ref: (el: HTMLInputElement | null) => {
      elements.current[name] = el;
    },
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      const value = readElement(event.currentTarget);
      setDraftField(formId, name, value);
      setValues((prev) => ({ ...prev, [name]: value }));
    },
  });

  /** Moves focus to a field (the first error after a failed submit). */
  const focus = (name: N) => elements.current[name]?.focus();

  /** Forgets the stored draft (after a successful submit). */
  const forget = useCallback(() => clearDraft(formId), [formId]);

  return { values, bind, set, focus, forget };
}
