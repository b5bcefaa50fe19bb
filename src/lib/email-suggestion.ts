// 'Did you mean …?' for a mistyped well-known mail domain (gmial.com → gmail.com). Only a hint:
// it never blocks a submit. Kept apart from the submit rules so a form can load it after hydration.

/** Well-known mail domains the typo suggester corrects towards (exported for the tests' properties). */
export const COMMON_EMAIL_DOMAINS: readonly string[] = [
  'gmail.com',
  'googlemail.com',
  'hotmail.com',
  'hotmail.fr',
  'hotmail.it',
  'hotmail.es',
  'hotmail.de',
  'hotmail.co.uk',
  'yahoo.com',
  'yahoo.fr',
  'yahoo.it',
  'yahoo.es',
  'yahoo.de',
  'yahoo.co.uk',
  'outlook.com',
  'outlook.fr',
  'outlook.de',
  'live.com',
  'live.fr',
  'msn.com',
  'icloud.com',
  'me.com',
  'aol.com',
  'protonmail.com',
  'proton.me',
  'gmx.de',
  'gmx.net',
  'gmx.at',
  'gmx.ch',
  'web.de',
  't-online.de',
  'orange.fr',
  'free.fr',
  'sfr.fr',
  'laposte.net',
  'wanadoo.fr',
  'libero.it',
  'virgilio.it',
  'tiscali.it',
  'telefonica.net',
  'bluewin.ch',
];

/** At most 2 edits, and only 1 for short domains so `acme.com` is never "corrected" to `me.com`. */
function maxSuggestionDistance(knownDomain: string): number {
  return knownDomain.length >= 9 ? 2 : 1;
}

/** Damerau-Levenshtein distance (optimal string alignment): swapped letters count as one edit. */
function editDistance(a: string, b: string): number {
  const rows = a.length + 1;
  const cols = b.length + 1;
  // Stryker disable next-line ArrayDeclaration: every cell is written before it is read (at() reads holes as 0).
  const d: number[] = new Array<number>(rows * cols).fill(0);
  const at = (i: number, j: number) => d[i * cols + j] ?? 0;
  for (let i = 0; i < rows; i++) d[i * cols] = i;
  for (let j = 0; j < cols; j++) d[j] = j;
  for (let i = 1; i < rows; i++) {
    for (let j = 1; j < cols; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(at(i - 1, j) + 1, at(i, j - 1) + 1, at(i - 1, j - 1) + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        best = Math.min(best, at(i - 2, j - 2) + 1);
      }
      d[i * cols + j] = best;
    }
  }
  return at(a.length, b.length);
}

/**
 * The email with its domain corrected to a close well-known domain (edit distance ≤ 2, ≤ 1 for
 * domains under 9 characters), e.g. `ann@gmial.com` → `ann@gmail.com`; null when the domain is
 * known, unlike any, or the input is not an address.
 */
export function suggestEmailDomain(email: string): string | null {
  const trimmed = email.trim();
  const at = trimmed.lastIndexOf('@');
  if (at < 1 || at === trimmed.length - 1) return null;
  const local = trimmed.slice(0, at);
  const domain = trimmed.slice(at + 1).toLowerCase();
  if (COMMON_EMAIL_DOMAINS.includes(domain)) return null;
  let best: { domain: string; distance: number } | null = null;
  for (const known of COMMON_EMAIL_DOMAINS) {
    const distance = editDistance(domain, known);
    if (distance <= maxSuggestionDistance(known) && (!best || distance < best.distance)) {
      best = { domain: known, distance };
    }
  }
  return best ? `${local}@${best.domain}` : null;
}
