// Every route a visitor can open, from the route table (src/lib/routes.ts), with sample tokens in
// token links and the extra states a page shows without an account: the walks over all pages (axe,
// the pseudo-locale layout) use it, so a new route is walked by being declared.
import { ROUTE_RECORDS } from '../../../src/lib/routes';

/** A sample value for each token segment a route declares. */
const SAMPLE_SEGMENT: Record<string, string> = {
  email: 'ann%40example.com',
  token: '0123abcd',
  invitationCode: 'sa-0123',
};

/**
 * Routes the walks skip: onboarding steps 2 and 3 send a visitor without a session to sign-in as
 * step 1 does, with its layout (step 1 is walked; the steps have signed-in walks of their own).
 */
const SAME_AS_WALKED = new Set(['/onboarding/step2', '/onboarding/step3']);

/** Further states of a walked route: a Sonos link code, an expired invitation, an unknown path. */
const EXTRA_STATES = [
  '/sonos?linkCode=SONOS-DEMO',
  '/invitation/inv-0123?expiredAt=2024-01-01',
  '/no-such-page',
];

const sample = (path: string, tokens: readonly string[] = []) =>
  [path, ...tokens.map((name) => SAMPLE_SEGMENT[name] ?? 'sample')].join('/');

export const EVERY_ROUTE: readonly string[] = [
  ...ROUTE_RECORDS.filter((route) => !SAME_AS_WALKED.has(route.path)).map((route) =>
    sample(route.path, route.tokens),
  ),
  ...EXTRA_STATES,
];
