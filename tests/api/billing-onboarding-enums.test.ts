import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BusinessTypeItem, CheckoutSession, GenreItem } from '../../src/lib/api/types.ts';
import {
  createAccount,
  devUser,
  passwordGrant,
  PASSWORD,
  signIn,
  userInfo,
} from './support/flows.ts';
import { startServer, type TestServer } from './support/server.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.stop());

async function session(state: 'confirmed' | 'trial-ended' = 'confirmed') {
  const account = await createAccount(server.api, state === 'trial-ended' ? 'confirmed' : state);
  return { ...account, ...(await signIn(server.api, account.email)) };
}

describe('POST /billing/checkout and the checkout page', () => {
  it('answers the checkout page url for every valid plan id', async () => {
    const { token } = await session();
    for (const plan of ['essential1', 'pro1']) {
      for (const currency of ['usd', 'eur', 'gbp']) {
        for (const period of ['monthly', 'yearly']) {
          const reply = await server.api.post<CheckoutSession>(
            '/api/billing/checkout',
            { planId: `${plan}-${currency}-${period}` },
            { token },
          );
          expect(reply.status).toBe(200);
          expect(reply.body.url).toMatch(new RegExp(`^${server.url}/api/checkout-page/[\\w-]+$`));
        }
      }
    }
  });

  it('refuses unknown plan ids (400) and a missing bearer (401)', async () => {
    const { token } = await session();
    for (const planId of ['essential', 'enterprise-eur-yearly', 'pro1-chf-monthly', 'pro1-eur']) {
      const reply = await server.api.post('/api/billing/checkout', { planId }, { token });
      expect(reply.status, planId).toBe(400);
      expect(reply.error.code).toBe('E_PLAN_INVALID');
    }
    const anonymous = await server.api.post('/api/billing/checkout', { planId: 'pro1-eur-yearly' });
    expect(anonymous.status).toBe(401);
  });

  it('shows plan, period, currency and price; Pay records the subscription', async () => {
    const { email, token } = await session();
    const { body } = await server.api.post<CheckoutSession>(
      '/api/billing/checkout',
      { planId: 'essential1-eur-yearly' },
      { token },
    );
    const page = await fetch(body.url);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    expect(page.headers.get('content-security-policy')).toMatch(/; frame-ancestors 'self'$/);
    const html = await page.text();
    expect(html).toContain('Essential');
    expect(html).toContain('Yearly');
    expect(html).toContain('EUR');
    expect(html).toContain('€29');
    expect(html).toMatch(/<form method="post">\s*<button type="submit">Pay/);

    const paid = await fetch(body.url, { method: 'POST' });
    expect(paid.status).toBe(200);
    expect(await paid.text()).toContain('Payment received');
    // Paying twice records one subscription.
    await fetch(body.url, { method: 'POST' });
    expect((await devUser(server.api, email)).subscriptions).toEqual([
      { planId: 'essential1-eur-yearly', status: 'active', createdAt: expect.any(String) },
    ]);
    expect(await (await fetch(body.url)).text()).toContain('Payment received');
  });

  it('lets a paying account whose trial ended sign in again', async () => {
    const { email, token } = await session();
    const { body } = await server.api.post<CheckoutSession>(
      '/api/billing/checkout',
      { planId: 'pro1-usd-monthly' },
      { token },
    );
    await createAccount(server.api, 'trial-ended', { email }); // overwrites: subscriptions dropped
    expect((await passwordGrant(server.api, email, PASSWORD)).status).toBe(498);
    await fetch(body.url, { method: 'POST' });
    expect((await passwordGrant(server.api, email, PASSWORD)).status).toBe(200);
  });

  it('answers an unknown checkout id with a 404 page', async () => {
    const page = await fetch(`${server.url}/api/checkout-page/unknown`);
    expect(page.status).toBe(404);
    expect(await page.text()).toContain('Checkout not found');
  });
});

