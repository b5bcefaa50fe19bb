// Where the API listens and whom it believes about a client's address: HOST (loopback unless
// set), and X-Forwarded-For only from the proxies of TRUSTED_PROXIES (loopback by default) with
// TRUST_PROXY=1. Someone reaching the port directly cannot pick the address the rate limits count,
// and the dev tools' "this machine only" holds behind a proxy on this machine.
import { rmSync } from 'node:fs';
import { networkInterfaces } from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSiteServer } from '../../server/app.ts';
import { loadConfig } from '../../server/config.ts';
import { registrationPayload } from './support/flows.ts';
import { freshDataDir, startServer, TEST_ENV, type TestServer } from './support/server.ts';

/** Six registrations, each claiming another client address: the statuses. */
async function registrationsClaiming(server: TestServer): Promise<number[]> {
  const statuses: number[] = [];
  for (let i = 1; i <= 6; i++) {
    const reply = await server.api.post('/api/register', registrationPayload(), {
      headers: { 'X-Forwarded-For': `198.51.100.${i}` },
    });
    statuses.push(reply.status);
  }
  return statuses;
}

describe('TRUST_PROXY=1 with TRUSTED_PROXIES', () => {
  const limited = { TRUST_PROXY: '1', RATE_LIMIT_REGISTER_PER_IP: '3' };

  it('ignores X-Forwarded-For from an address that is not a listed proxy', async () => {
    // The test connects from loopback; the only proxy listed is elsewhere.
    const server = await startServer({ env: { ...limited, TRUSTED_PROXIES: '10.9.9.9' } });
    try {
      expect(await registrationsClaiming(server)).toEqual([204, 204, 204, 429, 429, 429]);
    } finally {
      await server.stop();
    }
  });

  it('believes a listed proxy (loopback by default) about its client', async () => {
    const server = await startServer({ env: limited });
    try {
      expect(await registrationsClaiming(server)).toEqual([204, 204, 204, 204, 204, 204]);
      // Through two proxies of ours: the client is the right-most address that is not one.
      const chain = (client: string) => ({
        headers: { 'X-Forwarded-For': `203.0.113.99, ${client}, 127.0.0.5` },
      });
      const statuses = [];
      for (let i = 0; i < 4; i++) {
        statuses.push(
          (await server.api.post('/api/register', registrationPayload(), chain('192.0.2.50')))
            .status,
        );
      }
      expect(statuses).toEqual([204, 204, 204, 429]);
    } finally {
      await server.stop();
    }
  });

  it('refuses a TRUSTED_PROXIES entry that is not an address or a network', () => {
    expect(() => loadConfig({ TRUSTED_PROXIES: '10.0.0.0/33' })).toThrow(/TRUSTED_PROXIES must/);
    expect(() => loadConfig({ TRUSTED_PROXIES: 'proxy.internal' })).toThrow(/TRUSTED_PROXIES/);
    expect(
      loadConfig({ TRUSTED_PROXIES: '10.0.0.0/8, fd00::/8, 192.0.2.1' }).trustedProxies,
    ).toEqual(['10.0.0.0/8', 'fd00::/8', '192.0.2.1']);
  });
});

describe('dev tools behind a proxy on this machine (TRUST_PROXY=1, not production)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer({ env: { TRUST_PROXY: '1' } });
  });
  afterAll(() => server.stop());

  it('answer only when the client the proxy names is this machine too', async () => {
    const from = (address: string) => ({ headers: { 'X-Forwarded-For': address } });
    expect((await server.api.get('/api/dev/mailbox.json', from('203.0.113.8'))).status).toBe(404);
    expect((await server.api.get('/api/dev/mailbox.json', from('2001:db8::8'))).status).toBe(404);
    expect((await server.api.get('/api/dev/mailbox.json', from('127.0.0.1'))).status).toBe(200);
    expect((await server.api.get('/api/dev/mailbox.json')).status).toBe(200);
  });
});

/** An IPv4 address of this machine that is not loopback, if it has one. */
const outsideAddress = Object.values(networkInterfaces())
  .flat()
  .find((address) => address?.family === 'IPv4' && !address.internal)?.address;

describe('HOST', { timeout: 120_000 }, () => {
  it('is loopback unless set, and refuses what is not an address or a name', () => {
    expect(loadConfig({}).host).toBe('127.0.0.1');
    expect(loadConfig({ HOST: '::' }).host).toBe('::');
    expect(() => loadConfig({ HOST: 'a b' })).toThrow(/HOST must be/);
  });

  it.skipIf(!outsideAddress)('keeps the server off the other interfaces by default', async () => {
    // No host given: the configuration's (HOST unset).
    const dataDir = await freshDataDir();
    const server = await createSiteServer({ port: 0, dataDir, env: TEST_ENV });
    try {
      expect((await fetch(`http://127.0.0.1:${server.port}/api/health`)).status).toBe(200);
      await expect(fetch(`http://${outsideAddress}:${server.port}/api/health`)).rejects.toThrow();
    } finally {
      await server.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
