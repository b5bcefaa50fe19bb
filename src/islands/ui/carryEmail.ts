import { setDraftField } from '../../lib/stores/drafts';

/**
 * The address typed here goes with a link to another form ("Forgot your password?", "Sign in"):
 * written into that form's draft, which fills the form's empty field as it opens.
 */
export function carryEmail(formId: 'signin' | 'forgot-password', email: string): void {
  if (email.trim()) setDraftField(formId, 'email', email.trim());
}
