import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createAccount,
  mailFor,
  registrationPayload,
  signIn,
  uniqueEmail,
} from './support/flows.ts';
import { startServer, type TestServer } from './support/server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.stop());

describe('dev mailbox', () => {
  it('shows every email newest first as a readable page with clickable links', async () => {
    const first = registrationPayload();
    const second = registrationPayload();
    await server.api.post('/api/register', first);
    await server.api.post('/api/reset_password', { email: second.email }); // unknown: no mail
    await server.api.post('/api/register', second);
    const page = await fetch(`${server.url}/api/dev/mailbox`);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await page.text();
    expect(html.indexOf(second.email)).toBeLessThan(html.indexOf(first.email));
    const [mail] = await mailFor(server.api, first.email);
    expect(html).toContain(`<a href="${mail!.links[0]}">`);
    const filtered = await (await fetch(`${server.url}/api/dev/mailbox?to=${first.email}`)).text();
    expect(filtered).toContain(first.email);
    expect(filtered).not.toContain(second.email);
  });

  it('escapes what users typed', async () => {
    // Registration refuses markup in names now; an account made by the dev tools may still hold it.
    const email = uniqueEmail('markup');
    await server.api.post('/api/dev/accounts', {
      email,
      password: 'secret-pass-1',
      state: 'confirmed',
      firstName: '<script>alert(1)</script>',
    });
    await server.api.post('/api/reset_password', { email });
    const html = await (await fetch(`${server.url}/api/dev/mailbox`)).text();
    expect(html).not.toContain('<script>alert(1)</script>');
    expect(html).toContain('&#60;script&#62;');
  });

  it('lists emails as JSON filtered by recipient', async () => {
    const payload = registrationPayload();
    await server.api.post('/api/register', payload);
    const mails = await mailFor(server.api, payload.email.toUpperCase());
    expect(mails).toEqual([
      {
        id: expect.any(Number),
        to: payload.email,
        subject: expect.any(String),
        text: expect.any(String),
        links: [expect.stringMatching(/\/app\/verify\//)],
        kind: 'verify',
        createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      },
    ]);
    const all = await server.api.get<unknown[]>('/api/dev/mailbox.json');
    expect(all.body.length).toBeGreaterThan(1);
  });
});

describe('dev account helpers', () => {
  it('creates accounts in each state and reports them', async () => {
    const states = {
      confirmed: { confirmed: true, firstOnboardingDone: false, role: 'user' },
      unconfirmed: { confirmed: false, firstOnboardingDone: false, role: 'user' },
      onboarded: { confirmed: true, firstOnboardingDone: true, role: 'user' },
      'brand-admin': { confirmed: true, firstOnboardingDone: false, role: 'brand-admin' },
      'trial-ended': { confirmed: true, firstOnboardingDone: true, role: 'user' },
    } as const;
    for (const [state, expected] of Object.entries(states)) {
      const { email } = await createAccount(server.api, state as keyof typeof states);
      const user = await server.api.get(`/api/dev/users/${email}`);
      expect(user.body).toEqual({
        email,
        firstName: 'Test',
        lastName: 'User',
        utm: null,
        onboarding: null,
        subscriptions: [],
        language: 'en',
        ...expected,
      });
    }
    expect((await server.api.get('/api/dev/users/nobody@example.test')).status).toBe(404);
  });

  it('mints distinct one-time codes', async () => {
    const a = await server.api.post<{ code: string }>('/api/dev/sonos-link-codes');
    const b = await server.api.post<{ code: string }>('/api/dev/activation-codes');
    expect(a.status).toBe(201);
    expect(a.body.code).toMatch(/^SONOS-/);
    expect(b.body.code).toMatch(/^ACT-/);
  });

  it('expires tokens only of a known user', async () => {
    const { email } = await createAccount(server.api, 'confirmed');
    await signIn(server.api, email);
    await signIn(server.api, email);
    const reply = await server.api.post('/api/dev/tokens/expire', { email });
    expect(reply.body).toEqual({ expired: 2 });
    const unknown = await server.api.post('/api/dev/tokens/expire', { email: 'no@example.test' });
    expect(unknown.status).toBe(404);
  });
});

describe('dev tools switched off', () => {
  it.each([{ DEV_TOOLS: undefined }, { DEV_TOOLS: '0' }, { DEV_TOOLS: 'true' }])(
    'are absent with %o',
    async (env) => {
      const off = await startServer({ env });
      try {
        for (const [method, path] of [
          ['GET', '/api/dev/mailbox'],
          ['GET', '/api/dev/mailbox.json'],
          ['POST', '/api/dev/accounts'],
          ['POST', '/api/dev/google/credential'],
          ['POST', '/api/dev/tokens/expire'],
        ] as const) {
          const reply = await off.api.request(method, path, method === 'POST' ? { json: {} } : {});
          expect(reply.status, path).toBe(404);
          expect(reply.error.code).toBe('E_NOT_FOUND');
        }
        // The API itself still answers.
        expect((await off.api.get('/api/enums/genreV2')).status).toBe(200);
      } finally {
        await off.stop();
      }
    },
  );
});
