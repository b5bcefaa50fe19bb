// Reads /reset-password/{email}/{token}. A damaged link (missing or extra segments, bad
// percent-encoding, no address) gives null so the page can explain instead of failing later.

import { readTokenSegments } from './routes';

export interface ResetLink {
  email: string;
  token: string;
}

/** The email and token of a reset link path (any language prefix), or null when damaged. */
export function parseResetLink(pathname: string): ResetLink | null {
  const segments = readTokenSegments(pathname, '/reset-password', 2);
  if (!segments) return null;
  const [email = '', token = ''] = segments;
  // Lenient on purpose: the address is only shown, the token alone identifies the reset.
  if (!email.includes('@') || token.trim() === '') return null;
  return { email: email.trim(), token };
}
