// Runs inline right after the /thank-you title and text (ThankYouText.astro), before the first
// paint: shows the wording and email the registration handed over, so the page paints once, right.
// Text only (textContent): the email is data, never markup.
import { emailBreakElement } from '../lib/email-breaks';
import { readNavigationState } from '../lib/navigation';
import { isThankYouState } from '../lib/navigation/states';
import { thankYouWording, type ThankYouTexts } from '../lib/thank-you';

const title = document.querySelector<HTMLElement>('[data-thank-you-title]');
const body = document.querySelector<HTMLElement>('[data-thank-you-body]');
if (title && body?.dataset.texts) {
  const texts = JSON.parse(body.dataset.texts) as ThankYouTexts;
  const wording = thankYouWording(texts, readNavigationState(isThankYouState));
  title.textContent = wording.title;
  if (typeof wording.body === 'string') {
    body.textContent = wording.body;
  } else {
    const email = emailBreakElement(wording.body.email, 'strong');
    body.replaceChildren(wording.body.before, email, wording.body.after);
  }
}
