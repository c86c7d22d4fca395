import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { inTheWalksOtherLanguages, signedIn as test, smallJpeg } from './admin-support';
import { expect, openHydrated } from './fixtures';
import { axeViolations } from './axe';
import { ownerSteps } from './owner-steps';

/**
 * The photos as a library, on a phone: each gallery section's photos as thumbnails (the site's
 * smallest variant), marked when still a sample; a photo from the phone added to a section with
 * both descriptions in a few taps, and the public gallery shows it; a refused upload said in
 * words; moved by its buttons and by dragging its handle; removed and put back.
 */
test.use({
  viewport: { width: 390, height: 844 },
  // The refused upload's 415, which the browser logs.
  allowConsole: [/^Failed to load resource: the server responded with a status of 415\b/],
});
// One after another: the tests here save photos.yaml, and each expects what it saved.
test.describe.configure({ mode: 'default' });

interface GalleryPhoto {
  file: string;
  alt: { cs: string; en: string };
}

async function gallery(request: APIRequestContext): Promise<Record<string, GalleryPhoto[]>> {
  return (
    (await (await request.get('/admin/api/content/photos')).json()) as {
      data: { gallery: Record<string, GalleryPhoto[]> };
    }
  ).data.gallery;
}

const lounge = (page: Page) => page.getByRole('region', { name: /^Salonek/ });
/** A section's own announcements (what was added or moved). */
const said = (section: Locator) => section.locator(':scope > .admin-status');
const saveButton = (page: Page) => page.getByRole('button', { name: 'Uložit', exact: true });
const alt = { cs: 'Zahrada za restaurací v létě', en: 'The garden behind the restaurant in summer' };

