// Where a long email address may wrap: after the @ and before each dot, never inside a name
// (CSS alone either breaks anywhere, mid-word, or lets the address overflow a phone's width).

/** The address in the pieces a line may break between: `ann.lee@example.com` → ann|.lee@|example|.com. */
export function emailBreakParts(email: string): string[] {
  return email.split(/(?<=@)|(?=\.)/).filter((part) => part !== '');
}
