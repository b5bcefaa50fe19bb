// The nginx snippet dist/_nginx.conf serves every page, token link and unknown path as the local
// server does. The evaluator follows nginx's documented location matching (nginx.org, ngx_http_core
// `location`): an exact `=` location wins, then the longest prefix if it is `^~`, then the first
// matching regular expression in file order, else the longest prefix; `try_files` serves the first
// existing file, `=404` hands over to `error_page` (an internal redirect: the error page's location
// answers, with its headers, and keeps the status; an `internal` location answers 404 to a
// request from outside). The snippet also passes `nginx -t` and answers the same with a real nginx:
// CI installs it (.ci/run) and fails rather than skips without it.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DIST, requireDist } from '../../scripts/dist';
import {
  describeHostEquivalence,
  distName,
  hostingFileSpellings,
  isDistFile,
  otherSpellings,
  ruleHeaders,
  servedPages,
  tokenLinks,
  unknownPaths,
  type HostAnswer,
} from './support/hosting';

interface Location {
  modifier: '' | '=' | '^~' | '~' | '~*';
  pattern: string;
  headers: [string, string][];
  tryFiles: string[];
  ret: string[] | null;
  errorPage: string | null;
  internal: boolean;
}

let snippet = '';
let serverErrorPage = '';
let locations: Location[] = [];

/** Reads the generated snippet: top-level `error_page` and `location` blocks, one directive a line. */
function parse(text: string): void {
  locations = [];
  let current: Location | null = null;
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (!line || line.startsWith('#')) continue;
    const open = /^location\s+(?:(=|\^~|~\*?)\s+)?(\S+)\s*\{$/.exec(line);
    if (open) {
      current = {
        modifier: (open[1] ?? '') as Location['modifier'],
        pattern: open[2]!,
        headers: [],
        tryFiles: [],
        ret: null,
        errorPage: null,
        internal: false,
      };
      locations.push(current);
      continue;
    }
    if (line === '}') {
      current = null;
      continue;
    }
    const header = /^add_header\s+(\S+)\s+"((?:[^"\\]|\\.)*)"\s+always;$/.exec(line);
    const [directive, ...args] = line.replace(/;$/, '').split(/\s+/);
    if (current && header) {
      current.headers.push([header[1]!.toLowerCase(), header[2]!.replace(/\\(.)/g, '$1')]);
    } else if (directive === 'error_page' && args[0] === '404') {
      if (current) current.errorPage = args[1]!;
      else serverErrorPage = args[1]!;
    } else if (current && directive === 'try_files') current.tryFiles = args;
    else if (current && directive === 'return') current.ret = args;
    else if (current && directive === 'internal') current.internal = true;
    // The manifest's type: no header, no file choice.
    else if (current && (directive === 'types' || directive === 'default_type')) continue;
    else if (current || !/^(absolute_redirect|gzip\w*)$/.test(directive!)) {
      throw new Error(`unexpected: ${line}`);
    }
  }
}

const regExpOf = (l: Location) => new RegExp(l.pattern, l.modifier === '~*' ? 'i' : '');

function select(uri: string): Location {
  const exact = locations.find((l) => l.modifier === '=' && l.pattern === uri);
  if (exact) return exact;
  const prefix = locations
    .filter((l) => (l.modifier === '' || l.modifier === '^~') && uri.startsWith(l.pattern))
    .sort((a, b) => b.pattern.length - a.pattern.length)[0];
  if (prefix?.modifier === '^~') return prefix;
  const regex = locations.find((l) => l.modifier.startsWith('~') && regExpOf(l).test(uri));
  if (regex) return regex;
  if (!prefix) throw new Error(`no location for ${uri}`);
  return prefix;
}

function run(uri: string, error: boolean): HostAnswer {
  const location = select(uri);
  const match = location.modifier.startsWith('~') ? regExpOf(location).exec(uri) : null;
  const fill = (text: string) =>
    text
      .replace('$uri', uri)
      .replace('$is_args$args', '')
      .replace(/\$(\d)/g, (_, i: string) => match?.[Number(i)] ?? '');
  const headers = Object.fromEntries(location.headers);
  if (location.ret?.[0] === '301' || location.ret?.[0] === '302') {
    const status = Number(location.ret[0]);
    return { status, file: null, headers: { ...headers, location: fill(location.ret[1]!) } };
  }
  if (location.internal && error) {
    return isDistFile(uri) ? { status: 404, file: distName(uri), headers } : run(uri, false);
  }
  if (location.internal) return run(serverErrorPage, true);
  if (!location.ret) {
    for (const candidate of location.tryFiles.slice(0, -1)) {
      const file = fill(candidate);
      if (isDistFile(file)) return { status: error ? 404 : 200, file: distName(file), headers };
    }
  }
  if (error) return { status: 404, file: null, headers };
  return run(location.errorPage ?? serverErrorPage, true);
}

/** nginx matches locations on the decoded path with runs of slashes merged (merge_slashes). */
const nginx = (path: string) => run(decodeURIComponent(path).replace(/\/{2,}/g, '/'), false);

beforeAll(() => {
  requireDist();
  snippet = readFileSync(join(DIST, '_nginx.conf'), 'utf8');
  parse(snippet);
});

describe('the nginx snippet', () => {
  it('gives every location all of its headers, since nginx drops the ones set above it', () => {
    for (const location of locations) {
      const names = location.headers.map(([name]) => name);
      expect(names, location.pattern).toEqual(expect.arrayContaining(['x-frame-options']));
      expect(new Set(names).size, location.pattern).toBe(names.length);
    }
  });

  it('sends a page’s file path to the page', () => {
    expect(nginx('/fr/signin.html').headers.location).toBe('/fr/signin');
    expect(nginx('/fr/').headers.location).toBe('/fr');
  });
});