test('every gallery photo is a thumbnail of the site’s smallest variant, samples marked', async ({ page }) => {
  await page.goto('/admin/photos');
  const photos = await gallery(page.request);
  const tiles = lounge(page).locator('.admin-photo-tile img');
  await expect(tiles).toHaveCount(photos.lounge!.length);
  // Each the smallest JPEG the site made of it, and loaded.
  const id = photos.lounge![0]!.file.replace(/\.jpg$/, '').replace('/', '-');
  await expect(tiles.first()).toHaveAttribute('src', new RegExp(`^/assets/photos/${id}-480w\\.[0-9a-f]{10}\\.jpg$`));
  await tiles.first().scrollIntoViewIfNeeded();
  await expect
    .poll(() => tiles.first().evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBe(480);
  // The shipped placeholders are marked as samples; the tile is named by its description (as the site sets it: "tvaru\u00a0U").
  const tile = lounge(page).locator('.admin-photo-tile[aria-label]').first();
  await expect(tile).toHaveAccessibleName(/^Upravit fotografii: Avion\sLounge s projekčním/);
  await expect(tile).toContainText('Ukázka');
  // Opened: where it is used, and that it is a sample, in words.
  await tile.click();
  const detail = lounge(page).locator('.admin-photo-detail');
  await expect(detail).toHaveAccessibleName(/^Avion\sLounge s projekčním/);
  await expect(detail).toContainText('Ukázková fotografie: nahraďte ji vlastní.');
  await expect(detail.getByRole('listitem')).toContainText(['Galerie: Salonek']);
});

test('a photo from the phone into the lounge with both descriptions in three taps; the public gallery shows it', async ({
  page,
}) => {
  // The photo pipeline makes the variants one at a time, a core left to the site: on a busy machine that takes a while (a bound for a hang only).
  test.setTimeout(180_000);
  await openHydrated(page, '/galerie');
  const publicLounge = page.locator('#gallery-lounge + p + ul > li');
  const before = await publicLounge.count();
  await page.goto('/admin/photos');
  const section = lounge(page);
  const input = section.locator('input[type="file"]');
  // The file input takes what a phone's camera gives; the server decides by the bytes.
  await expect(input).toHaveAttribute('accept', 'image/jpeg,image/png,image/webp,image/avif');

  // A refused one first (a text file with a photo's name: the server reads the bytes, 415): said, nothing added.
  await input.setInputFiles({ name: 'IMG_0002.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('not a photo\n') });
  await expect(section.getByRole('alert')).toContainText('Fotografie nebyla nahraná.');
  await expect(section.getByRole('alert')).toContainText('Vyberte fotografii z galerie telefonu');
  await expect(section.locator('.admin-photo-item')).toHaveCount(before + 1);

  const steps = ownerSteps();
  await steps.pick('a photo for the lounge', input, {
    name: 'IMG_0001.jpg',
    mimeType: 'image/jpeg',
    buffer: await smallJpeg(),
  });
  await expect(said(section)).toHaveText(
    'Fotografie je přidaná na konec části „Salonek“. Popište ji oběma jazyky a uložte.',
  );
  await expect(section.getByRole('alert')).toHaveCount(0);
  const added = section.locator('.admin-photo-item').nth(before);
  // Shown from the phone's file until saved, marked so.
  await expect(added).toContainText('Neuloženo');
  await expect(added.locator('img')).toHaveAttribute('src', /^blob:/);
  // Its description in the admin's language has the focus: typed, then the English one.
  const detail = section.locator('.admin-photo-detail');
  const description = detail.getByRole('group', { name: 'Popis pro nevidomé (povinný)' });
  await steps.type(description.getByRole('textbox', { name: 'Česky' }), alt.cs);
  await steps.fill('the English description', description.getByRole('textbox', { name: 'Anglicky' }), alt.en);
  await steps.tap('"Uložit"', saveButton(page));
  await expect(page.getByRole('status').filter({ hasText: 'Uloženo.' }).first()).toBeVisible();
  expect(steps.steps.length, steps.steps.join(', ')).toBeLessThanOrEqual(6);

  const file = (await gallery(page.request)).lounge!.at(-1)!.file;
  expect(file).toMatch(/^upload-\d{8}-[0-9a-f]{10}\.jpg$/);
  const id = file.replace(/\.jpg$/, '');
  // Once the site has made it, the tile shows the site's own smallest variant, no longer marked.
  await expect(added.locator('img')).toHaveAttribute('src', new RegExp(`^/assets/photos/${id}-\\d+w\\.`), {
    timeout: 150_000,
  });
  await expect(added).not.toContainText('Neuloženo');

  for (const [url, text] of [
    ['/galerie', alt.cs],
    ['/en/galerie', alt.en],
  ] as const) {
    await expect(async () => {
      await openHydrated(page, url);
      await expect(publicLounge).toHaveCount(before + 1, { timeout: 1000 });
    }).toPass({ timeout: 150_000 });
    const shown = publicLounge.last().locator(`[data-photo-id="${id}"]`);
    // (The site's typography puts a no-break space after "v".)
    await expect(shown.locator('img')).toHaveAttribute('alt', new RegExp(`^${text.replaceAll(' ', '\\s')}$`));
    const src = (await shown.locator('img').getAttribute('src')) ?? '';
    expect(src).toMatch(new RegExp(`^/assets/photos/${id}-\\d+w\\.[0-9a-f]+\\.(?:jpg|webp|avif)$`));
    expect((await page.request.get(src)).status()).toBe(200);
  }
});

test('moved by its buttons and by dragging its handle, removed and put back: the saved order is the one shown', async ({
  page,
}) => {
  await page.goto('/admin/photos');
  const start = (await gallery(page.request)).cafe!.map((photo) => photo.file);
  const section = page.getByRole('region', { name: /^Kavárna/ });
  const tiles = section.locator('.admin-photo-tile[aria-label]');
  const shownOrder = async () =>
    await tiles.evaluateAll((buttons) => buttons.map((button) => button.getAttribute('aria-label')));
  await expect(tiles).toHaveCount(start.length);
  const first = await shownOrder();

  // The first photo, one place later with its button: the focus stays on that button.
  await tiles.first().click();
  await section.getByRole('button', { name: 'Posunout dál' }).click();
  await expect(section.getByRole('button', { name: 'Posunout dál' })).toBeFocused();
  await expect(said(section)).toContainText('2. místo z');
  expect(await shownOrder()).toEqual([first[1], first[0], ...first.slice(2)]);

  // The third photo dragged by its handle onto the first place (the open photo closed first).
  await section.getByRole('button', { name: 'Hotovo' }).click();
  await section.scrollIntoViewIfNeeded();
  const handle = section.locator('.admin-photo-handle').nth(2);
  const target = await tiles.first().boundingBox();
  const from = await handle.boundingBox();
  await page.mouse.move(from!.x + from!.width / 2, from!.y + from!.height / 2);
  await page.mouse.down();
  await page.mouse.move(target!.x + target!.width / 2, target!.y + target!.height / 2, { steps: 8 });
  await page.mouse.up();
  expect(await shownOrder()).toEqual([first[2], first[1], first[0], ...first.slice(3)]);

  // Removed, then put back where it was.
  await tiles.nth(1).click();
  await section.getByRole('button', { name: 'Odebrat z galerie' }).click();
  await expect(tiles).toHaveCount(first.length - 1);
  await section.getByRole('button', { name: 'Vrátit zpět' }).click();
  expect(await shownOrder()).toEqual([first[2], first[1], first[0], ...first.slice(3)]);

  await saveButton(page).click();
  await expect(page.getByRole('status').filter({ hasText: 'Uloženo.' }).first()).toBeVisible();
  expect((await gallery(page.request)).cafe!.map((photo) => photo.file)).toEqual([
    start[2],
    start[1],
    start[0],
    ...start.slice(3),
  ]);
});

test('the photo library has no axe violations, in the languages the walk does not check it in', async ({ page }) => {
  await inTheWalksOtherLanguages(page, async (width, lang) => {
    await page.goto('/admin/photos');
    await page.locator('.admin-photo-tile[aria-label]').first().click();
    await expect(page.locator('.admin-photo-detail')).toBeVisible();
    expect(await axeViolations(page), `at ${width} px in ${lang}`).toEqual([]);
  });
});

test('a photo a share picture names: its removal is refused beforehand in words; replaced, the share picture follows', async ({
  page,
}) => {
  await page.goto('/admin/photos');
  const start = (
    (await (await page.request.get('/admin/api/content/photos')).json()) as {
      data: { share: Record<string, string>; gallery: Record<string, GalleryPhoto[]> };
    }
  ).data;
  const shared = start.share.foodMenu!;
  const index = start.gallery.restaurant!.findIndex((photo) => photo.file === shared);
  expect(index).toBeGreaterThanOrEqual(0);
  const section = page.getByRole('region', { name: /^Restaurace/ });
  await section.locator('.admin-photo-tile[aria-label]').nth(index).click();
  const detail = section.locator('.admin-photo-detail');
  await expect(detail.getByRole('listitem').filter({ hasText: 'Obrázek pro sdílení: Jídelní lístek' })).toBeVisible();
  // Not removable while the food menu's share picture names it: said before, not by a refused save.
  await expect(detail.getByRole('button', { name: 'Odebrat z galerie' })).toBeDisabled();
  await expect(detail).toContainText('je použitá i mimo galerii');

  await detail
    .locator('input[type="file"]')
    .setInputFiles({ name: 'IMG_0003.jpg', mimeType: 'image/jpeg', buffer: await smallJpeg() });
  await expect(detail.getByRole('status')).toContainText('Fotografie je vyměněná');
  // The description to change next has the focus.
  await expect(
    detail.getByRole('group', { name: 'Popis pro nevidomé (povinný)' }).getByRole('textbox', { name: 'Česky' }),
  ).toBeFocused();
  await saveButton(page).click();
  await expect(page.getByRole('status').filter({ hasText: 'Uloženo.' }).first()).toBeVisible();
  const saved = (
    (await (await page.request.get('/admin/api/content/photos')).json()) as {
      data: { share: Record<string, string>; gallery: Record<string, GalleryPhoto[]> };
    }
  ).data;
  const replacement = saved.gallery.restaurant![index]!.file;
  expect(replacement).toMatch(/^upload-\d{8}-[0-9a-f]{10}\.jpg$/);
  expect(saved.share.foodMenu).toBe(replacement);
});
