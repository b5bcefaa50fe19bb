// Addresses at the edges of the shared email rule (src/lib/rules.ts), with the verdict both the
// site's forms and the API must give: the unit and API tests run the same table on both sides.

/** `a…a@b…b.c…c.d…d.com` with exactly `total` characters (local part 64, labels ≤ 63). */
function addressOfLength(total: number): string {
  const domain = `${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(total - 197)}.com`;
  return `${'a'.repeat(64)}@${domain}`;
}

export const TRICKY_EMAILS: [label: string, email: string, valid: boolean][] = [
  ['one-letter top-level domain', 'a@b.c', false],
  ['two-letter top-level domain', 'a@b.co', true],
  ['international local part', 'ü@example.de', true],
  ['international domain', 'ann@müller.de', true],
  ['punycode top-level domain', 'ann@example.xn--p1ai', true],
  ['trailing space (autofill)', 'ann@example.com ', true],
  ['local part of 64', `${'a'.repeat(64)}@example.com`, true],
  ['local part of 65', `${'a'.repeat(65)}@example.com`, false],
  ['254 characters', addressOfLength(254), true],
  ['255 characters', addressOfLength(255), false],
  ['domain label of 63', `ann@${'b'.repeat(63)}.com`, true],
  ['domain label of 64', `ann@${'b'.repeat(64)}.com`, false],
  ['empty', '', false],
  ['only spaces', '   ', false],
  ['space inside', 'ann lee@example.com', false],
  ['two @', 'ann@lee@example.com', false],
  ['double @', 'ann@@example.com', false],
  ['double dot', 'ann..lee@example.com', false],
  ['underscore in the domain', 'ann@exa_mple.com', false],
  ['no top-level domain', 'ann@example', false],
];
