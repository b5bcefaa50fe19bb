// A Sonos link refused for a reason the password cannot fix says so.
// A used link code ends the form with the way forward (the Sonos app); an ended trial is refused
// as sign-in refuses it, with the plans, and the same page authorizes once a plan is bought.
import { expect, test } from '@playwright/test';
import { createAccount, createCode, DEFAULT_PASSWORD } from './support/api';
import { expectNoAxeViolations } from './support/axe';
import { localizePath, text, type Language } from './support/i18n';
import { sonosLinkForm } from './support/sonos';

const sonosPath = (lang: Language, linkCode: string) =>
  `${localizePath('/sonos', lang)}?linkCode=${encodeURIComponent(linkCode)}`;

for (const lang of ['de'] as const) {
  test(`a used link code with the right password says to start again from the Sonos app (${lang})`, async ({
    page,
    request,
  }) => {
    const linkCode = await createCode(request, 'sonos-link-codes');
    const owner = await createAccount(request, 'onboarded');
    const used = await request.post('/api/sonos/auth', {
      data: { email: owner.email, password: DEFAULT_PASSWORD, linkCode },
    });
    expect(used.ok()).toBe(true);

    const { email } = await createAccount(request, 'confirmed');
    await page.goto(sonosPath(lang, linkCode));
    const form = sonosLinkForm(page, lang);
    await form.email.fill(email);
    await form.password.fill(DEFAULT_PASSWORD);
    await form.authorize.click();
    await expect(page.getByRole('heading', { level: 2 })).toHaveText(
      text(lang, 'errors.linkCodeUsed'),
    );
    await expect(
      page.getByRole('alert').filter({ hasText: text(lang, 'sonos.link.codeUsedBody') }),
    ).toBeVisible();
    await expect(page.getByText(text(lang, 'errors.sonosAuthFailed'))).toHaveCount(0);
    // Retyping the password cannot help: the form is gone.
    await expect(form.password).toHaveCount(0);
    await expectNoAxeViolations(page);
  });
}

for (const lang of ['en'] as const) {
  test(`an account whose trial ended is refused as at sign-in, with the plans; the code still works after buying (${lang})`, async ({
    page,
    request,
  }) => {
    const linkCode = await createCode(request, 'sonos-link-codes');
    const { email } = await createAccount(request, 'trial-ended');
    await page.goto(sonosPath(lang, linkCode));
    const form = sonosLinkForm(page, lang);
    await form.email.fill(email);
    await form.password.fill(DEFAULT_PASSWORD);
    await form.authorize.click();
    await expect(form.alert).toHaveText(text(lang, 'errors.trialEnded'));
    await expect(page.getByText(text(lang, 'sonos.link.trialEndedBody'))).toBeVisible();
    const plans = page.getByRole('link', { name: text(lang, 'sonos.link.plans') });
    await expect(plans).toHaveAttribute('href', localizePath('/pricing', lang));
    await expect(plans).toHaveAttribute('target', '_blank');
    await expect(form.email).toHaveValue(email);

    // The plan is bought elsewhere (the pricing tab); then the same page, same code, authorizes.
    const grant = await request.post('/api/v1/token', {
      form: {
        grant_type: 'password',
        client_id: 'account-web',
        username: email,
        password: DEFAULT_PASSWORD,
        scope: 'billing',
      },
    });
    const { token } = (await grant.json()) as { token: string };
    const checkout = await request.post('/api/billing/checkout', {
      data: { planId: 'essential1-eur-yearly' },
      headers: { Authorization: `Bearer ${token}` },
    });
    const { url } = (await checkout.json()) as { url: string };
    expect((await request.post(url)).ok()).toBe(true);

    await form.authorize.click();
    await expect(page.getByRole('heading', { level: 2 })).toHaveText(
      text(lang, 'sonos.link.successTitle'),
    );
  });
}
