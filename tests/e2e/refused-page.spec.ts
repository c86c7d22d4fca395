import { expect, testOnOnePage as test } from './fixtures';

/**
 * A form post refused before it reaches the form (here: from another site's page) and
 * a request a page does not take (405) get a page of their own, outside the app: it
 * must still look like ours on a phone, with a link to tap, and break no policy.
 */
test.describe('the refused post page on a phone', () => {
  test.use({
    viewport: { width: 390, height: 844 },
    allowConsole: [/Failed to load resource: the server responded with a status of (403|405)/],
  });

  for (const [lang, path, title, anchor] of [
    ['cs', '/kontakt', 'Formulář se nepodařilo přijmout', '#formular'],
    ['en', '/en/konferencni-prostory-salonek', 'The form could not be accepted', '#inquiry-form'],
  ] as const) {
    test(`${lang}: someone else's form posted to ${path} lands on a styled page with a link to our form`, async ({
      page,
      baseURL,
    }) => {
      const violations: string[] = [];
      page.on(
        'console',
        (message) => message.text().includes('Content Security Policy') && violations.push(message.text()),
      );
      await page.setContent(
        `<form method="post" action="${baseURL}${path}"><input name="name" value="Jana"><button>Send</button></form>`,
      );
      await Promise.all([page.waitForURL(`${baseURL}${path}`), page.getByRole('button').click()]);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
      const link = page.getByRole('link');
      await expect(link).toHaveAttribute('href', `${path}${anchor}`);
      // The page's own stylesheet applied: a tap target, not a 17 px text link.
      await expect.poll(async () => (await link.boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(44);
      expect(violations).toEqual([]);
    });
  }

  test('a form posted to a page that takes none gets a styled 405 page with a link to that page', async ({
    page,
    baseURL,
  }) => {
    await page.setContent(
      `<form method="post" action="${baseURL}/en/galerie"><input name="a" value="b"><button>Send</button></form>`,
    );
    await Promise.all([page.waitForURL(`${baseURL}/en/galerie`), page.getByRole('button').click()]);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('This page can only be viewed');
    const link = page.getByRole('link');
    await expect(link).toHaveAttribute('href', '/en/galerie');
    await expect.poll(async () => (await link.boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(44);
  });
});
