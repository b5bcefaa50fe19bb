// Runs inline right after the /success-password account line (SuccessAccountLine.astro), before
// the first paint: shows the address the renew form handed over, so the page paints once, with
// the Sign-in link already where it stays. Text only: the address is data, never markup.
import { emailBreakElement } from '../lib/email-breaks';
import { readNavigationState } from '../lib/navigation';
import { isEmailState } from '../lib/navigation/states';

const line = document.querySelector<HTMLElement>('[data-success-account]');
const email = readNavigationState(isEmailState)?.email;
const [before = '', after = ''] = line?.dataset.template?.split('{{email}}') ?? [];
if (line && email) {
  line.replaceChildren(before, emailBreakElement(email, 'span'), after);
  line.hidden = false;
}
