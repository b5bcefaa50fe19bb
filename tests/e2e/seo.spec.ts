// What search engines are told: indexable pages (/, /signin, /pricing) carry a canonical URL,
// answered 200 at that very URL, hreflang alternates with x-default, Open Graph and a description
// in the page language; token, session and result pages, and /signup (the form of `/` again), say
// noindex, in the page and in an X-Robots-Tag header.
import { expect, test } from '@playwright/test';
import { localizePath } from './support/i18n';

const LANGUAGES = ['en', 'fr', 'de', 'it', 'es'] as const;

for (const [route, lang] of [
  ['/', 'en'],
  ['/signin', 'fr'],
  ['/pricing', 'it'],
] as const) {
  test(`${route} is indexable with canonical, alternates and Open Graph (${lang})`, async ({
    page,
  }) => {
    const response = await page.goto(localizePath(route, lang));
    // Served at its canonical URL itself, not through a redirect.
    expect(response!.status()).toBe(200);
    expect(response!.request().redirectedFrom()).toBeNull();
    expect(response!.headers()['x-robots-tag']).toBeUndefined();
    await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      localizePath(route, lang),
    );
    for (const code of LANGUAGES) {
      await expect(page.locator(`link[rel="alternate"][hreflang="${code}"]`)).toHaveAttribute(
        'href',
        localizePath(route, code),
      );
    }
    await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute(
      'href',
      route,
    );
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute(
      'content',
      await page.title(),
    );
    const description = await page.locator('meta[name="description"]').getAttribute('content');
    expect(description).toBeTruthy();
    await expect(page.locator('meta[property="og:description"]')).toHaveAttribute(
      'content',
      description!,
    );
    await expect(page.locator('meta[property="og:url"]')).toHaveAttribute(
      'content',
      localizePath(route, lang),
    );
  });
}

for (const [path, lang] of [
  ['/reset-password/ana%40shop.example/tok', 'en'],
  ['/app/verify/tok', 'fr'],
  ['/invitation/INV-1', 'de'],
  ['/onboarding/step2', 'en'],
  ['/redirect', 'es'],
  ['/thank-you', 'it'],
  ['/subscribe', 'fr'],
  ['/signup', 'de'],
] as const) {
  test(`${path} says noindex in the page and the headers (${lang})`, async ({ request }) => {
    const response = await request.get(localizePath(path, lang), {
      maxRedirects: 0,
    });
    expect(response.headers()['x-robots-tag']).toBe('noindex');
    const html = await response.text();
    expect(html).toContain('<meta name="robots" content="noindex">');
    expect(html).not.toContain('rel="canonical"');
  });
}

test('an unknown path answers 404 with its language’s page, which says noindex (de)', async ({
  request,
}) => {
  const response = await request.get('/de/does-not-exist', { maxRedirects: 0 });
  expect(response.status()).toBe(404);
  const html = await response.text();
  expect(html).toContain('<html lang="de"');
  expect(html).toContain('<meta name="robots" content="noindex">');
});

test('robots.txt, the icons and the web manifest are served', async ({ request }) => {
  const robots = await request.get('/robots.txt');
  expect(robots.status()).toBe(200);
  expect(await robots.text()).toMatch(/^User-agent: \*\nAllow: \//);
  for (const [path, type] of [
    ['/favicon.ico', 'image/x-icon'],
    ['/apple-touch-icon.png', 'image/png'],
    ['/manifest.webmanifest', 'application/manifest+json'],
  ] as const) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    expect(response.headers()['content-type'], path).toContain(type);
  }
  const manifest = (await (await request.get('/manifest.webmanifest')).json()) as {
    icons: { src: string }[];
  };
  for (const icon of manifest.icons) {
    expect((await request.get(icon.src)).status(), icon.src).toBe(200);
  }
});

test('the icon is inside the page and the manifest and theme colour are in its HTML (de)', async ({
  page,
  request,
}) => {
  const requested: string[] = [];
  page.on('request', (r) => requested.push(new URL(r.url()).pathname));
  await page.goto('/de/signin');
  const icon = page.locator('link[rel="icon"][type="image/svg+xml"]');
  await expect(icon).toHaveAttribute('href', /^data:image\/svg\+xml,%3Csvg/);
  // The manifest of the page language: an installed app opens sign-in in German.
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute(
    'href',
    '/de/manifest.webmanifest',
  );
  expect(requested).not.toContain('/favicon.svg');
  const manifest = (await (await request.get('/de/manifest.webmanifest')).json()) as {
    start_url: string;
    lang: string;
    id: string;
    icons: { purpose?: string }[];
  };
  expect(manifest).toMatchObject({ start_url: '/de/signin', lang: 'de', id: '/' });
  expect(manifest.icons.some((icon) => icon.purpose === 'maskable')).toBe(true);
  await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', '#1c0f0d');
});

test('/pricing links the manifest of its language in the HTML itself (it)', async ({ request }) => {
  const html = await (await request.get('/it/pricing')).text();
  expect(html).toContain('<link rel="manifest" href="/it/manifest.webmanifest">');
  expect(html).toMatch(/<meta name="theme-color" content="#1c0f0d">/);
});

// Each page's own image in each language, its file and size: tests/build/share.test.ts. Here, that
// the server serves what the pages name, read from the HTML (no browser needed).
test('/pricing and / name a share image in their language that is served as PNG (it, fr)', async ({
  request,
}) => {
  for (const [route, lang] of [
    ['/pricing', 'it'],
    ['/', 'fr'],
  ] as const) {
    const html = await (await request.get(localizePath(route, lang))).text();
    const image = /<meta property="og:image" content="([^"]+)"/.exec(html)?.[1] ?? '';
    expect(new URL(image, 'http://site.test').pathname, route).toMatch(
      new RegExp(`^/${lang}/og/[a-z]+\\.png$`),
    );
    const answer = await request.get(image);
    expect(answer.status(), image).toBe(200);
    expect(answer.headers()['content-type'], image).toBe('image/png');
  }
});
