// Runs inline right after the /reset-password island (ResetAccountScript.astro), before the first
// paint: writes the account the link is for into the line the island holds for it. Painted by the
// island only once hydrated and the link checked, a long address grew that line late on a slow
// phone: the page's largest paint came seconds after its first, and the fields below moved.
// Text only: the address is data, never markup.
import { emailBreakElement } from '../lib/email-breaks';
import { parseResetLink } from '../lib/reset-link';

const line = document.querySelector<HTMLElement>('[data-reset-account]');
const link = parseResetLink(location.pathname);
if (line?.dataset.resetAccount && link) {
  const [before = '', after = ''] = line.dataset.resetAccount.split('{{email}}');
  line.replaceChildren(before, emailBreakElement(link.email, 'span'), after);
  line.classList.remove('invisible');
}
