import type { Locator, Page } from '@playwright/test';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { adminCli, addVirtualAuthenticator, smallJpeg } from '../e2e/admin-support';
import { expect, openHydrated, test } from '../e2e/fixtures';

/**
 * The screenshots of docs/content.md's "The owner's admin, step by step": the owner's path
 * on a phone (390 px), on a fresh server with the sample content (playwright.docs.config.ts,
 * `npm run docs:screenshots`). Every step waits for the state it photographs; the console
 * guard holds as in the browser tests. Each picture is under 150 KB.
 */
const imageDir = path.resolve(import.meta.dirname, '..', '..', 'docs', 'images', 'admin');
const MAX_BYTES = 150 * 1024;

/** A screen of the admin as a palette PNG (sharp text, few colours); one with photos on it as WebP. */
async function save(name: string, png: Buffer, format: 'png' | 'webp'): Promise<void> {
  const image = sharp(png);
  const compact = await (format === 'png' ? image.png({ palette: true, quality: 80, compressionLevel: 9, effort: 10 }) : image.webp({ quality: 70, effort: 6 })).toBuffer();
  expect(compact.length, `${name}.${format} under ${MAX_BYTES} bytes`).toBeLessThan(MAX_BYTES);
  await writeFile(path.join(imageDir, `${name}.${format}`), compact);
}

