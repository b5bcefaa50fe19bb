// The nginx snippet and Vercel's route list answer requests as the local server does: each is read
// here by a small evaluator of its host's documented matching rules (nginx: exact `=` locations,
// then the longest prefix, unless it is `^~`, regular expressions in file order; Vercel: routes in
// order, `continue` collects headers, then the file system, then the routes after it), over a
// made-up dist/. tests/build/hosting-*.test.ts check the same on the real build.
import { describe, expect, it } from 'vitest';
import {
  HOSTING_FILES,
  buildRedirects,
  headerRules,
  isHostingFilePath,
  type HeaderRule,
} from '../../src/lib/hosting';
import { buildNetlifyToml } from '../../src/lib/hosting/netlify';
import { buildNginxConf } from '../../src/lib/hosting/nginx';
import { compilePattern, escapeRegExp, matchPath } from '../../src/lib/hosting/patterns';
import {
  VERCEL_PROJECT_CONFIG,
  buildVercelOutputConfig,
  type VercelRoute,
} from '../../src/lib/hosting/vercel';

/** Built inside each test: the mutation run (`npm run mutate`) changes code only while a test runs. */
const rules = () =>
  headerRules([], {
    apiOrigin: null,
    pricingFrameOrigins: [],
    electronParentOrigin: 'app://shell',
  });

/** The files of a made-up build, dist/-relative. */
const FILES = [
  'index.html',
  'fr.html',
  'signin.html',
  'fr/signin.html',
  'reset-password.html',
  'fr/reset-password.html',
  'fr/app/verify.html',
  'onboarding/step1.html',
  '404.html',
  'fr/404.html',
  'de/404.html',
  '_astro/app.js',
];

interface Answer {
  status: number;
  /** The file served (dist/-relative), the not-found page included. */
  file?: string;
  location?: string;
  headers: Record<string, string>;
}

describe('patterns', () => {
  it('a star takes the rest of the path, also nothing; a placeholder one segment', () => {
    expect(matchPath('/x/*', '/x/a/b')).toEqual({ splat: 'a/b' });
    expect(matchPath('/x/*', '/x')).toEqual({ splat: '' });
    expect(matchPath('/x/*', '/x/')).toEqual({ splat: '' });
    expect(matchPath('/x/*', '/xy')).toBeNull();
    expect(matchPath('/r/:email/:token', '/r/a%40b/t1')).toEqual({ email: 'a%40b', token: 't1' });
    expect(matchPath('/r/:email/:token', '/r/a/b/c')).toBeNull();
    expect(matchPath('/r/:email/:token', '/r/a')).toBeNull();
    expect(matchPath('/:lang/signin', '/fr/signin')).toEqual({ lang: 'fr' });
    expect(matchPath('/a/*/b', '/a/1/2/b')).toEqual({ splat: '1/2' });
  });

  it('a trailing slash is optional in the path, required by a pattern ending in one (Cloudflare); the root matches only itself', () => {
    expect(matchPath('/signin', '/signin/')).toEqual({});
    expect(matchPath('/signin/', '/signin')).toBeNull();
    expect(matchPath('/signin/', '/signin/')).toEqual({});
    expect(matchPath('/x/:token/', '/x/t/')).toEqual({ token: 't' });
    expect(matchPath('/x/:token/', '/x/t')).toBeNull();
    expect(matchPath('/signin', '/signin//')).toBeNull();
    expect(matchPath('/signin', '/xsignin')).toBeNull();
    expect(matchPath('/signin', '/signin/x')).toBeNull();
    expect(matchPath('/', '/')).toEqual({});
    expect(matchPath('/', '/signin')).toBeNull();
    expect(matchPath('/', '')).toBeNull();
    expect(compilePattern('/')).toEqual({ source: '^/$', names: [] });
  });

  it('every other character is literal: dots, a bare colon, regular-expression syntax', () => {
    expect(matchPath('/a.html', '/a.html')).toEqual({});
    expect(matchPath('/a.html', '/axhtml')).toBeNull();
    expect(matchPath('/a:/b', '/a:/b')).toEqual({});
    expect(matchPath('/a:1', '/a:1')).toEqual({});
    expect(matchPath('/(x)+[y]', '/(x)+[y]')).toEqual({});
    expect(matchPath('/(x)+[y]', '/xx')).toBeNull();
    for (const special of ['.', '*', '+', '?', '^', '$', '{', '}', '(', ')', '|', '[', ']', '\\']) {
      expect(new RegExp(`^${escapeRegExp(`a${special}b`)}$`).test(`a${special}b`)).toBe(true);
    }
    expect(escapeRegExp('a.b')).toBe('a\\.b');
    expect(escapeRegExp('_headers')).toBe('_headers');
  });

  it('names the captures in order, the star as splat', () => {
    expect(compilePattern('/:lang/x/*').names).toEqual(['lang', 'splat']);
    expect(compilePattern('/:lang/x/*').source).toBe('^/([^/]+)/x(?:/(.*))?/?$');
    expect(compilePattern('/:a_1/:b').names).toEqual(['a_1', 'b']);
  });
});