describe('GET /enums/*', () => {
  it('lists the twenty business types with images, without auth', async () => {
    const reply = await server.api.get<BusinessTypeItem[]>('/api/enums/businessTypesv2');
    expect(reply.status).toBe(200);
    const names = reply.body.map((t) => t.name);
    expect(names).toHaveLength(20);
    expect(names[0]).toBe('design_store');
    expect(reply.body.find((t) => t.name === 'workplace')?.oldName).toBe('work_place');
    expect(reply.body.find((t) => t.name === 'gym')?.oldName).toBe('fintess_studio');
    expect(reply.body.find((t) => t.name === 'bar')?.oldName).toBeNull();
    for (const item of reply.body) {
      const image = await fetch(item.image);
      expect(image.status, item.image).toBe(200);
      expect(image.headers.get('content-type')).toBe('image/svg+xml');
    }
  });

  it('lists the thirty-three genres with real JPEG and WebP images, cached long', async () => {
    const reply = await server.api.get<GenreItem[]>('/api/enums/genreV2');
    expect(reply.body).toHaveLength(33);
    expect(reply.body.map((g) => g.name)).toContain('likedSongs');
    for (const genre of reply.body) {
      const jpg = await fetch(genre.imageJpg);
      expect(jpg.headers.get('content-type')).toBe('image/jpeg');
      expect(jpg.headers.get('cache-control')).toContain('max-age=31536000');
      const bytes = new Uint8Array(await jpg.arrayBuffer());
      expect([bytes[0], bytes[1]]).toEqual([0xff, 0xd8]);
      const webp = Buffer.from(await (await fetch(genre.imageWebp)).arrayBuffer());
      expect(webp.subarray(8, 12).toString()).toBe('WEBP');
    }
  });

  it('serves nothing outside the asset folders', async () => {
    for (const path of [
      '/api/assets/genres/..%2F..%2Fconfig.ts', // server/config.ts exists
      '/api/assets/other/hit.jpg',
      '/api/assets/genres/nope.jpg',
      '/api/assets/genres/hit.png',
    ]) {
      expect((await server.api.get(path)).status, path).toBe(404);
    }
  });
});

describe('POST /user/onboarding and /user/settings', () => {
  it('stores the onboarding payload as received and firstOnboardingDone', async () => {
    const { email, token } = await session();
    const payload = {
      business_type: 'hair_salon',
      customer_age: ['<30'],
      styles: ['mainstream', 'trendy'],
      genres: ['pop', 'danceHall', 'lounge'],
      languages: ['english'],
    };
    const stored = await server.api.post('/api/user/onboarding', payload, { token });
    expect(stored.status).toBe(204);
    expect(stored.text).toBe('');
    const settings = await server.api.post(
      '/api/user/settings',
      { firstOnboardingDone: true },
      { token },
    );
    expect(settings.status).toBe(204);
    const user = await devUser(server.api, email);
    expect(user.onboarding).toEqual(payload);
    expect(user.firstOnboardingDone).toBe(true);
    expect((await userInfo(server.api, token)).body.firstOnboardingDone).toBe(true);
  });

  it('accepts empty genres and styles; refuses wrong types and a missing bearer', async () => {
    const { token } = await session();
    const empty = {
      business_type: 'bar',
      customer_age: ['<50'],
      styles: [],
      genres: [],
      languages: ['english'],
    };
    expect((await server.api.post('/api/user/onboarding', empty, { token })).status).toBe(204);
    const wrong = await server.api.post(
      '/api/user/onboarding',
      { ...empty, genres: 'pop' },
      { token },
    );
    expect(wrong.status).toBe(400);
    expect(wrong.error).toEqual({ code: 'E_VALIDATION', message: 'genres must be an array.' });
    const settings = await server.api.post(
      '/api/user/settings',
      { firstOnboardingDone: 'yes' },
      { token },
    );
    expect(settings.status).toBe(400);
    expect((await server.api.post('/api/user/onboarding', empty)).status).toBe(401);
    expect((await server.api.post('/api/user/settings', {})).status).toBe(401);
  });
});
