// A text with the user's address in it ("We sent a link to {{email}}"): the address is the one
// typed, and a long one may wrap only after its @ and before a dot.
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EmailText } from '../../src/islands/ui/EmailText';

describe('EmailText', () => {
  it('puts the address into the text, with a break opportunity between its pieces only', () => {
    const { container } = render(
      <p>
        <EmailText template="We sent a link to {{email}}. Check it." email="ann.lee@example.com" />
      </p>,
    );
    const paragraph = container.querySelector('p')!;
    expect(paragraph.textContent).toBe('We sent a link to ann.lee@example.com. Check it.');
    const address = paragraph.querySelector('span')!;
    expect(address.innerHTML).toBe('ann<wbr>.lee@<wbr>example<wbr>.com');
    expect(address.className).toContain('break-words');
    // A browser's page translation leaves the address as typed.
    expect(address.getAttribute('translate')).toBe('no');
  });

  it('shows a one-piece address without a break', () => {
    const { container } = render(
      <p>
        <EmailText template="{{email}}" email="ann" />
      </p>,
    );
    expect(container.querySelector('p')!.innerHTML).toBe(
      '<span class="break-words" translate="no">ann</span>',
    );
  });
});
