import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createAccount,
  lastLinkToken,
  registrationPayload,
  signIn,
  userInfo,
} from './support/flows.ts';
import { startServer, type Reply, type TestServer } from './support/server.ts';

let server: TestServer;
let token: string;
beforeAll(async () => {
  server = await startServer();
  const { email } = await createAccount(server.api, 'confirmed');
  token = (await signIn(server.api, email)).token;
});
afterAll(() => server.stop());

/** Every endpoint that reads a JSON body, with whether it needs a bearer. */
const JSON_ENDPOINTS: [string, boolean][] = [
  ['/api/register', false],
  ['/api/register/google', false],
  ['/api/reset_password', false],
  ['/api/reset_password/password', false],
  ['/api/sonos/auth', false],
  ['/api/billing/checkout', true],
  ['/api/user/onboarding', true],
  ['/api/user/settings', true],
  ['/api/accept-invite', false],
  ['/api/accept-super-admin-invite', false],
  ['/api/dev/accounts', false],
  ['/api/dev/invitations', false],
  ['/api/dev/tokens/expire', false],
  ['/api/dev/google/credential', false],
];

/** A clean error: JSON {code, message}, and nothing that looks like a stack trace. */
function expectCleanError(reply: Reply, status: number, code: string) {
  expect(reply.status, reply.text).toBe(status);
  expect(reply.headers.get('content-type')).toMatch(/^application\/json/);
  expect(reply.error).toEqual({ code, message: expect.any(String) });
  expect(reply.text).not.toMatch(/\bat \S+ \(|\.ts:\d+|node_modules/);
}

const send = (path: string, needsToken: boolean, raw: string, contentType: string) =>
  server.api.request('POST', path, {
    raw,
    headers: { 'Content-Type': contentType },
    token: needsToken ? token : undefined,
  });

describe('bad input on every JSON endpoint', () => {
  it.each(JSON_ENDPOINTS)('%s: malformed JSON → 400 E_MALFORMED_JSON', async (path, auth) => {
    expectCleanError(
      await send(path, auth, '{"email": ', 'application/json'),
      400,
      'E_MALFORMED_JSON',
    );
  });

  it.each(JSON_ENDPOINTS)('%s: wrong content type → 415', async (path, auth) => {
    const reply = await send(path, auth, 'email=a@b.test', 'text/plain');
    expectCleanError(reply, 415, 'E_UNSUPPORTED_MEDIA_TYPE');
  });

  it.each(JSON_ENDPOINTS)(
    '%s: not an object / missing fields → 400 E_VALIDATION',
    async (path, auth) => {
      for (const body of ['[]', 'null', '"text"', '{}']) {
        const reply = await send(path, auth, body, 'application/json; charset=utf-8');
        // /user/settings has only optional fields: {} is a valid (empty) update.
        if (path === '/api/user/settings' && body === '{}') {
          expect(reply.status).toBe(204);
          continue;
        }
        expectCleanError(reply, 400, 'E_VALIDATION');
      }
    },
  );

  it('wrong-typed fields name the field', async () => {
    const cases: [string, unknown, string][] = [
      ['/api/reset_password', { email: 42 }, 'email'],
      [
        '/api/reset_password/password',
        { password: 1, password_confirmation: 1, token: 't' },
        'password',
      ],
      ['/api/sonos/auth', { email: 'a@b.test', password: true, linkCode: 'x' }, 'password'],
      ['/api/accept-invite', { inviteCode: ['x'] }, 'inviteCode'],
      ['/api/register/google', { token: 't', accept_tos: 'yes' }, 'accept_tos'],
      ['/api/dev/accounts', { email: 'a@b.test', password: 'x', state: 'admin' }, 'state'],
    ];
    for (const [path, body, field] of cases) {
      const reply = await server.api.post(path, body);
      expectCleanError(reply, 400, 'E_VALIDATION');
      expect(reply.error.message).toContain(field);
    }
  });
});

describe('limits and unknown routes', () => {
  it('refuses a body over 100 KB with 413 (declared length)', async () => {
    const big = registrationPayload(undefined, { company_name: 'x'.repeat(101 * 1024) });
    expectCleanError(await server.api.post('/api/register', big), 413, 'E_PAYLOAD_TOO_LARGE');
  });

  it('refuses a streamed body over 100 KB with 413 (no Content-Length)', async () => {
    const chunk = new TextEncoder().encode('x'.repeat(16 * 1024));
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent++ < 8) controller.enqueue(chunk);
        else controller.close();
      },
    });
    const res = await fetch(`${server.url}/api/register`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: stream,
      duplex: 'half',
    } as RequestInit);
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ code: 'E_PAYLOAD_TOO_LARGE', message: expect.any(String) });
  });

  it('answers unknown routes and methods with 404 JSON', async () => {
    for (const [method, path] of [
      ['GET', '/api/nope'],
      ['POST', '/api/v2/token'],
      ['DELETE', '/api/register'],
      ['GET', '/api'],
    ]) {
      expectCleanError(await server.api.request(method!, path!), 404, 'E_NOT_FOUND');
    }
  });

  it('refuses an unknown X-Client-Id header', async () => {
    const reply = await server.api.get('/api/enums/genreV2', {
      headers: { 'X-Client-Id': 'evil' },
    });
    expectCleanError(reply, 400, 'E_INVALID_CLIENT');
  });

  it('sends no-store on API answers', async () => {
    const reply = await server.api.get('/api/enums/genreV2');
    expect(reply.headers.get('cache-control')).toBe('no-store');
  });
});