// ---------------------------------------------------------------------------------------------
// nginx

interface NginxLocation {
  modifier: string;
  match: string;
  headers: Record<string, string>;
  body: string[];
}

function parseNginx(conf: string) {
  const locations: NginxLocation[] = [];
  const top: string[] = [];
  let current: NginxLocation | null = null;
  for (const line of conf.split('\n')) {
    const open = /^location (=|\^~|~\*|~)? ?(\S+) \{$/.exec(line);
    if (open) {
      current = { modifier: open[1] ?? '', match: open[2] ?? '', headers: {}, body: [] };
      locations.push(current);
    } else if (line === '}') {
      current = null;
    } else if (current) {
      const header = /^ {4}add_header (\S+) "((?:[^"\\]|\\.)*)" always;$/.exec(line);
      if (header) current.headers[header[1]!] = header[2]!.replace(/\\(.)/g, '$1');
      else current.body.push(line.trim());
    } else if (line !== '' && !line.startsWith('#')) {
      top.push(line);
    }
  }
  return { locations, top };
}

function nginx(conf: string, path: string, files = FILES): Answer {
  const { locations, top } = parseNginx(conf);
  const serverNotFound = /^error_page 404 (\S+);$/.exec(
    top.find((l) => l.startsWith('error_page')) ?? '',
  )?.[1];
  const select = (): { location: NginxLocation; captures: string[] } | null => {
    const exact = locations.find((l) => l.modifier === '=' && l.match === path);
    if (exact) return { location: exact, captures: [] };
    const prefix = locations
      .filter((l) => (l.modifier === '' || l.modifier === '^~') && path.startsWith(l.match))
      .sort((a, b) => b.match.length - a.match.length)[0];
    if (prefix?.modifier === '^~') return { location: prefix, captures: [] };
    for (const l of locations) {
      if (l.modifier !== '~' && l.modifier !== '~*') continue;
      const m = new RegExp(l.match, l.modifier === '~*' ? 'i' : '').exec(path);
      if (m) return { location: l, captures: [...m] };
    }
    return prefix ? { location: prefix, captures: [] } : null;
  };
  const chosen = select();
  if (!chosen) return { status: 404, file: serverNotFound?.slice(1), headers: {} };
  const { location, captures } = chosen;
  const fill = (text: string) =>
    text
      .replace(/\$is_args\$args/g, '')
      .replace(/\$uri/g, path)
      .replace(/\$(\d)/g, (_, i: string) => captures[Number(i)] ?? '');
  const notFound = () => {
    const own = location.body.find((l) => l.startsWith('error_page 404 '));
    const page = own ? /error_page 404 (\S+);/.exec(own)?.[1] : serverNotFound;
    return { status: 404, file: page?.slice(1), headers: location.headers };
  };
  for (const directive of location.body) {
    if (directive === 'internal;' || directive === 'return 404;') return notFound();
    const moved = /^return 301 (\S+);$/.exec(directive);
    if (moved) return { status: 301, location: fill(moved[1]!), headers: location.headers };
    const tries = /^try_files (.+) =404;$/.exec(directive);
    if (tries) {
      for (const candidate of tries[1]!.split(' ')) {
        const file = fill(candidate).slice(1);
        if (files.includes(file)) return { status: 200, file, headers: location.headers };
      }
      return notFound();
    }
  }
  throw new Error(`no answer in location ${location.modifier} ${location.match}`);
}

