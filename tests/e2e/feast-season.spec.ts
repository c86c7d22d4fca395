/**
 * The feast page and the home banner move with the browser's clock: the
 * server renders for its own moment, the page hydrates with that moment (the console
 * guard fails on any mismatch) and then shows the browser's. The browser's clock is
 * put in the content's last edition's banner window, on its days, and just after it
 * (when its menu stays on the page, for reference, without the ordering).
 */
import { contentFiles } from '../../src/content/schema';
import { addDays } from '../../src/content/time';
import { getI18n } from '../../src/i18n';
import type { Lang } from '../../src/lang';
import { lastEdition as edition, noon, yamlOf } from './feast-edition';
import { expect, openHydrated, test } from './fixtures';

const venue = contentFiles.venue.schema.parse(yamlOf(contentFiles.venue.file));
const gooseNumber = venue.phones[venue.phoneFor.feastOrders];

/** A resource's text as a pattern: any run of spaces (the typography's no-break ones too) matches any other. */
function phrase(
  lang: Lang,
  key: string,
  { whole = true, flags = '' } = {},
  values: Record<string, string> = {},
): RegExp {
  const text = (getI18n(lang).t as (key: string, values: Record<string, string>) => string)(key, values);
  const source = text
    .split(/\s+/)
    .map((word) => word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('\\s+');
  return new RegExp(whole ? `^${source}$` : source, flags);
}

/** The title of an edition's menu between editions ("Menu hodů 2025 – pro představu"). */
const pastTitle = (lang: Lang, year: string) => phrase(lang, 'feast.past.title', {}, { year });

for (const lang of ['cs', 'en'] as const) {
  const words = {
    capacity: phrase(lang, 'feast.cta.capacity'),
    ongoing: phrase(lang, 'feast.ongoing'),
    overTitle: phrase(lang, 'feast.over.title'),
  };
  const prefix = lang === 'en' ? '/en' : '';

  test.describe(`the feast on the browser's clock (${lang})`, () => {
    test('in the banner window: the menu, the order button and the urgency; the banner on the home page', async ({
      page,
    }) => {
      await page.clock.setFixedTime(noon(edition.banner.from));
      await openHydrated(page, `${prefix}/svatomartinske-hody`);
      await expect(page.locator('#feast-menu-title')).toBeVisible();
      await expect(page.getByText(words.capacity)).toBeVisible();
      await expect(page.locator('#feast-over-title')).toHaveCount(0);

      await openHydrated(page, prefix || '/');
      const banner = page.locator('.feast-banner');
      await expect(banner).toBeVisible();
      await expect(banner.locator('.feast-banner__call')).toHaveAttribute(
        'href',
        `tel:${gooseNumber.replace(/\s/g, '')}`,
      );
      // The number's label is the server's, for the server's moment (src/content/phone-labels.ts: goose
      // orders named in the season by the server's day, tests/integration/phone-label-season.test.ts), so
      // the banner on the browser's clock gives the number the label the footer gives it: one number, one label.
      const footerLine = page
        .locator('.site-footer li')
        .filter({ has: page.locator(`a[href="tel:${gooseNumber.replace(/\s/g, '')}"]`) });
      const footerLabel = (await footerLine.innerText()).split(':')[0]!.trim();
      expect(footerLabel).not.toBe('');
      await expect(banner.locator('.feast-banner__phone-label')).toHaveText(footerLabel);
    });

    test('on its last day: on now; the next day: over, its menu for reference, no urgency, no banner', async ({
      page,
    }) => {
      await page.clock.setFixedTime(noon(edition.end));
      await openHydrated(page, `${prefix}/svatomartinske-hody`);
      await expect(page.getByText(words.ongoing)).toBeVisible();

      await page.clock.setFixedTime(noon(addDays(edition.end, 1)));
      await openHydrated(page, `${prefix}/svatomartinske-hody`);
      await expect(page.locator('#feast-over-title')).toHaveText(words.overTitle);
      // The edition just over keeps its menu on the page, labelled as that year's; nothing to order.
      await expect(page.locator('#feast-menu-title')).toHaveText(pastTitle(lang, edition.start.slice(0, 4)));
      await expect(page.locator('.feast-menu__group').first()).toBeVisible();
      await expect(page.locator('.feast-cta')).toHaveCount(0);
      await expect(page.getByText(words.capacity)).toHaveCount(0);
      await openHydrated(page, prefix || '/');
      await expect(page.locator('.feast-banner')).toHaveCount(0);
    });
  });
}
