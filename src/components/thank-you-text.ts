// Runs inline right after the /thank-you title and text (ThankYouText.astro), before the first
// paint: shows the wording and email the registration handed over, so the page paints once, right.
// Text only (textContent): the email is data, never markup.
import { emailBreakParts } from '../lib/email-breaks';
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
    // Wraps only after the @ and before a dot (break-words: a piece wider than the line still breaks).
    const email = document.createElement('strong');
    email.className = 'break-words';
    emailBreakParts(wording.body.email).forEach((part, i) => {
      if (i > 0) email.append(document.createElement('wbr'));
      email.append(part);
    });
    body.replaceChildren(wording.body.before, email, wording.body.after);
  }
}
