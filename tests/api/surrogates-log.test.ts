// A lone surrogate in production on either database: a 400, and nothing of the request (email,
// password hash) in the log; a database error's query parameters never reach the log (item 3).
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger } from '../../server/log.ts';
import { registrationPayload, uniqueEmail } from './support/flows.ts';
import { PRODUCTION_CHECKOUT } from './support/chargebee.ts';
import { startServer, type TestServer } from './support/server.ts';

let raw = '';
const stream = new Writable({
  write(chunk: Buffer, _encoding, done) {
    raw += chunk.toString();
    done();
  },
});

let server: TestServer;
beforeAll(async () => {
  server = await startServer({
    env: {
      NODE_ENV: 'production',
      DEV_TOOLS: '0',
      SITE_URL: 'https://account.example',
      MAIL_TRANSPORT: 'outbox',
      LOG_LEVEL: 'info',
      ...PRODUCTION_CHECKOUT,
    },
    logDestination: stream,
  });
});
afterAll(() => server.stop());

describe('a lone surrogate in production', () => {
  it('answers 400 at registration and logs neither the address nor a hash', async () => {
    const email = uniqueEmail('surrogate');
    const reply = await server.api.post(
      '/api/register',
      registrationPayload(email, { utm: { source: '\ud800' } }),
    );
    expect(reply.status, reply.text).toBe(400);
    expect(reply.error.code).toBe('E_VALIDATION');
    expect(raw).toContain('"msg":"request"');
    expect(raw).not.toContain(email);
    expect(raw).not.toMatch(/scrypt|\$[0-9a-z]+\$/i);
    expect(raw).not.toContain('"level":"error"');
  });
});

describe('an error logged from the database', () => {
  it('keeps the message and the code, never the query or its parameters', () => {
    const dbError = Object.assign(new Error('invalid byte sequence for encoding "UTF8"'), {
      code: '22021',
      query: 'insert into accounts (email, password_hash) values ($1, $2)',
      params: ['ada@example.test', 'scrypt$16384$salt$hash'],
      parameters: ['ada@example.test'],
      detail: 'Key (email)=(ada@example.test) already exists.',
    });
    const before = raw.length;
    const log = createLogger('error', stream);
    log.error({ err: dbError }, 'unexpected error');
    log.flush();
    const logged = raw.slice(before);
    expect(logged).toContain('invalid byte sequence');
    expect(logged).toContain('22021');
    expect(logged).toMatch(/"stack":"Error: invalid byte sequence/);
    expect(logged).not.toContain('ada@example.test');
    expect(logged).not.toContain('password_hash');
    expect(logged).not.toContain('scrypt');
  });
});