describeHostEquivalence('nginx', () => nginx, {
  privateFiles: ['_headers', '_redirects', 'vercel.json', '_nginx.conf', '_nginx-brotli.conf'],
});

/** Debian installs nginx to /usr/sbin, which a user's PATH may lack. */
const NGINX = existsSync('/usr/sbin/nginx') ? '/usr/sbin/nginx' : 'nginx';
const installed = spawnSync(NGINX, ['-v']).status === 0;
/** Debian's brotli filter (libnginx-mod-http-brotli-filter): `.ci/run` installs it with nginx. */
const BROTLI_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_filter_module.so';
const brotli = existsSync(BROTLI_MODULE);
/** The types of a Debian nginx, as a deployer's `http` block includes them. */
const MIME_TYPES = '/etc/nginx/mime.types';
/** CI installs nginx (.ci/run): there a missing binary fails the run instead of skipping. */
const inCi = process.env.CI === 'true';

const distText = (file: string) => readFileSync(join(DIST, file), 'utf8');

/** A port nothing listens on now. */
async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

describe.skipIf(!installed && !inCi)('nginx itself (always in CI)', () => {
  const prefix = mkdtempSync(join(tmpdir(), 'account-web-nginx-'));
  const conf = join(prefix, 'nginx.conf');
  let server: ReturnType<typeof spawn> | undefined;
  let port = 0;

  beforeAll(async () => {
    if (!installed)
      throw new Error('nginx is not installed: CI runs this test (apt-get install nginx).');
    port = await freePort();
    writeFileSync(
      conf,
      [
        ...(brotli ? [`load_module ${BROTLI_MODULE};`] : []),
        'daemon off;',
        `pid ${join(prefix, 'nginx.pid')};`,
        `error_log ${join(prefix, 'error.log')};`,
        'user root;',
        'events {}',
        `http { access_log off; ${existsSync(MIME_TYPES) ? `include ${MIME_TYPES};` : ''}`,
        `server { listen 127.0.0.1:${port}; root ${DIST};`,
        `include ${join(DIST, '_nginx.conf')};`,
        ...(brotli ? [`include ${join(DIST, '_nginx-brotli.conf')};`] : []),
        '} }',
      ].join('\n'),
    );
  });

  afterAll(() => {
    server?.kill();
    rmSync(prefix, { recursive: true, force: true });
  });

  it('accepts the snippet (nginx -t)', () => {
    const check = spawnSync(NGINX, ['-t', '-p', prefix, '-c', conf], { encoding: 'utf8' });
    expect(check.status, check.stderr).toBe(0);
  });

  const base = () => `http://127.0.0.1:${port}`;

  /** Starts nginx once; ready once it answers (polled: nginx says nothing when it listens). */
  async function started() {
    server ??= spawn(NGINX, ['-p', prefix, '-c', conf], { stdio: 'ignore' });
    await vi.waitFor(() => fetch(base()), { timeout: 30_000, interval: 100 });
  }

  it('answers pages, token links and unknown paths as the evaluator says', async () => {
    await started();
    const paths = [
      ...servedPages().map((p) => p.path),
      ...tokenLinks().map((l) => l.path),
      ...unknownPaths().map((u) => u.path),
      ...hostingFileSpellings([
        '_headers',
        '_redirects',
        'vercel.json',
        '_nginx.conf',
        '_nginx-brotli.conf',
      ]),
      ...servedPages().flatMap((p) => otherSpellings(p.path)),
    ];
    for (const path of paths) {
      const response = await fetch(`${base()}${path}`, { redirect: 'manual' });
      const expected = nginx(path);
      expect(response.status, path).toBe(expected.status);
      expect(response.headers.get('location') ?? undefined, path).toBe(expected.headers.location);
      const headers: Record<string, string> = {};
      response.headers.forEach((value, name) => (headers[name] = value));
      expect(ruleHeaders(headers), path).toEqual(ruleHeaders(expected.headers));
      const body = await response.text();
      if (expected.file) expect(body, path).toBe(readFileSync(join(DIST, expected.file), 'utf8'));
    }
  });

  /** The answer's headers when asking for an encoding (fetch decodes the body, not the headers). */
  async function encoded(path: string, encoding: string) {
    const response = await fetch(`${base()}${path}`, { headers: { 'accept-encoding': encoding } });
    await response.arrayBuffer();
    return response.headers;
  }

  it('compresses text, types the manifest and revalidates unhashed files', async () => {
    await started();
    const script = /(?:src|component-url)="(\/_astro\/[^"]+\.js)"/.exec(
      distText('signin.html'),
    )?.[1];
    expect(script).toBeDefined();
    for (const path of ['/signin', '/fr/manifest.webmanifest', script!]) {
      const gzip = await encoded(path, 'gzip');
      expect(gzip.get('content-encoding'), path).toBe('gzip');
      expect(gzip.get('vary'), path).toContain('Accept-Encoding');
      if (brotli)
        expect((await encoded(path, 'br, gzip')).get('content-encoding'), path).toBe('br');
    }
    const manifest = await fetch(`${base()}/manifest.webmanifest`);
    expect(manifest.headers.get('content-type')).toBe('application/manifest+json');
    expect(manifest.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate');
    expect(manifest.headers.get('x-frame-options')).toBe('DENY');
    expect((await fetch(`${base()}/favicon.ico`)).headers.get('cache-control')).toBe(
      'public, max-age=0, must-revalidate',
    );
    expect((await fetch(`${base()}/fr/signin`)).headers.get('cache-control')).toBe('no-cache');
  });
});
