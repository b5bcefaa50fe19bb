// The passkey functions of the site's API client (src/lib/api/passkeys.ts, passkey-signin.ts) against a scripted
// server: what each sends, what it answers, and how each refusal reaches the caller.
import type { AuthenticationResponseJSON, RegistrationResponseJSON } from '@simplewebauthn/browser';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createApiClient, type ApiClient } from '../../src/lib/api/client';
import {
  ApiCodeError,
  InvalidCredentialsError,
  InvalidResponseError,
  TrialEndedError,
  UnexpectedStatusError,
} from '../../src/lib/api/errors';
import {
  getPasskeyRegistrationOptions,
  listPasskeys,
  registerPasskey,
  removePasskey,
} from '../../src/lib/api/passkeys';
import {
  finishPasskeySignIn,
  passkeyRefusal,
  startPasskeySignIn,
} from '../../src/lib/api/passkey-signin';
import type { Passkey } from '../../src/lib/api/types';
import { setTokenInfo } from '../../src/lib/stores/tokenInfo';
import { sendJson, startTestServer, type TestServer } from './support/http-server';
import { tokenData } from './support/tokens';

const TOKENS = tokenData();

const PASSKEY: Passkey = {
  id: 'cred-1',
  name: 'iCloud Keychain',
  created_at: '2030-01-01T00:00:00.000Z',
  last_used_at: null,
};

const REGISTRATION = {
  id: 'cred-1',
  rawId: 'cred-1',
  type: 'public-key',
  response: { clientDataJSON: 'cd', attestationObject: 'ao', transports: ['internal'] },
  clientExtensionResults: {},
} as RegistrationResponseJSON;

const ASSERTION = {
  id: 'cred-1',
  rawId: 'cred-1',
  type: 'public-key',
  response: { clientDataJSON: 'cd', authenticatorData: 'ad', signature: 'sig', userHandle: 'u' },
  clientExtensionResults: {},
} as AuthenticationResponseJSON;

let server: TestServer;
let client: ApiClient;
const last = () => server.requests[server.requests.length - 1]!;
const jsonBody = () => JSON.parse(last().body) as unknown;
const failure = (promise: Promise<unknown>) => promise.catch((e: unknown) => e);

beforeAll(async () => {
  server = await startTestServer();
  client = createApiClient({ baseUrl: server.baseUrl, timeoutMs: 2_000 });
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
  setTokenInfo(TOKENS);
});

describe('creating and managing passkeys (the session)', () => {
  it('asks for registration options and sends the created passkey back', async () => {
    const options = { challenge: 'ch', rp: { name: 'Tunebiz', id: 'localhost' }, user: {} };
    server.on('/api/v1/passkeys/registration/options', (_req, res) => sendJson(res, 200, options));
    await expect(getPasskeyRegistrationOptions(client)).resolves.toEqual(options);
    expect(last()).toMatchObject({ method: 'POST' });
    expect(last().headers.authorization).toBe('Bearer access');

    server.on('/api/v1/passkeys/registration', (_req, res) =>
      sendJson(res, 201, { passkey: { ...PASSKEY, extra: 1 } }),
    );
    await expect(registerPasskey(REGISTRATION, client)).resolves.toEqual(PASSKEY);
    expect(jsonBody()).toEqual({ response: REGISTRATION });
    expect(last().headers.authorization).toBe('Bearer access');
  });

  it('lists and removes passkeys', async () => {
    const used = { ...PASSKEY, id: 'cred-2', name: null, last_used_at: '2030-01-02T00:00:00Z' };
    server.on('/api/v1/passkeys', (_req, res) => sendJson(res, 200, { passkeys: [PASSKEY, used] }));
    await expect(listPasskeys(client)).resolves.toEqual([PASSKEY, used]);
    expect(last()).toMatchObject({ method: 'GET' });

    server.on('/api/v1/passkeys/a%2Fb', (_req, res) => res.writeHead(204).end());
    await expect(removePasskey('a/b', client)).resolves.toBeUndefined();
    expect(last()).toMatchObject({ method: 'DELETE', path: '/api/v1/passkeys/a%2Fb' });
    expect(last().headers.authorization).toBe('Bearer access');
  });

  it('refuses answers of another shape', async () => {
    server.on('/api/v1/passkeys/registration/options', (_req, res) => sendJson(res, 200, {}));
    server.on('/api/v1/passkeys/registration', (_req, res) =>
      sendJson(res, 201, { passkey: { id: 'x' } }),
    );
    server.on('/api/v1/passkeys', (_req, res) =>
      sendJson(res, 200, { passkeys: [{ ...PASSKEY, name: 3 }] }),
    );
    for (const call of [
      () => getPasskeyRegistrationOptions(client),
      () => registerPasskey(REGISTRATION, client),
      () => listPasskeys(client),
    ]) {
      expect(await failure(call())).toBeInstanceOf(InvalidResponseError);
    }
  });

  it("answers another account's passkey, or one removed meanwhile, as unknown", async () => {
    server.on('/api/v1/passkeys/gone', (_req, res) =>
      sendJson(res, 404, { code: 'E_PASSKEY_UNKNOWN', message: 'No such passkey.' }),
    );
    const error = await failure(removePasskey('gone', client));
    expect(error).toBeInstanceOf(UnexpectedStatusError);
    expect(passkeyRefusal(error)).toBe('unknown');
  });
});