describe('the nginx snippet', () => {
  const conf = () => buildNginxConf(rules());

  it('serves each page at its one URL with the common and the page’s own headers', () => {
    const signin = nginx(conf(), '/fr/signin');
    expect(signin).toMatchObject({ status: 200, file: 'fr/signin.html' });
    expect(signin.headers['X-Frame-Options']).toBe('DENY');
    expect(signin.headers['Cache-Control']).toBe('no-cache');
    expect(signin.headers['Content-Security-Policy']).toMatch(/^default-src 'self'; /);
    expect(nginx(conf(), '/signin')).toMatchObject({ status: 200, file: 'signin.html' });
    expect(nginx(conf(), '/onboarding/step1')).toMatchObject({ file: 'onboarding/step1.html' });
    expect(nginx(conf(), '/')).toMatchObject({ status: 200, file: 'index.html' });
    expect(nginx(conf(), '/fr')).toMatchObject({ status: 200, file: 'fr.html' });
    expect(nginx(conf(), '/_astro/app.js')).toMatchObject({
      status: 200,
      file: '_astro/app.js',
      headers: {
        'Cache-Control': 'public, max-age=31536000, immutable',
        'X-Frame-Options': 'DENY',
      },
    });
  });

  it('moves the other spellings of a page to its one URL, without a host name', () => {
    expect(conf().split('\n')).toContain('absolute_redirect off;');
    expect(nginx(conf(), '/signin/')).toMatchObject({ status: 301, location: '/signin' });
    expect(nginx(conf(), '/signin//')).toMatchObject({ status: 301, location: '/signin' });
    expect(nginx(conf(), '/signin.html')).toMatchObject({ status: 301, location: '/signin' });
    expect(nginx(conf(), '/fr/signin.html')).toMatchObject({ status: 301, location: '/fr/signin' });
    expect(nginx(conf(), '/fr/index.html')).toMatchObject({ status: 301, location: '/fr/' });
    expect(nginx(conf(), '/fr/')).toMatchObject({ status: 301, location: '/fr' });
    expect(nginx(conf(), '/index.html')).toMatchObject({ status: 301, location: '/' });
    expect(nginx(conf(), '/signin/').headers['X-Content-Type-Options']).toBe('nosniff');
  });

  it('serves token links from their shell page, also truncated ones', () => {
    expect(nginx(conf(), '/reset-password/a%40b.example/t0k')).toMatchObject({
      status: 200,
      file: 'reset-password.html',
    });
    const fr = nginx(conf(), '/fr/reset-password/a%40b.example/t0k');
    expect(fr).toMatchObject({ status: 200, file: 'fr/reset-password.html' });
    expect(fr.headers['X-Robots-Tag']).toBe('noindex');
    expect(nginx(conf(), '/fr/reset-password/only-one')).toMatchObject({
      status: 200,
      file: 'fr/reset-password.html',
    });
    expect(nginx(conf(), '/fr/app/verify/t0k')).toMatchObject({
      status: 200,
      file: 'fr/app/verify.html',
    });
  });

  it('answers unknown paths and the not-found pages themselves with the language’s 404', () => {
    expect(nginx(conf(), '/nope')).toMatchObject({ status: 404, file: '404.html' });
    expect(nginx(conf(), '/fr/nope')).toMatchObject({ status: 404, file: 'fr/404.html' });
    expect(nginx(conf(), '/de/nope/deeper')).toMatchObject({ status: 404, file: 'de/404.html' });
    expect(nginx(conf(), '/404.html')).toMatchObject({ status: 404, file: '404.html' });
    expect(nginx(conf(), '/fr/404.html')).toMatchObject({ status: 404, file: '404.html' });
    expect(nginx(conf(), '/es/404.html')).toMatchObject({ status: 404 });
    expect(nginx(conf(), '/nope').headers['X-Frame-Options']).toBe('DENY');
    expect(nginx(conf(), '/fr/nope').headers['Referrer-Policy']).toBe('no-referrer');
  });

  it('never serves the build’s rule files, however spelled', () => {
    const withFiles = [...FILES, ...HOSTING_FILES];
    for (const path of [
      '/_headers',
      '/_HEADERS',
      '//_redirects/',
      '/vercel.json',
      '/_nginx.conf/.',
    ]) {
      expect(nginx(conf(), path, withFiles), path).toMatchObject({ status: 404, file: '404.html' });
    }
    expect(nginx(conf(), '/vercel.json', withFiles).headers['X-Frame-Options']).toBe('DENY');
    expect(nginx(conf(), '/vercelxjson', [...withFiles, 'vercelxjson.html']).status).toBe(200);
  });

  it('quotes header values for nginx and refuses a value it cannot send', () => {
    const quoted: HeaderRule[] = [
      { pattern: '/*', headers: [['X-Test', 'say "hi" \\ there']] },
      { pattern: '/page', headers: [['X-Own', 'yes']] },
    ];
    const page = nginx(buildNginxConf(quoted), '/page', ['page.html']);
    expect(page).toMatchObject({ status: 200, file: 'page.html' });
    expect(page.headers).toEqual({ 'X-Test': 'say "hi" \\ there', 'X-Own': 'yes' });
    expect(buildNginxConf(quoted)).toContain('add_header X-Test "say \\"hi\\" \\\\ there" always;');
    expect(() => buildNginxConf([{ pattern: '/*', headers: [['X-Price', 'costs $5']] }])).toThrow(
      'nginx cannot send a literal $ in X-Price: costs $5',
    );
  });

  it('works without a common rule, and starts with a comment saying where it comes from', () => {
    const bare = buildNginxConf([{ pattern: '/page', headers: [['X-Own', 'yes']] }]);
    expect(nginx(bare, '/page', ['page.html']).headers).toEqual({ 'X-Own': 'yes' });
    // Other files revalidate, as on the other hosts.
    expect(nginx(bare, '/nope', ['page.html']).headers).toEqual({
      'Cache-Control': 'public, max-age=0, must-revalidate',
    });
    expect(bare.split('\n')[0]).toBe(
      '# Generated by the site build (src/lib/hosting/nginx.ts): include inside the server block',
    );
    expect(bare.endsWith('}\n')).toBe(true);
  });
});

