// /pricing: every price of spec section 9 through the real controls, defaults, deep links,
// token, language switch, keyboard only, JavaScript disabled, light theme, and the frame height.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { parseConfig } from '../../src/lib/config-parse';
import { restartStoppedClock, stopClock } from './support/clock';
import { localizePath, text, type Language } from './support/i18n';

// The clock this spec stops starts again before the tab goes to the next test (support/clock.ts).
test.afterEach(restartStoppedClock);

// The same environment as the build under test (the purchase, contact and framing origins).
const site = parseConfig(process.env);

type Currency = 'usd' | 'eur' | 'gbp';
type Period = 'monthly' | 'yearly';

/** Spec section 9, written out here on purpose: the page must show exactly these numbers. */
const SECTION_9: Record<'Essential' | 'Professional', Record<Period, Record<Currency, number>>> = {
  Essential: { monthly: { usd: 37, eur: 34, gbp: 29 }, yearly: { usd: 32, eur: 29, gbp: 25 } },
  Professional: {
    monthly: { usd: 47, eur: 44, gbp: 38 },
    yearly: { usd: 42, eur: 39, gbp: 33 },
  },
};
const SYMBOL: Record<Currency, string> = { usd: '$', eur: '€', gbp: '£' };
const PLAN_ID = { Essential: 'essential1', Professional: 'pro1' } as const;

/** A price as each tested language writes it: `€29` in English, `29 €` in French. */
function price(lang: 'en' | 'fr', amount: number, currency: Currency): RegExp {
  const symbol = `\\${SYMBOL[currency]}`;
  return new RegExp(`^\\s*${lang === 'en' ? `${symbol}${amount}` : `${amount}\\s${symbol}`}\\s*$`);
}

const billingLabel = (lang: Language, period: Period) =>
  period === 'monthly'
    ? text(lang, 'pricing.billing.monthly')
    : text(lang, 'pricing.billing.yearly', { percent: '12' });

const LANGUAGE_NAME = { en: 'English', fr: 'Français', de: 'Deutsch' } as const;

function pickerButton(page: Page, lang: keyof typeof LANGUAGE_NAME, currency: Currency): Locator {
  const name = text(lang, 'pricing.picker.button', {
    language: LANGUAGE_NAME[lang],
    currency: currency.toUpperCase(),
  });
  return page.getByRole('button', { name, exact: true });
}

const picker = (page: Page, lang: Language) =>
  page.getByRole('dialog', { name: text(lang, 'pricing.picker.dialog') });

const card = (page: Page, plan: string) => page.getByRole('article', { name: plan });

/** The one price of a card that is displayed (the others are display: none). */
const shownPrice = (page: Page, plan: string) => card(page, plan).locator('[data-price]:visible');

const buyLink = (page: Page, plan: string, lang: Language = 'en') =>
  card(page, plan).getByRole('link', { name: text(lang, 'pricing.cta.buy') });

function purchaseUrl(lang: Language, plan: keyof typeof PLAN_ID, c: Currency, p: Period): string {
  return `${site.accountUrl}${localizePath('/subscribe', lang)}?plan_id=${PLAN_ID[plan]}-${c}-${p}`;
}

async function chooseCurrency(page: Page, lang: 'en' | 'fr', from: Currency, to: Currency) {
  await pickerButton(page, lang, from).click();
  await picker(page, lang).getByRole('radio', { name: to.toUpperCase() }).check();
  await page.keyboard.press('Escape');
  await expect(picker(page, lang)).toBeHidden();
}

async function expectPrices(
  page: Page,
  lang: 'en' | 'fr',
  period: Period,
  currency: Currency,
  linkSuffix = '',
) {
  for (const plan of ['Essential', 'Professional'] as const) {
    await expect(shownPrice(page, plan)).toHaveText(
      price(lang, SECTION_9[plan][period][currency], currency),
    );
    // A link the script extends (token, app context) is written out in full: same target.
    const target = purchaseUrl(lang, plan, currency, period) + linkSuffix;
    await expect(buyLink(page, plan, lang)).toHaveAttribute(
      'href',
      linkSuffix ? new URL(target, page.url()).href : target,
    );
  }
}

