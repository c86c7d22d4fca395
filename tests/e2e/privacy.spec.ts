import { localizePath } from '../../src/lang';
import { pagePaths } from '../../src/page-ids';
import { expect, openHydrated, testOnOnePage as test } from './fixtures';
import { sentPanel } from './form-sent';
import { expectNothingStored, SCROLL_POSITIONS } from './stored';

test.describe('the site keeps no cookie, and nothing but the scroll positions, in the browser, as the privacy notice says', () => {
  // Every page in both languages, loaded and hydrated: on every-page.spec.ts's own load of it.

  test('after client-side navigation and sending the contact form', async ({ page, context }) => {
    await openHydrated(page, '/');
    await page
      .getByRole('navigation', { name: 'Hlavní navigace' })
      .first()
      .getByRole('link', { name: 'Kontakt' })
      .click();
    await expect(page).toHaveURL('/kontakt');
    const form = page.locator('#formular');
    await form.locator('[name="name"]').fill(`Host ${Date.now()}`);
    await form.locator('[name="email"]').fill('host@example.com');
    await form.locator('[name="message"]').fill('Dobrý den, máte v sobotu volný stůl pro čtyři?');
    await form.getByRole('checkbox').check();
    await form.getByRole('button', { name: 'Odeslat zprávu' }).click();
    await expect(sentPanel(form).filter({ hasText: 'Úspěšně odesláno' })).toBeVisible();
    await expectNothingStored(page, context, 'sending the contact form');
    // A page left for another one: the router writes the scroll positions then, and they are
    // all there is (every page's own load: every-page.spec.ts).
    await openHydrated(page, '/en');
    await expectNothingStored(page, context, 'leaving the page for another one');
    expect(await page.evaluate((key) => sessionStorage.getItem(key), SCROLL_POSITIONS)).not.toBeNull();
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test('after sending the contact form as a plain post', async ({ page, context }) => {
      await page.goto('/en/kontakt');
      const form = page.locator('#formular');
      await form.locator('[name="name"]').fill(`Guest ${Date.now()}`);
      await form.locator('[name="email"]').fill('guest@example.com');
      await form.locator('[name="message"]').fill('Hello, is there a table for four on Saturday?');
      await form.getByRole('checkbox').check();
      await form.getByRole('button', { name: 'Send message' }).click();
      await expect(page).toHaveURL(/\/en\/kontakt\?odeslano=1#formular$/);
      await expect(page.getByText('Successfully sent')).toBeVisible();
      expect(await context.cookies()).toEqual([]);
    });
  });
});

test.describe('the privacy notice', () => {
  test('is reached from the footer, and the language toggle leads to the notice in the other language and back', async ({
    page,
  }) => {
    await openHydrated(page, '/galerie');
    await page.locator('footer').getByRole('link', { name: 'Ochrana osobních údajů' }).click();
    await expect(page).toHaveURL('/ochrana-osobnich-udaju');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ochrana osobních údajů');
    await expect(page).toHaveTitle('Ochrana osobních údajů | Restaurace Ballon');

    await page.getByRole('link', { name: /^EN/ }).click();
    await expect(page).toHaveURL('/en/ochrana-osobnich-udaju');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy Notice');
    await expect(page.getByRole('heading', { level: 2, name: 'Your rights' })).toBeVisible();
    // What the owners' admin keeps of them, and its one cookie, which visitors never get.
    await expect(page.getByRole('heading', { level: 2, name: "The site's admin area" })).toBeVisible();
    await expect(page.getByText('sets no cookies for its visitors')).toBeVisible();

    await page.getByRole('link', { name: /^CZ/ }).click();
    await expect(page).toHaveURL('/ochrana-osobnich-udaju');
    await expect(page.getByRole('heading', { level: 2, name: 'Vaše práva' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Správa webu' })).toBeVisible();
  });

  test('opens from the English footer on a page loaded directly', async ({ page }) => {
    await openHydrated(page, '/en/napojovy-listek');
    await page.locator('footer').getByRole('link', { name: 'Privacy Notice' }).click();
    await expect(page).toHaveURL('/en/ochrana-osobnich-udaju');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Privacy Notice');
  });

  for (const { url, form, link, heading } of [
    {
      url: '/kontakt',
      form: '#formular',
      link: 'Ochrana osobních údajů (otevře se na nové kartě)',
      heading: 'Ochrana osobních údajů',
    },
    { url: '/en/kontakt', form: '#formular', link: 'Privacy Notice (opens in a new tab)', heading: 'Privacy Notice' },
    {
      url: '/konferencni-prostory-salonek',
      form: '#inquiry-form',
      link: 'Ochrana osobních údajů (otevře se na nové kartě)',
      heading: 'Ochrana osobních údajů',
    },
    {
      url: '/en/konferencni-prostory-salonek',
      form: '#inquiry-form',
      link: 'Privacy Notice (opens in a new tab)',
      heading: 'Privacy Notice',
    },
  ]) {
    test(`${url}: the form links it beside the submit button, in a new tab, keeping what was typed`, async ({
      page,
      context,
    }) => {
      await openHydrated(page, url);
      const section = page.locator(form);
      const name = section.locator('input[name="name"]');
      await name.fill('Jana Dvořáková');
      const privacyLink = section.getByRole('link', { name: link });
      // Right before the button, in the same form.
      await expect(section.locator('form .enquiry-form__privacy + button[type="submit"]')).toHaveCount(1);
      const [tab] = await Promise.all([context.waitForEvent('page'), privacyLink.click()]);
      await tab.waitForLoadState();
      expect(new URL(tab.url()).pathname).toBe(localizePath(pagePaths.privacy, url.startsWith('/en') ? 'en' : 'cs'));
      await expect(tab.getByRole('heading', { level: 1 })).toHaveText(heading);
      await tab.close();
      await expect(name).toHaveValue('Jana Dvořáková');
    });
  }
});
