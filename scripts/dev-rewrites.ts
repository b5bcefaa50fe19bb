// Under `astro dev` (npm run dev), the hosting rules the build writes into dist/_redirects apply
// too: token routes (`/reset-password/{email}/{token}`, `/invitation/{code}` …) are served by their
// page shell, and an unknown path gets its language's 404 page. Same rules, same matcher as the
// local production server (server/site/rules.ts), so dev and production cannot drift apart.
import type { ServerResponse } from 'node:http';
import type { AstroIntegration } from 'astro';
import { fillTarget, matchPattern, parseRedirects } from '../server/site/rules.ts';
import { buildRedirects, notFoundRules } from '../src/lib/hosting.ts';
import { LANGUAGES, localizePath } from '../src/lib/i18n/languages.ts';
import { ROUTES } from '../src/lib/routes.ts';

/** Every page path of the site, without trailing slash. */
const PAGES = new Set(
  LANGUAGES.flatMap(({ code }) => Object.values(ROUTES).map((route) => localizePath(route, code))),
);

/** Vite's own requests and files: never rewritten. */
const DEV_INTERNAL = /^\/(@|_astro\/|src\/|node_modules\/|api(\/|$)|dev(\/|$))|\.[a-z0-9]+$/i;

/** The dev-server path a rule's target names (`/fr/404.html` → `/fr/404`). */
const devPath = (target: string) => target.replace(/\.html$/, '') || '/';

/** Forces the status of a response the dev server is about to render (a 404 page answers 404). */
function forceStatus(res: ServerResponse, status: number): void {
  const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => ServerResponse;
  res.writeHead = (_code: number, ...rest: unknown[]) => writeHead(status, ...rest);
}

export function devRewritesIntegration(): AstroIntegration {
  const rules = [
    ...parseRedirects(buildRedirects()),
    ...notFoundRules().map(({ from, page }) => ({ from, to: page, status: 404, force: false })),
  ];
  return {
    name: 'account-web:dev-rewrites',
    hooks: {
      'astro:server:setup': ({ server }) => {
        server.middlewares.use((req, res, next) => {
          const url = new URL(req.url ?? '/', 'http://dev.local');
          const path = url.pathname;
          // `/signin/` moves to the one URL of the page, as on every host (docs/deploying.md, "Deploying").
          const bare = path.replace(/(.)\/+$/, '$1');
          if (bare !== path && PAGES.has(bare)) {
            res.writeHead(301, { Location: bare + url.search }).end();
            return;
          }
          if (DEV_INTERNAL.test(path) || PAGES.has(path)) {
            next();
            return;
          }
          for (const rule of rules) {
            const params = matchPattern(rule.from, path);
            if (!params) continue;
            req.url = devPath(fillTarget(rule.to, params)) + url.search;
            if (rule.status === 404) forceStatus(res, 404);
            break;
          }
          next();
        });
      },
    },
  };
}