describe('signing in with a passkey (no session)', () => {
  it('starts a ceremony and finishes it with the token data', async () => {
    const options = { challenge: 'ch', rpId: 'localhost', allowCredentials: [] };
    server.on('/api/v1/passkeys/authentication/options', (_req, res) =>
      sendJson(res, 200, { ceremony_id: 'cer-1', options }),
    );
    await expect(startPasskeySignIn(undefined, client)).resolves.toEqual({
      ceremonyId: 'cer-1',
      options,
    });
    expect(last().headers.authorization).toBeUndefined();

    server.on('/api/v1/passkeys/authentication', (_req, res) =>
      sendJson(res, 200, { ...TOKENS, extra: 'dropped' }),
    );
    await expect(finishPasskeySignIn('cer-1', ASSERTION, false, client)).resolves.toEqual(TOKENS);
    expect(jsonBody()).toEqual({ ceremony_id: 'cer-1', response: ASSERTION });
    expect(last().headers.authorization).toBeUndefined();
    // From a pricing link, as signInToPay: an ended trial may still pay.
    await finishPasskeySignIn('cer-1', ASSERTION, true, client);
    expect(jsonBody()).toEqual({ ceremony_id: 'cer-1', response: ASSERTION, scope: 'billing' });
  });

  it('refuses an account as the password sign-in does', async () => {
    const answer = (status: number, body: unknown) =>
      server.on('/api/v1/passkeys/authentication', (_req, res) => sendJson(res, status, body));
    const finish = () => failure(finishPasskeySignIn('c', ASSERTION, false, client));

    answer(401, { code: 'E_INVALID_CREDENTIALS', message: 'check your email' });
    const unconfirmed = await finish();
    expect(unconfirmed).toBeInstanceOf(InvalidCredentialsError);
    expect(unconfirmed).toMatchObject({ serverMessage: 'check your email' });

    answer(498, { code: 'E_TRIAL_ENDED' });
    expect(await finish()).toBeInstanceOf(TrialEndedError);

    answer(200, { token: 'only' });
    expect(await finish()).toBeInstanceOf(InvalidResponseError);
  });

  it.each([
    ['E_PASSKEY_UNKNOWN', 'unknown'],
    ['E_PASSKEY_CHALLENGE_INVALID', 'expired'],
    ['E_PASSKEY_VERIFICATION_FAILED', 'failed'],
  ] as const)('reads a refused passkey (%s) as %s', async (code, refusal) => {
    server.on('/api/v1/passkeys/authentication', (_req, res) => sendJson(res, 400, { code }));
    const error = await failure(finishPasskeySignIn('c', ASSERTION, false, client));
    expect(error).toBeInstanceOf(ApiCodeError);
    expect(passkeyRefusal(error)).toBe(refusal);
  });

  it('passes a limit on with its wait, and is no passkey refusal', async () => {
    server.on('/api/v1/passkeys/authentication/options', (_req, res) => {
      res.writeHead(429, { 'Content-Type': 'application/json', 'Retry-After': '30' });
      res.end(JSON.stringify({ code: 'E_RATE_LIMITED' }));
    });
    const error = await failure(startPasskeySignIn(undefined, client));
    expect(error).toMatchObject({ status: 429, retryAfterSeconds: 30 });
    expect(passkeyRefusal(error)).toBeNull();
    expect(passkeyRefusal(new Error('E_PASSKEY_UNKNOWN'))).toBeNull();
  });

  it('refuses options without a ceremony id or challenge', async () => {
    server.on('/api/v1/passkeys/authentication/options', (_req, res) =>
      sendJson(res, 200, { options: { challenge: 'ch' } }),
    );
    expect(await failure(startPasskeySignIn(undefined, client))).toBeInstanceOf(
      InvalidResponseError,
    );
  });
});
