// Where a long email address may wrap: after the @ and before each dot, never inside a name
// (CSS alone either breaks anywhere, mid-word, or lets the address overflow a phone's width).

/** The address in the pieces a line may break between: `ann.lee@example.com` → ann|.lee@|example|.com. */
export function emailBreakParts(email: string): string[] {
  return email.split(/(?<=@)|(?=\.)/).filter((part) => part !== '');
}

/**
 * The address as an element for scripts that fill a page before it paints (no framework there):
 * its pieces with `<wbr>` between them, `break-words` so a piece wider than the line still breaks.
 * Text only: the address is data, never markup.
 */
export function emailBreakElement(email: string, tag: 'span' | 'strong'): HTMLElement {
  const element = document.createElement(tag);
  element.className = 'break-words';
  emailBreakParts(email).forEach((part, i) => {
    if (i > 0) element.append(document.createElement('wbr'));
    element.append(part);
  });
  return element;
}