describe('SQL metacharacters and unicode', () => {
  it('are stored and returned intact', async () => {
    const email = `o'brien+${Date.now()}@example.test`;
    const firstName = `Zoë'; DROP TABLE users; --`;
    const lastName = `李小龍 😀 "quoted" \\ back\`tick $1 %_`;
    const utm = { source: "x' OR '1'='1", campaign: 'ünïcödé – ✓' };
    const reg = await server.api.post(
      '/api/register',
      registrationPayload(email, { first_name: firstName, last_name: lastName, utm }),
    );
    expect(reg.status).toBe(204);
    const verify = await server.api.post(
      `/api/register/verify_token/${await lastLinkToken(server.api, email, 'verify')}`,
    );
    expect(verify.status).toBe(200);
    const { token: bearer } = await signIn(server.api, email);
    expect((await userInfo(server.api, bearer)).body).toMatchObject({ email, firstName, lastName });

    const onboarding = {
      business_type: "bar'; --",
      customer_age: ['<20'],
      styles: ['🎸'],
      genres: ['jazz-piano', "rock'n'roll"],
      languages: ['english'],
    };
    await server.api.post('/api/user/onboarding', onboarding, { token: bearer });
    const user = await server.api.get<Record<string, unknown>>(
      `/api/dev/users/${encodeURIComponent(email)}`,
    );
    expect(user.body).toMatchObject({ utm, onboarding, firstName, lastName });
    // The tables are all still there.
    expect((await server.api.get<unknown[]>('/api/enums/genreV2')).body).toHaveLength(33);
  });

  it('treats a quoted username as data, not SQL', async () => {
    const reply = await server.api.request('POST', '/api/v1/token', {
      form: {
        grant_type: 'password',
        client_id: 'account-web',
        username: "' OR 1=1; --",
        password: "' OR '1'='1",
      },
    });
    expectCleanError(reply, 401, 'E_INVALID_CREDENTIALS');
  });
});

describe('control and text-direction characters', () => {
  const NUL = 'a\u0000b';
  /** One request per endpoint with a NUL in a string the endpoint reads. */
  const cases: [string, Record<string, unknown>, boolean][] = [
    ['/api/register', registrationPayload(undefined, { first_name: NUL }), false],
    [
      '/api/register',
      registrationPayload(`x${Date.now()}@example.test`, { password: `pass${NUL}word` }),
      false,
    ],
    [
      '/api/register/google',
      { token: NUL, trackingId: 'w', company_name: 'c', accept_tos: true },
      false,
    ],
    ['/api/reset_password', { email: `a${NUL}@example.test` }, false],
    [
      '/api/reset_password/password',
      { password: 'secret1', password_confirmation: 'secret1', token: NUL },
      false,
    ],
    ['/api/sonos/auth', { email: 'a@example.test', password: 'x', linkCode: NUL }, false],
    ['/api/billing/checkout', { planId: NUL }, true],
    [
      '/api/user/onboarding',
      {
        business_type: 'bar',
        customer_age: [],
        styles: [],
        genres: [],
        languages: [],
        [`k${NUL}`]: 1,
      },
      true,
    ],
    [
      '/api/user/onboarding',
      { business_type: NUL, customer_age: [], styles: [], genres: [], languages: [] },
      true,
    ],
    ['/api/accept-invite', { inviteCode: NUL }, false],
    ['/api/accept-super-admin-invite', { inviteCode: `x\u001b[31m` }, false],
  ];

  it.each(cases)('%s answers 400 E_VALIDATION to a control character', async (path, body, auth) => {
    const reply = await server.api.post(path, body, auth ? { token } : {});
    expectCleanError(reply, 400, 'E_VALIDATION');
  });

  it.each(['username', 'password', 'refresh_token', 'google_token'])(
    'the token endpoint answers 400 E_VALIDATION to a NUL in %s',
    async (field) => {
      const grants: Record<string, string> = {
        username: 'password',
        password: 'password',
        refresh_token: 'refresh_token',
        google_token: 'google_credentials',
      };
      const form: Record<string, string> = {
        grant_type: grants[field]!,
        client_id: 'account-web',
        username: 'a@example.test',
        password: 'secret-pass-1',
        refresh_token: 'r',
        google_token: 'g',
        [field]: NUL,
      };
      const reply = await server.api.request('POST', '/api/v1/token', { form });
      expectCleanError(reply, 400, 'E_VALIDATION');
    },
  );

  it('refuses names with text-direction overrides (they would disguise the name in emails)', async () => {
    for (const first_name of ['Ann\u202egnp.exe', 'Bob\u2066x\u2069']) {
      const reply = await server.api.post(
        '/api/register',
        registrationPayload(undefined, { first_name }),
      );
      expectCleanError(reply, 400, 'E_VALIDATION');
    }
  });
});