/** What the phone's screen shows now, down to the end of the page's content (or one element of it). */
async function shot(page: Page, name: string, { element, format = 'png' }: { element?: Locator; format?: 'png' | 'webp' } = {}): Promise<void> {
  const options = { animations: 'disabled', caret: 'hide' } as const;
  if (element) return save(name, await element.screenshot(options), format);
  const viewport = page.viewportSize() ?? { width: 390, height: 844 };
  // A short page (the invitation, the sign-in) ends above the screen's bottom: no empty half picture.
  const end = await page.evaluate(() => Math.ceil((document.querySelector('main') ?? document.body).getBoundingClientRect().bottom) + 24);
  await save(name, await page.screenshot({ ...options, clip: { x: 0, y: 0, width: viewport.width, height: Math.min(viewport.height, Math.max(end, 200)) } }), format);
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

test('the owner’s path: invitation, passkey, checklist, today’s lunch, closed today, history, a photo, signing in again, inbox, a menu', async ({ page }) => {
  const email = 'majitel@example.cz';

  await test.step('the first owner is invited from the command line', async () => {
    const { stdout, stderr } = await adminCli('invite', email);
    // The terminal as the operator sees it: the command, the link (stdout) and the note (stderr).
    await page.setContent(
      `<body style="margin:0;background:#1e1e1e;color:#e6e6e6;font:13px/1.5 ui-monospace,monospace">
        <pre style="margin:0;padding:16px;white-space:pre-wrap;word-break:break-all"><span style="color:#8ae234">$</span> npm run admin -- invite ${escapeHtml(email)}\n${escapeHtml(stdout.trim())}\n<span style="color:#aaa">${escapeHtml(stderr.trim())}</span></pre></body>`,
    );
    await shot(page, 'invite-cli', { element: page.locator('pre') });
    await addVirtualAuthenticator(page);
    await page.goto(stdout.trim());
    await expect(page.getByRole('button', { name: 'Vytvořit přístupový klíč' })).toBeVisible();
    await shot(page, 'invitation');
  });

  await test.step('one tap creates the passkey, and the owner is signed in', async () => {
    await page.getByRole('button', { name: 'Vytvořit přístupový klíč' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'přístupový klíč je vytvořen' })).toBeVisible();
    await shot(page, 'passkey-created');
  });

  await test.step('the first screen: today, and the launch checklist', async () => {
    await page.getByRole('link', { name: 'Pokračovat do správy' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Před spuštěním zbývá' })).toBeVisible();
    // By page, folded: the contact page's items opened.
    await page.locator('.admin-checklist-group > summary').filter({ hasText: 'Kontakt' }).click();
    await expect(page.locator('.admin-checklist-group[open] li').first()).toBeVisible();
    await shot(page, 'home-checklist');
  });

  await test.step('today\'s lunch: a coming day copied from the last published one, a price changed, published', async () => {
    const card = page.getByRole('region', { name: 'Dnešní menu' });
    await expect(card.getByRole('link').first()).toBeVisible();
    await shot(page, 'lunch-card', { element: card });
    await card.getByRole('navigation').getByRole('link').filter({ hasText: 'Zatím nic' }).first().click();
    await page.getByRole('button', { name: /^Zkopírovat poslední zveřejněný den/ }).click();
    // A copied soup renamed: marked for its allergens, which open beside it; said right, the mark goes.
    const soup = page.locator('section[aria-labelledby="lunch-soups-title"] .admin-lunch-dish').first();
    await soup.getByRole('textbox', { name: 'Název česky' }).fill('Frankfurtská polévka');
    await soup.getByRole('textbox', { name: 'Název anglicky' }).fill('Frankfurter soup');
    await expect(soup.getByText('Zkontrolujte alergeny.')).toBeVisible();
    await shot(page, 'lunch-check', { element: soup });
    await soup.getByRole('button', { name: /^Alergeny a dieta jsou správně/ }).click();
    await expect(soup.getByText('Zkontrolujte alergeny.')).toHaveCount(0);
    const main = page.locator('section[aria-labelledby="lunch-mains-title"] .admin-lunch-dish').first();
    const price = main.getByRole('textbox', { name: 'Cena (Kč)' });
    await price.fill(String(Number(await price.inputValue()) + 10));
    await page.getByRole('heading', { level: 3, name: 'Hlavní jídla' }).evaluate((heading) => heading.scrollIntoView({ block: 'start' }));
    await shot(page, 'lunch-editor');
    await page.getByRole('button', { name: 'Zveřejnit', exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Zveřejněno. Hosté menu uvidí na webu' })).toBeVisible();
    await shot(page, 'lunch-published', { element: page.locator('.admin-savebar') });
    await shot(page, 'lunch-week', { element: page.locator('.admin-lunch-week') });
    await page.goto('/admin');
  });

  await test.step('"Closed today", with a reason in both languages', async () => {
    await page.getByRole('button', { name: 'Dnes zavřeno', exact: true }).click();
    await page.getByLabel('Důvod česky').fill('Technická porucha');
    await page.getByLabel('Důvod anglicky').fill('Technical fault');
    // (Below "Dnešní menu": the card at the top of the screen.)
    await page.getByRole('heading', { level: 2, name: 'Dnes' }).evaluate((heading) => heading.scrollIntoView({ block: 'start' }));
    await shot(page, 'closed-today-form');
    await page.getByRole('button', { name: 'Potvrdit: dnes zavřeno' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Web hostům ukazuje dnešní výjimku.' })).toBeVisible();
    // What guests see a moment later (the footer's opening hours on every page).
    await expect(async () => {
      await openHydrated(page, '/');
      await expect(page.locator('.opening-hours__status').first()).toHaveText(/^Dnes\szavřeno\s–\sTechnická\sporucha$/, { timeout: 1000 });
    }).toPass({ timeout: 30_000 });
    await shot(page, 'closed-today-public', { element: page.locator('.opening-hours').first() });
  });

  await test.step('the history of the hours: restore the previous version', async () => {
    await page.goto('/admin/history/hours');
    const versions = page.locator('.admin-versions > li');
    await expect(versions).toHaveCount(2);
    // "Obnovit" asks first, saying in words what restoring would change.
    await versions.nth(1).getByRole('button', { name: 'Obnovit tuto verzi' }).click();
    await expect(versions.nth(1).locator('.admin-changes li').first()).toBeVisible();
    await versions.nth(1).getByRole('region', { name: 'Obnovit tuto verzi?' }).scrollIntoViewIfNeeded();
    await shot(page, 'history');
    await versions.nth(1).getByRole('button', { name: 'Ano, obnovit' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Obnoveno.' })).toBeVisible();
  });

  await test.step('a photo: added to a gallery section, described, saved', async () => {
    await page.goto('/admin/photos');
    const section = page.getByRole('region', { name: /^Salonek/ });
    await section.scrollIntoViewIfNeeded();
    await expect(section.locator('.admin-photo-tile img').first()).toBeVisible();
    await shot(page, 'photo-library');
    await section.locator('input[type="file"]').setInputFiles({ name: 'IMG_2041.jpg', mimeType: 'image/jpeg', buffer: await smallJpeg() });
    const detail = section.locator('.admin-photo-detail');
    const description = detail.getByRole('group', { name: 'Popis pro nevidomé (povinný)' });
    await expect(description.getByRole('textbox', { name: 'Česky' })).toBeFocused();
    await description.getByRole('textbox', { name: 'Česky' }).fill('Zahrada za restaurací v létě');
    await description.getByRole('textbox', { name: 'Anglicky' }).fill('The garden behind the restaurant in summer');
    await detail.scrollIntoViewIfNeeded();
    await shot(page, 'photo-placed');
    await page.getByRole('button', { name: 'Uložit', exact: true }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Uloženo.' }).first()).toBeVisible();
    const lounge = page.locator('#gallery-lounge + p + ul > li');
    await expect(async () => {
      await openHydrated(page, '/galerie');
      await expect(lounge.last().locator('[data-photo-id^="upload-"] img')).toBeVisible({ timeout: 1000 });
    }).toPass({ timeout: 180_000 });
    await lounge.last().scrollIntoViewIfNeeded();
    await shot(page, 'photo-in-gallery', { format: 'webp' });
  });

  await test.step('next time: sign in with the passkey', async () => {
    await page.goto('/admin');
    await page.getByRole('button', { name: 'Odhlásit se' }).click();
    await expect(page.getByRole('button', { name: 'Přihlásit se přístupovým klíčem' })).toBeVisible();
    await shot(page, 'sign-in');
    await page.getByRole('button', { name: 'Přihlásit se přístupovým klíčem' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Přehled' })).toBeVisible();
  });

  await test.step('the inbox', async () => {
    await openHydrated(page, '/kontakt');
    const form = page.locator('#formular');
    await form.getByLabel('Jméno a příjmení').fill('Jana Nováková');
    await form.getByLabel('E-mail').fill('jana.novakova@example.com');
    await form.getByLabel('Předmět').fill('Oslava narozenin v salonku');
    await form.getByLabel('Zpráva').fill('Dobrý den, chtěli bychom v sobotu 12. prosince salonek pro 20 lidí. Děkuji, Jana');
    await form.getByRole('checkbox').check();
    await form.getByRole('button', { name: 'Odeslat zprávu' }).click();
    await expect(form.getByRole('status').filter({ hasText: /Děkujeme/ }).first()).toBeVisible();
    await page.goto('/admin/inbox');
    await expect(page.getByText('Oslava narozenin v salonku')).toBeVisible();
    await shot(page, 'inbox');
  });

  await test.step('a menu as a menu: folded sections, a drink found and opened', async () => {
    await page.goto('/admin/content/drinks');
    const menu = page.locator('.admin-menu');
    await expect(menu.getByRole('searchbox', { name: 'Hledat v lístku' })).toBeVisible();
    await shot(page, 'menu-folded', { element: menu });
    await menu.getByRole('searchbox').fill('lezak');
    await menu.getByRole('button', { name: /^Točený prémiový ležák/ }).click();
    const drink = menu.locator('.admin-menu-dish').filter({ has: page.getByRole('group', { name: 'Točený prémiový ležák' }) });
    await expect(drink.getByRole('checkbox', { name: '1 Lepek' })).toBeChecked();
    await shot(page, 'menu-dish', { element: drink });
  });
});