/** Presses Tab until the element has focus (keyboard-only paths). */
async function tabTo(page: Page, target: Locator, presses = 25) {
  for (let i = 0; i < presses; i++) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((el) => el === document.activeElement)) return;
  }
  throw new Error('Tab never reached the element');
}

for (const lang of ['en', 'fr'] as const) {
  test(`every currency and billing period shows the section 9 prices (${lang})`, async ({
    page,
  }) => {
    await page.goto(localizePath('/pricing', lang));
    let current: Currency = 'eur';
    for (const period of ['monthly', 'yearly'] as const) {
      await page.getByRole('radio', { name: billingLabel(lang, period) }).check();
      for (const currency of ['usd', 'eur', 'gbp'] as const) {
        await chooseCurrency(page, lang, current, currency);
        current = currency;
        await expect(pickerButton(page, lang, currency)).toBeVisible();
        await expectPrices(page, lang, period, currency);
        await expect(shownPrice(page, 'Enterprise')).toHaveText(text(lang, 'pricing.price.custom'));
      }
    }
  });
}

test('defaults to yearly billing, euro and English, with Professional highlighted; a token on the paid plans only; ?theme', async ({
  page,
}) => {
  await page.goto('/pricing');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('radio', { name: billingLabel('en', 'yearly') })).toBeChecked();
  await expect(pickerButton(page, 'en', 'eur')).toBeVisible();
  await expectPrices(page, 'en', 'yearly', 'eur');
  await expect(
    card(page, 'Professional').getByText(text('en', 'pricing.recommended')),
  ).toBeVisible();
  await expect(card(page, 'Professional')).toContainText('Everything in Essential plan');
  await expect(card(page, 'Enterprise')).toContainText('Everything in Professional plan');
  await expect(card(page, 'Essential').getByRole('listitem')).toHaveCount(8);
  // Nothing here needs the language selector of the card pages.
  await expect(page.getByRole('button', { name: /^Language:/ })).toHaveCount(0);

  // A token is appended to the paid plans only; Enterprise links to the contact page.
  await page.goto('/pricing?token=a%20b%26c');
  for (const plan of ['Essential', 'Professional'] as const) {
    await expect(buyLink(page, plan)).toHaveAttribute(
      'href',
      new URL(`${purchaseUrl('en', plan, 'eur', 'yearly')}&token=a%20b%26c`, page.url()).href,
    );
  }
  // Every variant, shown or not, carries it.
  for (const href of await page
    .locator('a[data-buy]')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href')))) {
    expect(href).toMatch(/\?plan_id=[a-z0-9]+-(usd|eur|gbp)-(monthly|yearly)&token=a%20b%26c$/);
  }
  const contact = card(page, 'Enterprise').getByRole('link', { name: /Contact us/ });
  await expect(contact).toHaveAttribute('href', site.links.contact);
  await expect(contact).toHaveAttribute('target', '_top');

  // ?theme=light and ?theme=dark render their theme (axe over /pricing in both themes is
  // a11y.spec.ts). Last: the theme is remembered for the session.
  for (const [theme, background] of [
    ['light', 'rgb(253, 239, 236)'],
    ['dark', 'rgb(22, 22, 24)'],
  ] as const) {
    await page.goto(`/pricing?theme=${theme}`);
    await expect(page.locator('html'), theme).toHaveAttribute('data-theme', theme);
    await expect(shownPrice(page, 'Essential'), theme).toBeVisible();
    await expect(page.locator('body'), theme).toHaveCSS('background-color', background);
  }
});

test('deep links preselect currency and billing; unknown values are ignored', async ({ page }) => {
  await page.goto('/pricing?currency=usd&billing=monthly');
  await expect(page.getByRole('radio', { name: billingLabel('en', 'monthly') })).toBeChecked();
  await expect(pickerButton(page, 'en', 'usd')).toBeVisible();
  await expectPrices(page, 'en', 'monthly', 'usd');

  await page.goto('/fr/pricing?currency=gbp');
  await expect(pickerButton(page, 'fr', 'gbp')).toBeVisible();
  await expectPrices(page, 'fr', 'yearly', 'gbp');

  await page.goto('/pricing?currency=yen&billing=weekly');
  await expectPrices(page, 'en', 'yearly', 'eur');
});

