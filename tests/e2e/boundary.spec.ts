// The error boundary: an island that throws while rendering shows the translated 'something went
// wrong' panel with a retry, the static page around it keeps working, and the retry recovers once
// the fault is gone. The fault is injected without touching product code: onboarding step 3 sorts
// its genre tiles with `new Intl.Collator(...)` during render (islands/onboarding/logic.ts), so a
// constructor that throws while `window.__renderFault` is set crashes exactly that render.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { createAccount } from './support/api';
import { boundaryTitle } from './support/hostile';
import { localizePath, text, type Language } from './support/i18n';
import { switchLanguage } from './support/language';
import { startSignedInSession } from './support/session';

/** Every page load starts with a faulty Intl.Collator, until the test clears the fault. */
async function injectRenderFault(page: Page) {
  await page.addInitScript(() => {
    const probe = window as { __renderFault?: boolean };
    const Real = Intl.Collator;
    probe.__renderFault = true;
    const Faulty = function (...args: ConstructorParameters<typeof Intl.Collator>) {
      if (probe.__renderFault) throw new Error('injected render fault');
      return new Real(...args);
    } as unknown as typeof Intl.Collator;
    Object.assign(Faulty, { supportedLocalesOf: Real.supportedLocalesOf.bind(Real) });
    Faulty.prototype = Real.prototype as Intl.Collator;
    Intl.Collator = Faulty;
  });
}

async function clearRenderFault(page: Page) {
  await page.evaluate(() => ((window as { __renderFault?: boolean }).__renderFault = false));
}

async function openStep3(page: Page, request: APIRequestContext, lang: Language) {
  const account = await createAccount(request, 'confirmed');
  await startSignedInSession(page, request, account);
  await injectRenderFault(page);
  await page.goto(localizePath('/onboarding/step3', lang));
}

function panel(page: Page, lang: Language) {
  return {
    title: boundaryTitle(page, lang),
    body: page.getByText(text(lang, 'common.boundary.body')),
    retry: page.getByRole('button', { name: text(lang, 'common.boundary.retry') }),
    heading: page.getByRole('heading', { level: 1, name: text(lang, 'onboarding.step3.title') }),
    rock: page.getByRole('checkbox', { name: text(lang, 'onboarding.genre.rock'), exact: true }),
  };
}

// One pair of languages: the panel and its retry in others are ui-fields.test.tsx's.
for (const [lang, other] of [['en', 'fr']] as const) {
  test(`a crashing island shows the boundary; page and language selector still work (${lang} → ${other})`, async ({
    page,
    request,
  }) => {
    await openStep3(page, request, lang);
    let p = panel(page, lang);
    await expect(p.title).toBeVisible();
    await expect(p.body).toBeVisible();
    await expect(p.retry).toBeEnabled();
    await expect(page.getByRole('alert').filter({ has: p.title })).toBeVisible();
    await expect(p.heading).toBeVisible();
    await expect(p.rock).toHaveCount(0);

    // The static page around the panel: the language selector moves to the other language, where
    // the (still faulty) island shows the panel in that language.
    await switchLanguage(page, lang, other);
    await expect(page).toHaveURL(localizePath('/onboarding/step3', other));
    p = panel(page, other);
    await expect(p.heading).toBeVisible();
    await expect(p.title).toBeVisible();

    // A retry while the fault lasts lands on the panel again; once it is gone, the step returns.
    await p.retry.click();
    await expect(p.title).toBeVisible();
    await clearRenderFault(page);
    await p.retry.click();
    await expect(p.title).toHaveCount(0);
    await expect(p.rock).toBeVisible();
    await p.rock.check();
    await expect(p.rock).toBeChecked();
    await expect(
      page.getByRole('button', { name: text(other, 'onboarding.finish') }),
    ).toBeEnabled();
  });
}
