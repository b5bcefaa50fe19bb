import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ManualClock } from '../../server/clock.ts';
import { Database } from '../../server/db/index.ts';
import type { TokenData } from '../../src/lib/api/types.ts';
import {
  createAccount,
  passwordGrant,
  PASSWORD,
  refreshGrant,
  signIn,
  userInfo,
} from './support/flows.ts';
import { databasesOfThisFile, startServer, type TestServer } from './support/server.ts';

// Refresh rotation, its grace window for concurrent duplicates, reuse detection, revocation
// (RFC 7009) and how many rows a session keeps. Time moves on a manual clock: nothing sleeps.
const GRACE_MS = 20_000;

const clock = new ManualClock();
let server: TestServer;
beforeAll(async () => {
  server = await startServer({ clock, env: { CLIENT_IDS: 'account-web,other-app' } });
});
afterAll(() => server.stop());

const newDatabase = databasesOfThisFile();

async function session() {
  const { email } = await createAccount(server.api, 'confirmed');
  return { email, tokens: await signIn(server.api, email) };
}

const revoke = (token: string, clientId = 'account-web', extra: Record<string, string> = {}) =>
  server.api.request('POST', '/api/v1/revoke', {
    form: { token, client_id: clientId, ...extra },
  });

/** Expects the sign-in these tokens belong to to be over: access and refresh refused. */
async function expectEnded(tokens: TokenData) {
  expect((await userInfo(server.api, tokens.token)).status).toBe(401);
  expect((await refreshGrant(server.api, tokens.refreshToken)).status).toBe(401);
}

describe('refresh rotation', () => {
  it('uses a refresh token up: past the grace window it is dead', async () => {
    const { tokens } = await session();
    const second = await refreshGrant(server.api, tokens.refreshToken);
    expect(second.status).toBe(200);
    expect(second.body.refreshToken).not.toBe(tokens.refreshToken);
    clock.advance(GRACE_MS);
    const third = await refreshGrant(server.api, second.body.refreshToken);
    expect(third.status).toBe(200);
    expect((await refreshGrant(server.api, tokens.refreshToken)).status).toBe(401);
  });

  it('answers two refreshes at once with the same token both with one pair, which works', async () => {
    for (let trial = 0; trial < 5; trial++) {
      const { tokens } = await session();
      const replies = await Promise.all([
        refreshGrant(server.api, tokens.refreshToken),
        refreshGrant(server.api, tokens.refreshToken),
      ]);
      expect(replies.map((reply) => reply.status)).toEqual([200, 200]);
      expect(replies[1].body).toEqual(replies[0].body);
      const pair = replies[0].body;
      expect((await userInfo(server.api, pair.token)).status).toBe(200);
      clock.advance(GRACE_MS);
      expect((await refreshGrant(server.api, pair.refreshToken)).status).toBe(200);
    }
  });

  it('answers a duplicate within the grace window with the pair already issued, not later', async () => {
    const { tokens } = await session();
    const first = (await refreshGrant(server.api, tokens.refreshToken)).body;
    clock.advance(GRACE_MS - 1);
    const late = await refreshGrant(server.api, tokens.refreshToken);
    expect(late.status).toBe(200);
    expect(late.body).toEqual(first);
    clock.advance(1);
    // Past the window the same token is a replay: the whole chain ends.
    expect((await refreshGrant(server.api, tokens.refreshToken)).status).toBe(401);
    await expectEnded(first);
  });

  it('revokes the whole chain when a rotated refresh token is replayed (reuse detection)', async () => {
    const { email, tokens: stolen } = await session();
    const elsewhere = await signIn(server.api, email);
    const legit = (await refreshGrant(server.api, stolen.refreshToken)).body;
    clock.advance(GRACE_MS);
    const replay = await refreshGrant(server.api, stolen.refreshToken);
    expect(replay.status).toBe(401);
    expect(replay.error.code).toBe('E_INVALID_CREDENTIALS');
    await expectEnded(legit);
    // Another sign-in of the same account is its own chain and lives on.
    expect((await userInfo(server.api, elsewhere.token)).status).toBe(200);
    expect((await refreshGrant(server.api, elsewhere.refreshToken)).status).toBe(200);
  });

  it('still recognises a replay of a token rotated long ago (no longer stored)', async () => {
    const { tokens: first } = await session();
    let current = first;
    for (let i = 0; i < 5; i++) {
      clock.advance(15 * 60_000);
      current = (await refreshGrant(server.api, current.refreshToken)).body;
    }
    expect((await refreshGrant(server.api, first.refreshToken)).status).toBe(401);
    await expectEnded(current);
  });
});

describe('a refresh token of another client', () => {
  const refreshAs = (refreshToken: string, clientId: string) =>
    server.api.request<TokenData>('POST', '/api/v1/token', {
      form: { grant_type: 'refresh_token', client_id: clientId, refresh_token: refreshToken },
    });

  it('refreshes only as the client it was issued to, grace window included', async () => {
    const { email } = await createAccount(server.api, 'confirmed');
    const issued = await passwordGrant(server.api, email, PASSWORD, { client_id: 'other-app' });
    expect(issued.status).toBe(200);
    const tokens = issued.body;
    const foreign = await refreshAs(tokens.refreshToken, 'account-web');
    expect([foreign.status, foreign.error.code]).toEqual([400, 'E_INVALID_CLIENT']);
    const rotated = await refreshAs(tokens.refreshToken, 'other-app');
    expect(rotated.status).toBe(200);
    // Within the grace window the used token answers its pair to its own client only.
    const foreignDuplicate = await refreshAs(tokens.refreshToken, 'account-web');
    expect([foreignDuplicate.status, foreignDuplicate.error.code]).toEqual([
      400,
      'E_INVALID_CLIENT',
    ]);
    expect(foreignDuplicate.text).not.toContain(rotated.body.token);
    const duplicate = await refreshAs(tokens.refreshToken, 'other-app');
    expect([duplicate.status, duplicate.body]).toEqual([200, rotated.body]);
    expect((await userInfo(server.api, rotated.body.token)).status).toBe(200);
  });
});

