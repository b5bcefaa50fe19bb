// CSP violation reports (POST /api/csp-report), as browsers send them for the site's policy:
// logged as one JSON line without tokens, size- and rate-limited; and HSTS on every answer of a
// server whose SITE_URL is https.
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { startServer, type TestServer } from './support/server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startServer({
    env: { RATE_LIMIT_CSP_REPORTS_PER_IP: '3', TRUST_PROXY: '1' },
  });
});
afterAll(() => server.stop());
afterEach(() => vi.restoreAllMocks());

let address = 0;
/** Each test reports from its own address, so the rate limit of one never touches another. */
const post = (body: string, type: string, ip = `203.0.113.${++address}`) =>
  fetch(`${server.url}/api/csp-report`, {
    method: 'POST',
    headers: { 'Content-Type': type, 'X-Forwarded-For': ip },
    body,
  });

/** The lines the server logged for reports while `run` ran. */
async function logged(run: () => Promise<void>): Promise<Record<string, unknown>[]> {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  await run();
  return warn.mock.calls.map(([line]) => JSON.parse(String(line)) as Record<string, unknown>);
}

const legacyReport = {
  'csp-report': {
    'document-uri': 'https://account.example/fr/reset-password/ann%40shop.example/s3cr3t?x=1',
    'violated-directive': 'script-src-elem',
    'effective-directive': 'script-src-elem',
    'blocked-uri': 'https://evil.example/x.js?token=abc',
    'source-file': 'https://account.example/fr/reset-password/ann%40shop.example/s3cr3t',
    'line-number': 12,
    disposition: 'enforce',
  },
};

describe('POST /api/csp-report', () => {
  it('logs a report-uri report as one JSON line, without the token of the page', async () => {
    const lines = await logged(async () => {
      const answer = await post(JSON.stringify(legacyReport), 'application/csp-report');
      expect(answer.status).toBe(204);
    });
    expect(lines).toEqual([
      {
        event: 'csp-violation',
        directive: 'script-src-elem',
        blocked: 'https://evil.example/x.js',
        document: 'https://account.example/fr/reset-password/…',
        source: 'https://account.example/fr/reset-password/…',
        line: 12,
        disposition: 'enforce',
      },
    ]);
    expect(JSON.stringify(lines)).not.toMatch(/s3cr3t|ann|token=abc/);
  });

  it('logs each csp-violation of a report-to batch and ignores other report types', async () => {
    const batch = [
      {
        type: 'csp-violation',
        body: {
          documentURL: 'https://account.example/invitation/CODE-1',
          effectiveDirective: 'img-src',
          blockedURL: 'inline',
          disposition: 'enforce',
        },
      },
      { type: 'deprecation', body: { id: 'x' } },
    ];
    const lines = await logged(async () => {
      expect((await post(JSON.stringify(batch), 'application/reports+json')).status).toBe(204);
    });
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      directive: 'img-src',
      blocked: 'inline',
      document: 'https://account.example/invitation/…',
    });
  });

  it('refuses a body over 8 KB, one that is not JSON and one without a violation', async () => {
    const big = JSON.stringify({ 'csp-report': { 'document-uri': 'x'.repeat(9000) } });
    const lines = await logged(async () => {
      expect((await post(big, 'application/csp-report')).status).toBe(413);
      expect((await post('{not json', 'application/csp-report')).status).toBe(400);
      expect((await post('{"hello":1}', 'application/json')).status).toBe(400);
    });
    expect(lines).toEqual([]);
  });

  it('answers 429 with Retry-After past the limit for one address', async () => {
    const body = JSON.stringify(legacyReport);
    const statuses: number[] = [];
    const retry: (string | null)[] = [];
    await logged(async () => {
      for (let i = 0; i < 4; i++) {
        const answer = await post(body, 'application/csp-report', '198.51.100.7');
        statuses.push(answer.status);
        retry.push(answer.headers.get('retry-after'));
      }
    });
    expect(statuses).toEqual([204, 204, 204, 429]);
    expect(Number(retry[3])).toBeGreaterThan(0);
  });

  it('counts an IPv6 /64 as one address, as every other limit does', async () => {
    const body = JSON.stringify(legacyReport);
    const statuses: number[] = [];
    await logged(async () => {
      // Four addresses of one /64: a host picks any of them.
      for (const host of [':1', ':2', ':a:b', 'ffff:ffff:ffff:fff0']) {
        const answer = await post(body, 'application/csp-report', `2001:db8:7:1:${host}`);
        statuses.push(answer.status);
      }
    });
    expect(statuses).toEqual([204, 204, 204, 429]);
  });
});

describe('Strict-Transport-Security', () => {
  it('is on every answer of a server at an https SITE_URL, and not at an http one', async () => {
    const secure = await startServer({ env: { SITE_URL: 'https://account.example' } });
    try {
      for (const path of ['/api/enums/genreV2', '/api/nope']) {
        const answer = await fetch(`${secure.url}${path}`);
        expect(answer.headers.get('strict-transport-security'), path).toBe(
          'max-age=63072000; includeSubDomains',
        );
      }
    } finally {
      await secure.stop();
    }
    const plain = await fetch(`${server.url}/api/enums/genreV2`);
    expect(plain.headers.get('strict-transport-security')).toBeNull();
  });
});
