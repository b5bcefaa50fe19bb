// vercel.json: the hosting rules as Vercel routes, regular expressions tried in order. Header
// routes `continue`, so every path collects the headers of all rules it matches (as `_headers`
// does); then the file system; then token rewrites and the translated 404s, which only routes can
// answer with status 404 (`rewrites` always answer 200).
import { DEFAULT_LANGUAGE } from '../i18n/languages';
import {
  HOSTING_FILES,
  PREFIXED_LANGUAGES,
  notFoundPage,
  tokenRewrites,
  type HeaderRule,
} from '../hosting';
import { compilePattern, escapeRegExp } from './patterns';

interface VercelRoute {
  src?: string;
  dest?: string;
  status?: number;
  headers?: Record<string, string>;
  continue?: boolean;
  handle?: 'filesystem';
}

/** `vercel.json` for the given header rules. */
export function buildVercelConfig(rules: readonly HeaderRule[]): { routes: VercelRoute[] } {
  const routes: VercelRoute[] = [
    ...rules.map(({ pattern, headers }) => ({
      src: compilePattern(pattern).source,
      headers: Object.fromEntries(headers),
      continue: true,
    })),
    // The build's rule files are not content.
    {
      src: `^/(?:${HOSTING_FILES.map(escapeRegExp).join('|')})$`,
      status: 404,
      dest: notFoundPage(DEFAULT_LANGUAGE),
    },
    // A page's file path moves to the one path its headers are set for.
    { src: '^/index\\.html$', status: 301, headers: { Location: '/' } },
    { src: '^/(.+)/index\\.html$', status: 301, headers: { Location: '/$1' } },
    { handle: 'filesystem' },
    ...tokenRewrites().map(({ from, shell }) => ({
      src: compilePattern(from).source,
      dest: `${shell}index.html`,
    })),
    ...PREFIXED_LANGUAGES.map((code) => ({
      src: `^/${code}/.*$`,
      status: 404,
      dest: notFoundPage(code),
    })),
    { src: '^/.*$', status: 404, dest: notFoundPage(DEFAULT_LANGUAGE) },
  ];
  return { routes };
}
