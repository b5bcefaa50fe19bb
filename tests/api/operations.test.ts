// What an operator and a load balancer see: health and readiness, one JSON log line per request
// (no token in it), and a stop that answers every request in flight.
import { Writable } from 'node:stream';
import { afterAll, describe, expect, it } from 'vitest';
import { createLogger, loggablePath } from '../../server/log.ts';
import { holdRegistration } from './support/held.ts';
import { connect } from 'node:net';
import { startServer, type TestServer } from './support/server.ts';

/** A log destination that keeps every JSON line. */
function logLines() {
  const lines: Record<string, unknown>[] = [];
  let raw = '';
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      raw += chunk.toString();
      for (const line of chunk.toString().split('\n').filter(Boolean)) {
        lines.push(JSON.parse(line) as Record<string, unknown>);
      }
      done();
    },
  });
  return { stream, lines, raw: () => raw };
}

const servers: TestServer[] = [];
afterAll(() => Promise.all(servers.map((server) => server.stop())));

async function started(options: Parameters<typeof startServer>[0] = {}) {
  const server = await startServer(options);
  servers.push(server);
  return server;
}

describe('GET /api/health and /api/ready', () => {
  it('answer 200 with nothing internal, and are never rate-limited', async () => {
    const server = await started({
      env: { RATE_LIMIT_PER_IP: '1', RATE_LIMIT_WINDOW_SECONDS: '3600' },
    });
    for (let i = 0; i < 20; i++) {
      const health = await server.api.get('/api/health');
      const ready = await server.api.get('/api/ready', { headers: {} });
      expect([health.status, health.body]).toEqual([200, { status: 'ok' }]);
      expect([ready.status, ready.body]).toEqual([200, { status: 'ready' }]);
    }
  });
});

