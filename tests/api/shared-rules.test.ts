import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validateForgotPassword, validateRegistration } from '../../src/lib/validation';
import { registrationPayload } from './support/flows.ts';
import { startServer, type TestServer } from './support/server.ts';
import { REAL_NAMES } from './support/real-names.ts';
import { TRICKY_EMAILS } from './support/tricky-emails.ts';

// The API takes exactly the addresses and names the site's forms let through (one rule set,
// src/lib/rules.ts): what the form refuses is a 400 naming the field, what it lets through passes
// validation and goes on to the endpoint's own answer.
let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.stop());

const formValues = { firstName: 'Ann', lastName: 'Lee', password: 'secret', acceptTerms: true };

describe('the API and the forms accept the same input', () => {
  it.each(TRICKY_EMAILS)('POST /register with %s (%j)', async (_label, email, valid) => {
    expect(validateRegistration({ ...formValues, email }).ok).toBe(valid);
    const reply = await server.api.post('/api/register', registrationPayload(email));
    if (valid) {
      expect(reply.status, reply.text).toBe(204);
    } else {
      expect(reply.status).toBe(400);
      expect(reply.error).toEqual({
        code: 'E_VALIDATION',
        message: expect.stringContaining('email'),
      });
    }
  });

  it.each(TRICKY_EMAILS)('POST /reset_password with %s (%j)', async (_label, email, valid) => {
    expect(validateForgotPassword({ email }).ok).toBe(valid);
    // The account exists (or is refused like the address): a valid address gets its reset email.
    await server.api.post('/api/register', registrationPayload(email));
    const reply = await server.api.post('/api/reset_password', { email });
    if (valid) expect(reply.status, reply.text).toBe(204);
    else expect(reply.error.code).toBe('E_VALIDATION');
  });

  it('stores the address trimmed, as the form checked it', async () => {
    const reply = await server.api.post('/api/register', registrationPayload(' bo@example.com '));
    expect(reply.status).toBe(204);
    const again = await server.api.post('/api/reset_password', { email: 'bo@example.com' });
    expect(again.status).toBe(204);
  });

  it.each([
    ['a blank first name', { first_name: '   ' }, 'first_name'],
    ['a last name with a right-to-left override', { last_name: 'Lee\u202egpj' }, 'last_name'],
    ['a first name over 100 characters', { first_name: 'A'.repeat(101) }, 'first_name'],
    ['a password of 5', { password: '12345' }, 'password'],
    ['a first name with a web address', { first_name: 'Visit https://evil.example' }, 'first_name'],
    ['a first name with a link', { first_name: 'Call evil.example/win' }, 'first_name'],
    ['a first name with www.', { first_name: 'www.evil' }, 'first_name'],
    ['a last name with markup', { last_name: '<a href=x>Lee</a>' }, 'last_name'],
    ['a first name with U+2028', { first_name: 'Ann\u2028Call now' }, 'first_name'],
    ['a last name with U+2029', { last_name: 'Lee\u2029Call now' }, 'last_name'],
  ])('POST /register refuses %s, as the form does', async (_label, override, field) => {
    const reply = await server.api.post('/api/register', registrationPayload(undefined, override));
    expect(reply.status).toBe(400);
    expect(reply.error).toEqual({ code: 'E_VALIDATION', message: expect.stringContaining(field) });
  });

  // Issue 37 item 23: the name rule refuses links, not dots. The form accepts the same table
  // (tests/unit/shared-rules.test.ts).
  it.each(REAL_NAMES)(
    'POST /register accepts the %s name %s, as the form does',
    async (_l, name) => {
      expect(
        validateRegistration({
          email: 'ann@example.com',
          firstName: name,
          lastName: name,
          password: 'secret',
          acceptTerms: true,
        }).ok,
      ).toBe(true);
      const payload = registrationPayload(undefined, { first_name: name, last_name: name });
      const reply = await server.api.post('/api/register', payload);
      expect(reply.status, reply.text).toBe(204);
    },
  );
});