test('choosing a language keeps billing, currency and token', async ({ page }) => {
  await page.goto('/pricing?token=t1');
  await page.getByRole('radio', { name: billingLabel('en', 'monthly') }).check();
  await chooseCurrency(page, 'en', 'eur', 'usd');
  await pickerButton(page, 'en', 'usd').click();
  await picker(page, 'en').getByRole('link', { name: 'Français' }).click();
  await expect(page).toHaveURL(/\/fr\/pricing\?/);
  const query = new URL(page.url()).searchParams;
  expect(Object.fromEntries(query)).toEqual({ token: 't1', billing: 'monthly', currency: 'usd' });
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(page.getByRole('radio', { name: billingLabel('fr', 'monthly') })).toBeChecked();
  await expectPrices(page, 'fr', 'monthly', 'usd', '&token=t1');
  // The current language is marked in the list.
  await pickerButton(page, 'fr', 'usd').click();
  await expect(picker(page, 'fr').getByRole('link', { name: 'Français' })).toHaveAttribute(
    'aria-current',
    'page',
  );
});

test('a local build links to this origin whatever port serves it (de)', async ({
  page,
  baseURL,
}) => {
  await page.goto('/de/pricing');
  const buy = buyLink(page, 'essential', 'de');
  // Relative: no baked-in host or port.
  await expect(buy).toHaveAttribute('href', /^\/de\/subscribe\?plan_id=essential1-eur-yearly$/);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', '/de/pricing');
  await buy.click();
  // /subscribe on this very origin, which sends an anonymous visitor on to sign in.
  await expect(page).toHaveURL(
    (url) => url.origin === new URL(baseURL!).origin && url.pathname === '/de/signin',
  );
});

test('the picker keeps the spec timings: tooltip after 0.1 s, closing 0.1 s after the pointer and 0.15 s after focus leave (fr)', async ({
  page,
}) => {
  await page.goto('/fr/pricing');
  const button = pickerButton(page, 'fr', 'eur');
  const tip = page.getByRole('tooltip');
  await expect(tip).toHaveText(text('fr', 'pricing.picker.tooltip'));
  await expect(tip).toHaveCSS('opacity', '0');
  await button.hover();
  // It appears after the enter delay, and goes at once.
  await expect(tip).toHaveCSS('transition-delay', '0.1s');
  await expect(tip).toHaveCSS('opacity', '1');

  // Pointer: the open popup closes 0.1 s after the pointer leaves the button and the popup.
  await button.click();
  const popup = picker(page, 'fr');
  await expect(popup).toBeVisible();
  await popup.hover();
  // From here the page's clock moves only when the test says so: delays are counted, not timed.
  await stopClock(page);
  await page.mouse.move(2, 2);
  await page.clock.runFor(99);
  await expect(popup).toBeVisible();
  await page.clock.runFor(1);
  await expect(popup).toBeHidden();

  // Focus: 0.15 s after focus leaves them (Tab past the popup's last control).
  await button.focus();
  await page.keyboard.press('Enter');
  await expect(popup).toBeVisible();
  await popup.getByRole('button', { name: text('fr', 'pricing.picker.close') }).focus();
  await page.keyboard.press('Tab');
  await page.clock.runFor(149);
  await expect(popup).toBeVisible();
  await page.clock.runFor(1);
  await expect(popup).toBeHidden();
});

