/**
 * The lunch menu by e-mail in the browser, on the production build: the subscribe card's plain
 * form on /denni-menu, the confirmation e-mail the server delivered (its .eml under DATA_DIR, as
 * the forms' specs read theirs: outbox-mail.ts), the confirmation link's page and its button, and
 * the unsubscribe page. With JavaScript in Czech the whole way, after the card's axe at a phone's
 * width (axe runs in the page: it needs JavaScript; the card's markup is the same without it);
 * without JavaScript in English up to the confirmation.
 */
import type { Page } from '@playwright/test';
import { readBodies } from '../support/mime';
import { axeViolations } from './axe';
import { expect, openHydrated, testOnOnePage as test } from './fixtures';
import { mailContaining } from './outbox-mail';

const unique = (prefix: string) => `${prefix}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.cz`;

/** The confirmation link of the e-mail delivered to `address` (its path and query: the site is the one under test). */
async function confirmationLink(address: string): Promise<string> {
  let raw: string | undefined;
  await expect.poll(async () => (raw = await mailContaining(address)), { timeout: 15_000 }).toBeTruthy();
  const match = /https?:\/\/[^\s"]+\/odber\/potvrzeni\?t=[\w.-]+/.exec(readBodies(raw!).text);
  expect(match, 'a confirmation link in the e-mail').not.toBeNull();
  const url = new URL(match![0]);
  return `${url.pathname}${url.search}`;
}

async function subscribe(page: Page, words: { email: string; consent: string; submit: string }, address: string) {
  const card = page.locator('#odber');
  await card.getByLabel(words.email).fill(address);
  await card.getByLabel(words.consent).check();
  await card.getByRole('button', { name: words.submit }).click();
}

// A phone's width: the card's fields and buttons as most guests see them.
test.use({ viewport: { width: 390, height: 844 } });

test('cs with JavaScript: the card passes axe at 390 px; subscribe, confirm by the e-mail’s link and its button, then unsubscribe by its page', async ({
  page,
}) => {
  const address = unique('odber-cs');
  await openHydrated(page, '/denni-menu');
  await page.locator('#odber').scrollIntoViewIfNeeded();
  expect(await axeViolations(page)).toEqual([]);
  // Each radio with its label, the consent with its label, and the privacy link: 44 px tall to tap.
  const card = page.locator('#odber');
  for (const target of [
    card.locator('label[for="odber-lang-cs"]'),
    card.locator('label[for="odber-lang-en"]'),
    card.locator('label[for="odber-consent"]'),
    card.locator('.subscribe-card__privacy a'),
  ])
    expect((await target.boundingBox())!.height).toBeGreaterThanOrEqual(44);
  await subscribe(
    page,
    {
      email: 'Váš e-mail',
      consent: 'Chci každý všední den dostávat polední menu e-mailem',
      submit: 'Přihlásit se k odběru',
    },
    address,
  );
  await expect(page).toHaveURL(/\/denni-menu\/odber$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Zkontrolujte svou e-mailovou schránku');

  await page.goto(await confirmationLink(address));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Potvrzení odběru');
  await page.getByRole('button', { name: 'Potvrdit odběr' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Odběr je potvrzený');
  // The link opened again says so, asks nothing, and links the way out.
  await page.goto(await confirmationLink(address));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Odběr už je potvrzený');
  await expect(page.getByRole('button')).toHaveCount(0);

  await page.getByRole('link', { name: 'Chcete odběr zrušit? Odhlásit odběr' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Odhlášení odběru');
  await page.getByRole('button', { name: 'Odhlásit odběr' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Odběr je odhlášený');
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('en: the form’s language is the page’s; subscribe and confirm by the e-mail’s link', async ({ page }) => {
    const address = unique('odber-en');
    // At 1440 px, beside the subscribe card: the intro card keeps its own height (no stretched blank), tops aligned.
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/en/denni-menu');
    const card = page.locator('#odber');
    await card.scrollIntoViewIfNeeded();
    const intro = (await page.locator('section[aria-labelledby="daily-intro-title"]').boundingBox())!;
    const form = (await card.boundingBox())!;
    expect(Math.abs(intro.y - form.y)).toBeLessThan(1);
    expect(intro.height).toBeLessThan(form.height / 2);
    await expect(card.getByLabel('Czech')).not.toBeChecked();
    await expect(card.getByLabel('English')).toBeChecked();
    await subscribe(
      page,
      { email: 'Your email', consent: 'Send me the lunch menu by email every weekday', submit: 'Subscribe' },
      address,
    );
    await expect(page).toHaveURL(/\/en\/denni-menu\/odber$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Check your inbox');

    const link = await confirmationLink(address);
    expect(link).toMatch(/^\/en\/denni-menu\/odber\/potvrzeni\?t=/);
    await page.goto(link);
    await page.getByRole('button', { name: 'Confirm subscription' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Subscription confirmed');
  });
});
