// Text typed into forms ($drafts, keyed by form id then field name), so it survives a reload and
// a language switch. Persists in sessionStorage. Password fields are never stored. A form clears
// its draft after a successful submit (clearDraft).

import { isRecord } from '../api/guards';
import { persistentAtom } from './storage';

export type FormDraft = Readonly<Record<string, string>>;
export type Drafts = Readonly<Record<string, FormDraft>>;

/** True for a field whose value must never be written to storage. */
export function isSecretField(field: string): boolean {
  return /password/i.test(field);
}

/** Keeps string values of non-secret fields; drops everything else. */
export function decodeDrafts(value: unknown): Drafts | undefined {
  if (!isRecord(value)) return undefined;
  const drafts: Record<string, FormDraft> = {};
  for (const [formId, fields] of Object.entries(value)) {
    if (!isRecord(fields)) continue;
    const draft: Record<string, string> = {};
    for (const [field, text] of Object.entries(fields)) {
      if (typeof text === 'string' && !isSecretField(field)) draft[field] = text;
    }
    drafts[formId] = draft;
  }
  return drafts;
}

/** All form drafts. */
export const $drafts = persistentAtom<Drafts>('session', 'drafts', {}, decodeDrafts);

/** The draft of one form (empty when none). */
export function getDraft(formId: string): FormDraft {
  return $drafts.get()[formId] ?? {};
}

/** Records the text of one field; ignored for password fields. */
export function setDraftField(formId: string, field: string, value: string): void {
  if (isSecretField(field)) return;
  const drafts = $drafts.get();
  $drafts.set({ ...drafts, [formId]: { ...drafts[formId], [field]: value } });
}

/** Forgets the draft of one form. */
export function clearDraft(formId: string): void {
  const { [formId]: _removed, ...rest } = $drafts.get();
  $drafts.set(rest);
}