describe('deeply nested JSON', () => {
  // 45,000 levels (within the 100 KB body limit): a recursive walk of the body overflowed the stack here (a 500 with a trace).
  const deep = `${'['.repeat(45_000)}${']'.repeat(45_000)}`;
  const deepObject = `{"email":${'{"a":'.repeat(15_000)}1${'}'.repeat(15_000)}}`;

  it.each(JSON_ENDPOINTS)('%s answers 400 E_VALIDATION, never a 500', async (path, auth) => {
    for (const raw of [deep, deepObject]) {
      const reply = await server.api.request('POST', path, {
        raw,
        headers: { 'content-type': 'application/json' },
        ...(auth ? { token } : {}),
      });
      expectCleanError(reply, 400, 'E_VALIDATION');
      expect(reply.error.message).toMatch(/nest/);
    }
  });

  it('still accepts the nesting a real request has', async () => {
    const reply = await server.api.post(
      '/api/user/onboarding',
      { utm: { a: [[['x']]] } },
      { token },
    );
    expect(reply.error.message ?? '').not.toMatch(/nest/);
  });
});

// A lone UTF-16 surrogate is valid JSON (`"\ud800"`) but no text: the databases refused it with a
// 500, and the embedded one's error carried the query's parameters (the email, the password
// hash) into the error log (issue 37, item 3).
describe('unpaired UTF-16 surrogates', () => {
  const LONE = ['\ud800', 'a\udfffb', 'x\udbff'];
  const onboarding = (extra: Record<string, unknown>) => ({
    business_type: 'bar',
    customer_age: [],
    styles: [],
    genres: [],
    languages: [],
    ...extra,
  });

  it.each(LONE)('every JSON endpoint answers 400 E_VALIDATION to %j in a field', async (lone) => {
    for (const [path, auth] of JSON_ENDPOINTS) {
      const reply = await server.api.post(
        path,
        { email: `a${lone}@example.test`, token: lone, planId: lone, business_type: lone },
        auth ? { token } : {},
      );
      expectCleanError(reply, 400, 'E_VALIDATION');
      expect(reply.error.message, path).toMatch(/unpaired surrogate/);
    }
  });

  it('names the field, in a nested value or a key too', async () => {
    const utm = await server.api.post(
      '/api/register',
      registrationPayload(undefined, { utm: { source: 'ads', campaign: '\ud800' } }),
    );
    expectCleanError(utm, 400, 'E_VALIDATION');
    expect(utm.error.message).toBe('utm.campaign must not contain unpaired surrogates.');
    const answers = await server.api.post(
      '/api/user/onboarding',
      onboarding({ genres: ['jazz', '\udc00'] }),
      { token },
    );
    expect(answers.error.message).toBe('genres[1] must not contain unpaired surrogates.');
    const key = await server.api.post('/api/user/onboarding', onboarding({ ['k\ud800']: 1 }), {
      token,
    });
    expectCleanError(key, 400, 'E_VALIDATION');
  });

  it('keeps paired surrogates (emoji, rare CJK) as they are', async () => {
    const reply = await server.api.post(
      '/api/user/onboarding',
      onboarding({ business_type: 'bar 🎷', genres: ['𠮷'] }),
      { token },
    );
    expect(reply.status, reply.text).toBe(204);
  });

  it('the token endpoint refuses one in a form field (decoded from a raw escape)', async () => {
    const reply = await server.api.request('POST', '/api/v1/token', {
      raw: 'grant_type=password&client_id=account-web&username=a%40example.test&password=%ED%A0%80',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(reply.status).not.toBe(500);
  });
});