describe('the request log', () => {
  it('writes one JSON line per request: time, method, path without query or token, status, duration, request id', async () => {
    const log = logLines();
    const server = await started({ env: { LOG_LEVEL: 'info' }, logDestination: log.stream });
    const token = 'Zm9vYmFyLXNlY3JldC10b2tlbi12YWx1ZS0xMjM0NTY3OA';
    const verify = await server.api.post(
      `/api/register/verify_token/${token}?utm=secret-query`,
      {},
    );
    expect(verify.status).toBe(400);
    const reset = await server.api.get(
      `/fr/reset-password/ada%40example.test/${token}?from=https%3A%2F%2Fapp.example`,
    );
    // Invitation codes are 14 characters: hidden because the route table names them, not by length.
    const invitation = await server.api.get('/api/invitations/K7QX-2M9P-LZ4D');
    const requests = log.lines.filter((line) => line.msg === 'request');
    expect(requests).toHaveLength(3);
    expect(requests[0]).toMatchObject({
      level: 'info',
      method: 'POST',
      path: '/api/register/verify_token/:token',
      status: 400,
      requestId: verify.headers.get('x-request-id'),
    });
    expect(requests[1]).toMatchObject({
      method: 'GET',
      path: '/fr/reset-password/:email/:token',
      status: reset.status,
    });
    expect(requests[2]).toMatchObject({
      path: '/api/invitations/:code',
      status: invitation.status,
    });
    for (const line of requests) {
      expect(Date.parse(line.time as string)).not.toBeNaN();
      expect(typeof line.durationMs).toBe('number');
    }
    expect(log.raw()).not.toContain(token);
    expect(log.raw()).not.toContain('secret-query');
    expect(log.raw()).not.toContain('K7QX-2M9P-LZ4D');
    // The address, in either spelling; not a bare "ada", which a random request id may hold.
    expect(log.raw()).not.toContain('ada@example.test');
    expect(log.raw()).not.toContain('ada%40example.test');
  });

  it("takes the proxy's X-Request-Id, else makes one, and returns it", async () => {
    const log = logLines();
    const server = await started({ env: { LOG_LEVEL: 'info' }, logDestination: log.stream });
    const proxied = await server.api.get('/api/health', {
      headers: { 'X-Request-Id': 'lb-7f3a-42' },
    });
    expect(proxied.headers.get('x-request-id')).toBe('lb-7f3a-42');
    const own = await server.api.get('/api/health');
    expect(own.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    // A header that could forge log lines is replaced, not copied.
    const forged = await server.api.get('/api/health', {
      headers: { 'X-Request-Id': 'x" "admin":true' },
    });
    expect(forged.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    expect(log.lines.filter((l) => l.msg === 'request').map((l) => l.requestId)).toEqual([
      'lb-7f3a-42',
      own.headers.get('x-request-id'),
      forged.headers.get('x-request-id'),
    ]);
  });

  it('logs an error with its stack at LOG_LEVEL, and nothing below it', () => {
    const log = logLines();
    const logger = createLogger('warn', log.stream);
    logger.info('not written');
    logger.error({ err: new Error('boom') }, 'unexpected error');
    expect(log.lines).toHaveLength(1);
    expect(log.lines[0]).toMatchObject({ level: 'error', msg: 'unexpected error' });
    expect((log.lines[0]!.err as { stack: string }).stack).toMatch(/^Error: boom\n\s+at /);
  });

  it('hides tokens, codes and addresses in every path that carries them', () => {
    expect(loggablePath('/app/verify/abc')).toBe('/app/verify/:token');
    expect(loggablePath('/de/invitation/INV-1234')).toBe('/de/invitation/:token');
    expect(loggablePath('/invite-super-admin/SADM-1')).toBe('/invite-super-admin/:invitationCode');
    expect(loggablePath('/api/invitations/K7QX-2M9P-LZ4D')).toBe('/api/invitations/:code');
    expect(loggablePath('/reset-password/a%40b.example')).toBe('/reset-password/:email/:token');
    expect(loggablePath('/api/checkout-page/abc')).toBe('/api/checkout-page/:id');
    expect(loggablePath('/api/dev/users/a%40b.example')).toBe('/api/dev/users/:email');
    expect(loggablePath('/signin/')).toBe('/signin/');
    expect(loggablePath('/_astro/index.B1x2c3.js')).toBe('/_astro/index.B1x2c3.js');
  });
});

describe('a stop (SIGTERM) while requests are in flight', () => {
  it('answers them all with Connection: close, turns readiness to 503 meanwhile, then refuses new connections', async () => {
    const server = await startServer();
    // A readiness probe whose request has begun (headers without their end) when the stop comes.
    const probe = connect(server.port, '127.0.0.1');
    let probed = '';
    probe.on('data', (chunk: Buffer) => (probed += chunk.toString()));
    const probeClosed = new Promise<void>((resolve) => probe.on('close', () => resolve()));
    await new Promise<void>((resolve) => probe.once('connect', () => resolve()));
    probe.write('GET /api/ready HTTP/1.1\r\nHost: 127.0.0.1\r\n');
    // Three round trips (100 Continue each) later, the server has read the probe's beginning.
    const held = await Promise.all([1, 2, 3].map(() => holdRegistration(server.port)));
    const stopping = server.stop();
    // The rest of each request arrives after the stop began.
    for (const connection of held) connection.socket.write(connection.body);
    probe.write('\r\n');
    await Promise.all([...held.map((connection) => connection.closed), probeClosed]);
    await stopping;
    for (const connection of held) {
      expect(connection.statuses()).toEqual([100, 204]);
      // Closed on purpose, as the answer said: a keep-alive client would reuse it and get a reset.
      expect(connection.received()).toMatch(/\r\nconnection: close\r\n/i);
    }
    expect(probed).toMatch(/^HTTP\/1\.1 503 /);
    const refused = await fetch(`${server.url}/api/health`).catch((err: unknown) => err);
    expect(refused).toBeInstanceOf(Error);
  });
});
