// Text typed into forms ($drafts, keyed by form id then field name), so it survives a reload and
// a language switch. Persists in sessionStorage. Only the fields named in DRAFT_FIELDS are ever
// stored: a password, or any secret field a form adds later (a one-time code, a PIN), is not
// unless someone lists it on purpose. A form clears its draft after a successful submit.

import { isRecord } from '../api/guards';
import { persistentAtom } from './storage';

type FormDraft = Readonly<Record<string, string>>;
export type Drafts = Readonly<Record<string, FormDraft>>;

/** The fields whose text may be kept in storage: what a person would hate to type twice. */
const DRAFT_FIELDS: readonly string[] = [
  'email',
  'firstName',
  'lastName',
  'terms',
  'activationCode',
];

/** True for a field whose value must never be written to storage (anything not listed). */
function isSecretField(field: string): boolean {
  return !DRAFT_FIELDS.includes(field);
}

/** Keeps string values of non-secret fields; drops everything else. */
function decodeDrafts(value: unknown): Drafts | undefined {
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

/** Records the text of one field; ignored for secret fields (see DRAFT_FIELDS). */
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