// ---------------------------------------------------------------------------------------------
// Vercel

function vercel(path: string, files = FILES): Answer {
  const config = buildVercelOutputConfig(
    rules(),
    files.filter((f) => f.endsWith('.html')),
  );
  const servedAt = new Map(Object.entries(config.overrides).map(([f, { path: p }]) => [p, f]));
  const staticFile = (p: string) => {
    const name = p.replace(/^\/+/, '') || 'index.html';
    if (servedAt.has(name)) return servedAt.get(name);
    if (name in config.overrides) return undefined;
    return files.includes(name) ? name : undefined;
  };
  const headers: Record<string, string> = {};
  const fill = (text: string, m: RegExpExecArray) =>
    text.replace(/\$(\d)/g, (_, i: string) => m[Number(i)] ?? '');
  const answer = (route: VercelRoute, m: RegExpExecArray): Answer => {
    const status = route.status ?? 200;
    if (status === 301) return { status, location: fill(route.headers!.Location!, m), headers };
    return { status, file: route.dest ? staticFile(fill(route.dest, m)) : undefined, headers };
  };
  const filesystem = config.routes.findIndex((r) => r.handle === 'filesystem');
  for (const route of config.routes.slice(0, filesystem)) {
    const m = new RegExp(route.src!).exec(path);
    if (!m) continue;
    if (!route.continue) return answer(route, m);
    Object.assign(headers, route.headers);
  }
  const file = staticFile(path);
  if (file) return { status: 200, file, headers };
  for (const route of config.routes.slice(filesystem + 1)) {
    const m = new RegExp(route.src!).exec(path);
    if (m) return answer(route, m);
  }
  return { status: 404, headers };
}

