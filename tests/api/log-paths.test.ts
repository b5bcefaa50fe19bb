// The request log hides what the route table names as a parameter: a new API route with a code
// cannot leak it by being forgotten in a list of patterns (issue 37, item 2).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loggablePath } from '../../server/log.ts';
import { API_ROUTES_WITH_PUBLIC_PARAMS, API_ROUTES_WITH_SECRETS } from '../../src/lib/routes.ts';

/** Every route the API registers with a `:parameter`, read from the server's route files. */
function apiRoutesWithParams(): string[] {
  const files = readdirSync('server/routes').map((name) => join('server/routes', name));
  const routes = files.flatMap((file) =>
    [
      ...readFileSync(file, 'utf8').matchAll(
        /\.(?:get|post|put|patch|delete|all)\('([^']*:[^']*)'/g,
      ),
    ].map((match) => `/api${match[1]}`),
  );
  return [...new Set(routes)].sort();
}

describe('logged paths, derived from the route table', () => {
  it('declares every API route with a parameter, as secret or as public', () => {
    const routes = apiRoutesWithParams();
    expect(routes).toContain('/api/invitations/:code');
    expect(routes).toEqual([...API_ROUTES_WITH_SECRETS, ...API_ROUTES_WITH_PUBLIC_PARAMS].sort());
  });

  it.each(API_ROUTES_WITH_SECRETS)('hides the parameters of %s, however short', (route) => {
    const path = route.replace(/:\w+/g, 'K7QX-2M9P');
    expect(loggablePath(path)).toBe(route);
    expect(loggablePath(`${path}/extra`)).toBe(route);
  });

  it('keeps the paths of public parameters and pages as they are', () => {
    expect(loggablePath('/api/assets/genres/jazz.webp')).toBe('/api/assets/genres/jazz.webp');
    expect(loggablePath('/api/invitations')).toBe('/api/invitations');
    expect(loggablePath('/fr/invitation-accepted')).toBe('/fr/invitation-accepted');
  });
});