test('toggle and picker work with the keyboard only', async ({ page }) => {
  await page.goto('/pricing');
  const button = pickerButton(page, 'en', 'eur');
  await tabTo(page, button);
  await page.keyboard.press('Enter');
  await expect(picker(page, 'en')).toBeVisible();
  const eur = picker(page, 'en').getByRole('radio', { name: 'EUR' });
  await tabTo(page, eur);
  await page.keyboard.press('ArrowDown');
  await expect(picker(page, 'en').getByRole('radio', { name: 'GBP' })).toBeChecked();
  await page.keyboard.press('Escape');
  await expect(picker(page, 'en')).toBeHidden();
  await expect(pickerButton(page, 'en', 'gbp')).toBeFocused();

  const yearly = page.getByRole('radio', { name: billingLabel('en', 'yearly') });
  await tabTo(page, yearly);
  await page.keyboard.press('ArrowLeft');
  await expect(page.getByRole('radio', { name: billingLabel('en', 'monthly') })).toBeChecked();
  await expectPrices(page, 'en', 'monthly', 'gbp');
  await tabTo(page, buyLink(page, 'Essential'));
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('billing and currency still switch the prices and links', async ({ page }) => {
    await page.goto('/pricing?currency=usd');
    // Deep links need the script; the defaults show.
    await expectPrices(page, 'en', 'yearly', 'eur');
    await page.getByRole('radio', { name: billingLabel('en', 'monthly') }).check();
    await chooseCurrency(page, 'en', 'eur', 'gbp');
    await expect(pickerButton(page, 'en', 'gbp')).toBeVisible();
    await expectPrices(page, 'en', 'monthly', 'gbp');
    await pickerButton(page, 'en', 'gbp').click();
    await picker(page, 'en').getByRole('link', { name: 'Deutsch' }).click();
    await expect(page).toHaveURL(/\/de\/pricing$/);
  });
});

test.describe('framed by a marketing page', () => {
  // The worker's context is reused (playwright.config.ts), and its reset keeps permissions.
  test.afterEach(({ context }) => context.clearPermissions());
  interface HeightMessage {
    origin: string;
    /** Any message the page receives is recorded, whatever it holds. */
    data: { type: string; height: number } | null;
  }
  const messages = (page: Page) =>
    page.evaluate(() => (window as unknown as { received: HeightMessage[] }).received);

  /** Serves a page at `origin` that frames /pricing and records the messages it receives. */
  async function openFramed(page: Page, origin: string, baseURL: string) {
    // Chromium asks before a public site frames a loopback address (the local test server).
    await page.context().grantPermissions(['local-network-access']);
    await page.route(`${origin}/embed`, (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: `<!doctype html><script>window.received = [];
          addEventListener('message', (e) => received.push({ origin: e.origin, data: e.data }));
          </script><iframe src="${baseURL}/pricing" onload="window.frameLoaded = true"
            style="width: 1100px; height: 300px"></iframe>`,
      }),
    );
    await page.goto(`${origin}/embed`);
  }

  test('posts its content height to a configured origin, on load, resize and toggle', async ({
    page,
    baseURL,
  }) => {
    // The default build names the marketing site; a build without one has nobody to post to.
    const [origin] = site.pricingFrameOrigins;
    expect(origin, 'PUBLIC_PRICING_FRAME_ORIGINS of the test build').toBeTruthy();
    await openFramed(page, origin!, baseURL ?? '');
    await expect.poll(async () => (await messages(page)).length).toBeGreaterThan(0);
    const [first] = await messages(page);
    expect(first?.origin).toBe(new URL(baseURL ?? '').origin);
    expect(first?.data?.type).toBe('pricing:height');
    const wide = first?.data?.height ?? 0;
    expect(wide).toBeGreaterThan(600);

    // Narrow frame: the cards stack, the page grows, the parent hears it.
    await page.locator('iframe').evaluate((frame) => (frame.style.width = '380px'));
    await expect
      .poll(async () => (await messages(page)).at(-1)?.data?.height ?? 0)
      .toBeGreaterThan(wide * 1.5);

    const count = (await messages(page)).length;
    const frame = page.frameLocator('iframe');
    await frame.getByRole('radio', { name: billingLabel('en', 'monthly') }).check();
    await expect.poll(async () => (await messages(page)).length).toBeGreaterThan(count);
    // Purchase links leave the frame.
    await expect(frame.locator('a[data-buy]').first()).toHaveAttribute('target', '_top');
  });

  test('posts nothing to an origin that is not configured', async ({ page, baseURL }) => {
    await openFramed(page, 'https://not-configured.example', baseURL ?? '');
    // Wait for the frame to finish loading (here its frame-ancestors refuses this origin), so
    // "nothing arrived" is an observation, not the result of looking too early.
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { frameLoaded?: boolean }).frameLoaded))
      .toBe(true);
    expect((await messages(page)).filter((m) => m.data?.type === 'pricing:height')).toEqual([]);
  });
});