describe('Vercel’s output configuration', () => {
  it('serves each page at its one URL, collecting the headers of every rule it matches', () => {
    const signin = vercel('/fr/signin');
    expect(signin).toMatchObject({ status: 200, file: 'fr/signin.html' });
    expect(signin.headers['X-Frame-Options']).toBe('DENY');
    expect(signin.headers['Cache-Control']).toBe('no-cache');
    expect(vercel('/')).toMatchObject({ status: 200, file: 'index.html' });
    expect(vercel('/onboarding/step1')).toMatchObject({ file: 'onboarding/step1.html' });
    expect(vercel('/_astro/app.js').headers['Cache-Control']).toBe(
      'public, max-age=31536000, immutable',
    );
  });

  it('moves the other spellings of a page to its one URL', () => {
    expect(vercel('/signin/')).toMatchObject({ status: 301, location: '/signin' });
    expect(vercel('/signin//')).toMatchObject({ status: 301, location: '/signin' });
    expect(vercel('/signin.html')).toMatchObject({ status: 301, location: '/signin' });
    expect(vercel('/signin.html/')).toMatchObject({ status: 301, location: '/signin' });
    expect(vercel('/fr/signin.html')).toMatchObject({ status: 301, location: '/fr/signin' });
    expect(vercel('/fr/index.html')).toMatchObject({ status: 301, location: '/fr' });
    expect(vercel('/fr/index')).toMatchObject({ status: 301, location: '/fr' });
    expect(vercel('/index.html')).toMatchObject({ status: 301, location: '/' });
    expect(vercel('/fr/')).toMatchObject({ status: 301, location: '/fr' });
  });

  it('serves a page file only at its clean path', () => {
    const { overrides } = buildVercelOutputConfig(rules(), [
      'fr/signin.html',
      'index.html',
      '404.html',
      'fr/404.html',
      'fr/index.html',
    ]);
    expect(overrides).toEqual({
      'fr/index.html': { path: 'fr' },
      'fr/signin.html': { path: 'fr/signin' },
    });
    expect(Object.keys(buildVercelOutputConfig(rules(), ['b.html', 'a.html']).overrides)).toEqual([
      'a.html',
      'b.html',
    ]);
    expect(buildVercelOutputConfig(rules(), ['x404.html']).overrides).toEqual({
      'x404.html': { path: 'x404' },
    });
  });

  it('serves token links from their shell page, also truncated ones', () => {
    expect(vercel('/reset-password/a%40b.example/t0k')).toMatchObject({
      status: 200,
      file: 'reset-password.html',
    });
    const fr = vercel('/fr/reset-password/a%40b.example/t0k');
    expect(fr).toMatchObject({ status: 200, file: 'fr/reset-password.html' });
    expect(fr.headers['X-Robots-Tag']).toBe('noindex');
    expect(vercel('/fr/reset-password/only-one')).toMatchObject({
      status: 200,
      file: 'fr/reset-password.html',
    });
  });

  it('answers unknown paths with the language’s 404, and refuses the build’s rule files', () => {
    expect(vercel('/nope')).toMatchObject({ status: 404, file: '404.html' });
    expect(vercel('/fr/nope')).toMatchObject({ status: 404, file: 'fr/404.html' });
    expect(vercel('/de/signin')).toMatchObject({ status: 404, file: 'de/404.html' });
    const withFiles = [...FILES, ...HOSTING_FILES];
    for (const path of ['/_headers', '//_redirects/', '/vercel.json', '/_nginx.conf/.']) {
      expect(vercel(path, withFiles), path).toMatchObject({ status: 404, file: '404.html' });
    }
    expect(vercel('/vercelxjson', [...withFiles, 'vercelxjson']).status).toBe(200);
  });

  it('is version 3 of the Build Output API, and the root vercel.json only names the build', () => {
    expect(buildVercelOutputConfig(rules(), []).version).toBe(3);
    expect(VERCEL_PROJECT_CONFIG).toEqual({
      $schema: 'https://openapi.vercel.sh/vercel.json',
      framework: null,
      buildCommand: 'HOST_TARGET=vercel npm run build',
    });
  });
});

describe('the build’s rule files on the local server', () => {
  it('are recognised however the path spells them', () => {
    for (const path of [
      '/_headers',
      '//_headers',
      '/_HEADERS',
      '/_headers/',
      '/_headers//',
      '/_headers/.',
      '/_headers/./.',
      '/_headers/./',
      '/vercel.json',
      '/_nginx.conf',
      '/_redirects',
    ]) {
      expect(isHostingFilePath(path), path).toBe(true);
    }
  });

  it('leave every other path alone', () => {
    for (const path of [
      '/',
      '/signin',
      '/x/_headers',
      '/_headersx',
      '/_headers.',
      '/vercelxjson',
      '/_headers/x',
    ]) {
      expect(isHostingFilePath(path), path).toBe(false);
    }
  });
});

describe('netlify.toml, as Netlify reads it', () => {
  it('lists each redirect as a TOML table, force only where the rule must win', () => {
    const toml = buildNetlifyToml('24');
    expect(toml).toContain(
      '\n[[redirects]]\n  from = "/vercel.json"\n  to = "/404.html"\n  status = 404\n  force = true\n',
    );
    expect(toml).toContain(
      '\n[[redirects]]\n  from = "/fr/*"\n  to = "/fr/404.html"\n  status = 404\n\n',
    );
    expect(
      toml.endsWith('\n[[redirects]]\n  from = "/*"\n  to = "/404.html"\n  status = 404\n'),
    ).toBe(true);
    expect(toml).not.toContain('from = "/_headers"');
    expect(toml.split('\n').slice(2, 14)).toEqual([
      '[build]',
      '  command = "npm run build"',
      '  publish = "dist"',
      '',
      '[build.environment]',
      '  NODE_VERSION = "24"',
      '  HOST_TARGET = "netlify"',
      '',
      '# Serves dist/signin.html at /signin and redirects /signin/ there.',
      '[build.processing.html]',
      '  pretty_urls = true',
      '',
    ]);
  });
});