describe('POST /v1/revoke (RFC 7009)', () => {
  it('ends the sign-in of a refresh token: its chain, access tokens included', async () => {
    const { email, tokens } = await session();
    const other = await signIn(server.api, email);
    const reply = await revoke(tokens.refreshToken, 'account-web', {
      token_type_hint: 'refresh_token',
    });
    expect(reply.status).toBe(200);
    await expectEnded(tokens);
    expect((await userInfo(server.api, other.token)).status).toBe(200);
  });

  it('ends the sign-in of an access token, and of a refresh token already rotated', async () => {
    const { tokens } = await session();
    expect((await revoke(tokens.token)).status).toBe(200);
    await expectEnded(tokens);

    const { tokens: old } = await session();
    const current = (await refreshGrant(server.api, old.refreshToken)).body;
    clock.advance(60 * 60_000);
    expect((await revoke(old.refreshToken)).status).toBe(200);
    await expectEnded(current);
  });

  it('answers 200 to a token it does not know or revoked already', async () => {
    const { tokens } = await session();
    expect((await revoke(tokens.refreshToken)).status).toBe(200);
    expect((await revoke(tokens.refreshToken)).status).toBe(200);
    expect((await revoke('never-issued')).status).toBe(200);
  });

  it('refuses a request without token or client, and a token of another client', async () => {
    const { tokens } = await session();
    const noToken = await server.api.request('POST', '/api/v1/revoke', {
      form: { client_id: 'account-web' },
    });
    expect(noToken.status).toBe(400);
    expect(noToken.error.code).toBe('E_VALIDATION');
    expect((await revoke(tokens.refreshToken, 'unknown-app')).error.code).toBe('E_INVALID_CLIENT');
    const foreign = await revoke(tokens.refreshToken, 'other-app');
    expect(foreign.status).toBe(400);
    expect(foreign.error.code).toBe('E_INVALID_CLIENT');
    expect((await userInfo(server.api, tokens.token)).status).toBe(200);
  });
});

describe('the session-token table', () => {
  it('keeps a handful of rows, not one per refresh, after a burst within the grace window', async () => {
    const database = await newDatabase();
    const own = await startServer({ database, clock: new ManualClock() });
    const { email } = await createAccount(own.api, 'confirmed');
    let tokens = await signIn(own.api, email);
    let previous = tokens;
    // The clock stands still: 60 rotations all fall within one grace window.
    for (let i = 0; i < 60; i++) {
      const reply = await refreshGrant(own.api, tokens.refreshToken);
      expect(reply.status).toBe(200);
      previous = tokens;
      tokens = reply.body;
    }
    // The duplicate of the token just rotated still gets its pair.
    const duplicate = await refreshGrant(own.api, previous.refreshToken);
    expect([duplicate.status, duplicate.body]).toEqual([200, tokens]);
    await own.stop();
    const db = await Database.open(database.options);
    try {
      const { rows } = await db.sql.query<{ n: number }>(
        `select count(*)::int as n from auth_tokens t join users u on u.id = t.user_id
         where u.email = $1`,
        [email],
      );
      expect(rows[0]!.n).toBeLessThanOrEqual(6);
    } finally {
      await db.close();
    }
  });

  it('keeps at most two pairs per sign-in, however often it refreshes', async () => {
    const database = await newDatabase();
    const ownClock = new ManualClock();
    const own = await startServer({ database, clock: ownClock });
    const { email } = await createAccount(own.api, 'confirmed');
    let tokens = await signIn(own.api, email);
    const first = tokens;
    for (let i = 0; i < 50; i++) {
      ownClock.advance(15 * 60_000);
      const reply = await refreshGrant(own.api, tokens.refreshToken);
      expect(reply.status).toBe(200);
      tokens = reply.body;
    }
    // The replay of the first token is still caught after 50 rotations.
    ownClock.advance(GRACE_MS);
    await own.stop();
    const db = await Database.open(database.options);
    try {
      const { rows } = await db.sql.query<{ kind: string; n: number }>(
        `select t.kind, count(*)::int as n from auth_tokens t join users u on u.id = t.user_id
         where u.email = $1 group by t.kind order by t.kind`,
        [email],
      );
      expect(rows).toEqual([
        { kind: 'access', n: 2 },
        { kind: 'refresh', n: 2 },
      ]);
    } finally {
      await db.close();
    }
    const again = await startServer({ database, clock: ownClock });
    try {
      expect((await refreshGrant(again.api, first.refreshToken)).status).toBe(401);
      expect((await refreshGrant(again.api, tokens.refreshToken)).status).toBe(401);
    } finally {
      await again.stop();
    }
  });
});
