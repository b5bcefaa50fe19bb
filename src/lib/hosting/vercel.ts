// Vercel's Build Output API (`.vercel/output/config.json` next to `static/`, a copy of dist/):
// what a Git deployment applies after running the build command (the root vercel.json names it),
// unlike a vercel.json inside dist/, which a Git deployment never reads. Routes are regular
// expressions tried in order: header routes `continue`, so every path collects the headers of all
// rules it matches (as `_headers` does); other spellings of a page redirect to its one URL; then
// the file system, where `overrides` serve `signin.html` at `/signin`; then token rewrites and the
// translated 404s, which only routes can answer with status 404.
import { DEFAULT_LANGUAGE } from '../i18n/languages';
import {
  HOSTING_FILES,
  PREFIXED_LANGUAGES,
  notFoundPage,
  tokenRewrites,
  WELL_KNOWN_REDIRECTS,
  type HeaderRule,
} from '../hosting';
import { sitePathOfFile } from '../routes';
import { compilePattern, escapeRegExp } from './patterns';

export interface VercelRoute {
  src?: string;
  dest?: string;
  status?: number;
  headers?: Record<string, string>;
  continue?: boolean;
  handle?: 'filesystem';
}

export interface VercelOutputConfig {
  version: 3;
  routes: VercelRoute[];
  /** Static files served at another path than their name (`signin.html` at `signin`). */
  overrides: Record<string, { path: string }>;
}

/** The page files of a build (dist/-relative, `fr/signin.html`) that move to their clean path. */
function overrides(htmlFiles: readonly string[]): VercelOutputConfig['overrides'] {
  const entries = htmlFiles
    .filter((file) => file !== 'index.html' && !/(^|\/)404\.html$/.test(file))
    .sort()
    .map((file) => [file, { path: sitePathOfFile(file).slice(1) }] as const);
  return Object.fromEntries(entries);
}

const redirect = (src: string, location: string): VercelRoute => ({
  src,
  headers: { Location: location },
  status: 301,
});

/** `.vercel/output/config.json` for the given header rules and the build's HTML files. */
export function buildVercelOutputConfig(
  rules: readonly HeaderRule[],
  htmlFiles: readonly string[],
): VercelOutputConfig {
  const files = HOSTING_FILES.map(escapeRegExp).join('|');
  const routes: VercelRoute[] = [
    ...rules.map(({ pattern, headers }) => ({
      src: compilePattern(pattern).source,
      headers: Object.fromEntries(headers),
      continue: true,
    })),
    // The build's rule files are not content, however spelled (`/_headers/`).
    { src: `^/+(?:${files})(?:/\\.?)*$`, status: 404, dest: notFoundPage(DEFAULT_LANGUAGE) },
    // Other spellings of a page move to its one URL (`/signin/index.html`, `/signin.html`, `/signin/`).
    redirect('^/(?:(.*)/)?index(?:\\.html)?/?$', '/$1'),
    redirect('^/(.+)\\.html/?$', '/$1'),
    redirect('^/(.+?)/+$', '/$1'),
    ...WELL_KNOWN_REDIRECTS.map(({ from, to, status }) => ({
      ...redirect(compilePattern(from).source, to),
      status,
    })),
    { handle: 'filesystem' },
    ...tokenRewrites().map(({ from, shell }) => ({
      src: compilePattern(from).source,
      dest: shell,
    })),
    ...PREFIXED_LANGUAGES.map((code) => ({
      src: `^/${code}/.*$`,
      status: 404,
      dest: notFoundPage(code),
    })),
    { src: '^/.*$', status: 404, dest: notFoundPage(DEFAULT_LANGUAGE) },
  ];
  return { version: 3, routes, overrides: overrides(htmlFiles) };
}

/** The root vercel.json: the build command of a Git deployment, nothing `routes` could clash with. */
export const VERCEL_PROJECT_CONFIG = {
  $schema: 'https://openapi.vercel.sh/vercel.json',
  framework: null,
  buildCommand: 'HOST_TARGET=vercel npm run build',
} as const;