describe('the header rules every host applies', () => {
  const options = {
    apiOrigin: 'https://api.example',
    pricingFrameOrigins: ['https://www.example'],
    electronParentOrigin: 'app://shell',
    checkoutFrameOrigins: ['https://pay.example', 'https://pay2.example'],
  };
  const headersOf = (built: HeaderRule[], pattern: string) =>
    Object.fromEntries(built.find((r) => r.pattern === pattern)?.headers ?? []);

  it('gives each page its whole policy, with the script hashes of its pages only', () => {
    const built = headerRules(
      [
        { path: '/fr/signin', scriptHashes: ['sha256-b=', 'sha256-a='] },
        { path: '/signin', scriptHashes: ['sha256-a='] },
        { path: '/pricing', scriptHashes: ['sha256-p='] },
      ],
      options,
    );
    const signin = headersOf(built, '/:lang/signin');
    expect(signin).toEqual(headersOf(built, '/signin'));
    expect(signin['Content-Security-Policy']).toBe(
      [
        "default-src 'self'",
        "script-src 'self' 'sha256-a=' 'sha256-b=' https://accounts.google.com/gsi/client",
        "style-src 'self' 'unsafe-inline' https://accounts.google.com/gsi/style",
        "img-src 'self' data: https://api.example https://*.googleusercontent.com",
        "font-src 'self'",
        "connect-src 'self' https://api.example https://accounts.google.com/gsi/",
        "frame-src 'self' https://api.example https://pay.example https://pay2.example https://accounts.google.com/gsi/",
        "object-src 'none'",
        "base-uri 'self'",
        "form-action 'self' https://api.example",
        'frame-ancestors app://shell',
      ].join('; '),
    );
    expect(signin['Cache-Control']).toBe('no-cache');
    expect(signin['X-Robots-Tag']).toBeUndefined();
    const pricing = headersOf(built, '/pricing')['Content-Security-Policy'];
    expect(pricing).toContain("script-src 'self' 'sha256-p='; style-src 'self' 'unsafe-inline'; ");
    expect(pricing).toContain("img-src 'self' data: https://api.example; ");
    expect(pricing).toContain("frame-ancestors 'self' https://www.example");
    expect(headersOf(built, '/forgot-password')['Content-Security-Policy']).toContain(
      "script-src 'self'; ",
    );
  });

  it('keeps token pages out of search engines and names the root of each language', () => {
    const built = headerRules([], { ...options, checkoutFrameOrigins: undefined });
    expect(headersOf(built, '/reset-password/:email/:token')['X-Robots-Tag']).toBe('noindex');
    expect(built.find((r) => r.pattern === '/:lang/reset-password/:email/:token')?.shell).toBe(
      '/:lang/reset-password',
    );
    expect(headersOf(built, '/:lang/app/verify/:token')['X-Robots-Tag']).toBe('noindex');
    expect(headersOf(built, '/')['X-Robots-Tag']).toBeUndefined();
    expect(headersOf(built, '/fr')['Cache-Control']).toBe('no-cache');
    expect(built.some((r) => r.pattern === '/:lang')).toBe(false);
    expect(headersOf(built, '/signup')['X-Robots-Tag']).toBe('noindex');
    expect(headersOf(built, '/_astro/*')).toEqual({
      'Cache-Control': 'public, max-age=31536000, immutable',
    });
    expect(headersOf(built, '/*')).toEqual({
      'X-Content-Type-Options': 'nosniff',
      'X-Frame-Options': 'DENY',
      'Referrer-Policy': 'no-referrer',
      'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), browsing-topics=()',
    });
    expect(headersOf(built, '/forgot-password')['Content-Security-Policy']).toContain(
      "frame-src 'self' https://api.example; ",
    );
  });

  it('rewrites each token link to its shell in `_redirects`', () => {
    const lines = buildRedirects({ slashRedirects: false }).split('\n');
    expect(lines[0]).toBe('/.well-known/change-password  /forgot-password  302');
    expect(lines[1]).toBe('/reset-password/*  /reset-password  200');
    expect(lines.at(-1)).toBe('');
    expect(lines).toContain('/de/app/verify/*  /de/app/verify  200');
  });
});
