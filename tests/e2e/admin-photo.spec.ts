import { signedIn as test, smallJpeg } from './admin-support';
import { expect, openHydrated } from './fixtures';

// The refused upload's 415, which the browser logs.
test.use({ allowConsole: [/^Failed to load resource: the server responded with a status of 415\b/] });

const alt = { cs: 'Zahrada za restaurací v létě', en: 'The garden behind the restaurant in summer' };

/**
 * A photo from the owner's phone. Uploaded (a real JPEG; the server sniffs the
 * bytes, strips the metadata and stores it under a generated name), placed at the end of
 * a gallery section with its description in both languages, saved: the public gallery
 * shows it (in both languages) once the photo pipeline has made its variants. A refused
 * upload on the way replaces the last success with its error and what to do.
 */
test('upload a photo, describe it in both languages, place it in the lounge: the public gallery shows it', async ({
  page,
}) => {
  // The photo pipeline encodes its variants one photo at a time, a core left to the site: on a busy machine that takes a while (a bound for a hang only).
  test.setTimeout(180_000);
  await openHydrated(page, '/galerie');
  const lounge = page.locator('#gallery-lounge + p + ul > li');
  const before = await lounge.count();
  expect(before).toBeGreaterThan(0);

  await page.goto('/admin/photos');
  await expect(page.getByRole('heading', { level: 1, name: 'Fotografie' })).toBeVisible();
  // The file input takes what a phone's camera gives; the server decides by the bytes.
  const input = page.locator('#photo-upload');
  await expect(input).toHaveAttribute('accept', 'image/jpeg,image/png,image/webp,image/avif');
  await input.setInputFiles({ name: 'IMG_0001.jpg', mimeType: 'image/jpeg', buffer: await smallJpeg() });
  // (The owner is told it is uploaded, never the file's name.)
  const uploaded = page.getByRole('status').filter({ hasText: 'Fotografie je nahraná. Vyberte' });
  await expect(uploaded).toBeVisible();
  await expect(page.getByRole('button', { name: /^Umístit do galerie/ })).toHaveCount(3);

  // A refused one (a text file with a photo's name: the server reads the bytes, 415) replaces that
  // success with its error and what to do; nothing offers to place the earlier photo any more.
  await input.setInputFiles({ name: 'IMG_0002.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('not a photo\n') });
  const refused = page.getByRole('region', { name: 'Nahrát novou fotografii' }).getByRole('alert');
  await expect(refused).toContainText('Vyberte fotografii z galerie telefonu');
  await expect(page.getByRole('status').filter({ hasText: 'nahraná' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Umístit do galerie/ })).toHaveCount(0);
  await expect(refused).toContainText('Fotografie nebyla nahraná.');

  // Chosen again, the photo is taken: the error goes.
  await input.setInputFiles({ name: 'IMG_0001.jpg', mimeType: 'image/jpeg', buffer: await smallJpeg() });
  await expect(uploaded).toBeVisible();
  await expect(refused).toHaveCount(0);

  await page.getByRole('button', { name: 'Umístit do galerie: Salonek' }).click();
  const section = page.getByRole('group', { name: 'Salonek', exact: true });
  const item = section.getByRole('listitem').last();
  // The new photo, named by its description once written; its file stays in the form unseen.
  const file = await item.locator('input[type="hidden"][name$=".file"]').inputValue();
  expect(file).toMatch(/^upload-\d{8}-[0-9a-f]{10}\.jpg$/);
  await expect(item.getByText('Fotografie zatím bez popisu')).toBeVisible();
  const description = item.getByRole('group', { name: 'Popis pro nevidomé (povinný)' });
  await description.getByRole('textbox', { name: 'Česky' }).fill(alt.cs);
  await description.getByRole('textbox', { name: 'Anglicky' }).fill(alt.en);
  await page.getByRole('button', { name: 'Uložit', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Uloženo.' }).first()).toBeVisible();

  // Live, once its variants are made: one more photo in the lounge, the new one last, described.
  const id = file.replace(/\.jpg$/, '');
  for (const [url, text] of [
    ['/galerie', alt.cs],
    ['/en/galerie', alt.en],
  ] as const) {
    await expect(async () => {
      await openHydrated(page, url);
      await expect(lounge).toHaveCount(before + 1, { timeout: 1000 });
    }).toPass({ timeout: 150_000 });
    const added = lounge.last().locator(`[data-photo-id="${id}"]`);
    // (The site's typography puts a no-break space after "v".)
    await expect(added.locator('img')).toHaveAttribute('alt', new RegExp(`^${text.replaceAll(' ', '\\s')}$`));
    // Its picture is served (the pipeline's variant, not the upload itself).
    const src = (await added.locator('img').getAttribute('src')) ?? '';
    expect(src).toMatch(new RegExp(`^/assets/photos/${id}-\\d+w\\.[0-9a-f]+\\.(?:jpg|webp|avif)$`));
    expect((await page.request.get(src)).status()).toBe(200);
  }
});
