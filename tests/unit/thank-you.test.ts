import { describe, expect, it } from 'vitest';
import { thankYouWording, type ThankYouTexts } from '../../src/lib/thank-you';

const TEXTS: ThankYouTexts = {
  title: 'Thanks',
  body: 'Sent to {{email}}. Click it.',
  googleBody: 'Confirmed {{email}} by Google.',
  existingTitle: 'Welcome back',
  existingBody: 'You have {{email}} already.',
  bodyNoEmail: 'We sent you an email.',
};

describe('thankYouWording', () => {
  it('without state: the title and the text that names no email', () => {
    expect(thankYouWording(TEXTS, null)).toEqual({
      title: 'Thanks',
      body: 'We sent you an email.',
    });
  });

  it('a registration: the email between the two halves of the text, trimmed', () => {
    expect(thankYouWording(TEXTS, { email: ' ann@example.com ' })).toEqual({
      title: 'Thanks',
      body: { before: 'Sent to ', email: 'ann@example.com', after: '. Click it.' },
    });
  });

  it('Google: the confirmed-account text; an existing account: its own title and text', () => {
    expect(thankYouWording(TEXTS, { email: 'a@b.co', via: 'google' }).body).toEqual({
      before: 'Confirmed ',
      email: 'a@b.co',
      after: ' by Google.',
    });
    expect(thankYouWording(TEXTS, { email: 'a@b.co', via: 'googleExisting' })).toEqual({
      title: 'Welcome back',
      body: { before: 'You have ', email: 'a@b.co', after: ' already.' },
    });
  });

  it('a blank email reads as none, whatever the way in', () => {
    expect(thankYouWording(TEXTS, { email: '  ', via: 'googleExisting' })).toEqual({
      title: 'Welcome back',
      body: 'We sent you an email.',
    });
  });
});
