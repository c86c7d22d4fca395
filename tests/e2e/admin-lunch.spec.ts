import type { Page } from '@playwright/test';
import { acceptInvitation, addVirtualAuthenticator, inviteFromCli, ownerEmail, signedIn } from './admin-support';
import { expect, test } from './fixtures';
import { ownerSteps } from './owner-steps';
import { axeViolations } from './axe';
import { dayName } from '../../src/admin/lunch/day-name';
import { copiedDay } from '../../src/admin/lunch/lunch-days';
import { copyTargets } from '../../src/admin/lunch/lunch-week';

/**
 * The owner's daily lunch, on a phone. From the sign-in to a
 * published menu that copies the last published day with one price changed, counting the
 * owner's steps (taps, fills, selects) as the test makes them; then the public
 * /denni-menu of the admin server shows the new price.
 *
 * The day published is the one a guest looks for now: today until lunch is over (the
 * file's serving time), else the next weekday, never a closed day of hours.yaml. The
 * admin server's content is the sample as it is, so that day may already have a menu:
 * the test first takes it out of the file through the content API (the owner has not
 * written it yet), which leaves whatever the file has published before it to be copied.
 */

interface Dish {
  name: { cs: string; en: string };
  price: number;
  [key: string]: unknown;
}
interface Day {
  date: string;
  published: boolean;
  soups?: Dish[];
  mains?: Dish[];
  [key: string]: unknown;
}
interface DailyMenu {
  serving: { from: string; until: string };
  days: Day[];
}

const prague = (now: Date, options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Prague', ...options }).format(now);
const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const weekend = (date: string) => [0, 6].includes(new Date(`${date}T00:00:00Z`).getUTCDay());

/** Today (Prague) while lunch is still to come or being served, else the next weekday; closed days skipped. */
function dayToPublish(menu: DailyMenu, closed: ReadonlySet<string>, now = new Date()): string {
  const today = prague(now, { year: 'numeric', month: '2-digit', day: '2-digit' });
  const clock = prague(now, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
  let date = clock < menu.serving.until ? today : addDays(today, 1);
  while (weekend(date) || closed.has(date)) date = addDays(date, 1);
  return date;
}

async function readFile<T>(page: Page, file: string): Promise<{ version: string; data: T }> {
  const answer = await page.request.get(`/admin/api/content/${file}`);
  expect(answer.status()).toBe(200);
  return (await answer.json()) as { version: string; data: T };
}

/** The public page's main text, on the next load (the content reloads live). */
async function publicText(page: Page, url: string): Promise<string> {
  const response = await page.request.get(url);
  expect(response.status()).toBe(200);
  const html = await response.text();
  const main = /<main[\s\S]*<\/main>/.exec(html)?.[0] ?? html;
  return main
    .replace(/<[^>]+>/g, ' ')
    .replace(/&nbsp;|\u00a0/g, ' ')
    .replace(/\s+/g, ' ');
}

const hasPrice = (text: string, price: number) => new RegExp(`(?:^|\\D)${price}(?:\\D|$)`).test(text);

/**
 * The tests that write the file, one after another in one worker (a save meeting the other's
 * 409 would be a console error of the page): the planned day first, then the counted path.
 */
test.describe("the owner's lunch, saved", () => {
  test.describe.configure({ mode: 'serial' });

  signedIn(
    'a day planned ahead, saved as a draft, published, unpublished: the file says so each time, the other days as they were',
    async ({ page }) => {
      const date = '2031-03-06';
      const others = (await readFile<DailyMenu>(page, 'dailyMenu')).data.days.filter((day) => day.date !== date);
      const dayInFile = async () =>
        (await readFile<DailyMenu>(page, 'dailyMenu')).data.days.find((day) => day.date === date);
      await page.goto(`/admin/lunch/${date}`);
      await page.getByRole('button', { name: 'Přidat polévku' }).click();
      // (A new dish is named as new until it has a name: its card, found by its place.)
      const soup = page.locator('section[aria-labelledby="lunch-soups-title"] .admin-lunch-dish').first();
      await soup.getByRole('textbox', { name: 'Název česky' }).fill('Kulajda');
      await soup.getByRole('textbox', { name: 'Název anglicky' }).fill('Creamy dill soup with mushrooms and egg');
      await soup.getByRole('textbox', { name: 'Cena (Kč)' }).fill('55');
      await soup.getByRole('combobox', { name: 'Jednotka' }).selectOption('litres');
      await soup.getByRole('textbox', { name: 'Množství' }).fill('0,3');
      await soup.locator('summary').click();
      await soup.getByRole('checkbox', { name: '7 Mléko' }).check();
      await soup.getByRole('checkbox', { name: '1 Lepek' }).check();
      await soup.getByRole('checkbox', { name: 'Vegetariánské' }).check();
      await page.getByRole('button', { name: 'Uložit jako koncept' }).click();
      await expect(page.getByRole('status').filter({ hasText: 'Uloženo jako koncept.' })).toBeVisible();
      const soupInFile = {
        name: { cs: 'Kulajda', en: 'Creamy dill soup with mushrooms and egg' },
        price: 55,
        amount: { litres: 0.3 },
        allergens: [1, 7],
        diet: ['vegetarian'],
      };
      expect(await dayInFile()).toEqual({ date, published: false, soups: [soupInFile], mains: [] });

      await page.getByRole('button', { name: 'Zveřejnit', exact: true }).click();
      await expect(page.getByText('Zveřejněno: hosté menu vidí na webu.')).toBeVisible();
      expect(await dayInFile()).toMatchObject({ published: true });
      await page.getByRole('button', { name: 'Stáhnout z webu' }).click();
      await expect(page.getByText('Koncept: hosté ho zatím nevidí.')).toBeVisible();
      expect(await dayInFile()).toEqual({ date, published: false, soups: [soupInFile], mains: [] });
      expect((await readFile<DailyMenu>(page, 'dailyMenu')).data.days.filter((day) => day.date !== date)).toEqual(
        others,
      );
    },
  );

  // (A signedIn test like the others here, so that the whole chain runs in one worker, in order: it
  // signs in anew with an account of its own all the same.)
  signedIn(
    'from the sign-in to a published lunch menu copied from the last published day with one price changed',
    async ({ page }, testInfo) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await addVirtualAuthenticator(page);
      await acceptInvitation(page, await inviteFromCli(ownerEmail('lunch', testInfo.workerIndex)));

      // ── Arranged, not counted: the day has no menu yet, and its new price is on no page yet.
      const origin = new URL(page.url()).origin;
      const hours = await readFile<{ exceptions?: { date: string; closed?: boolean }[] }>(page, 'hours');
      const closed = new Set(
        (hours.data.exceptions ?? []).filter((exception) => exception.closed).map((exception) => exception.date),
      );
      const before = await readFile<DailyMenu>(page, 'dailyMenu');
      const date = dayToPublish(before.data, closed);
      const days = before.data.days.filter((day) => day.date !== date);
      if (days.length !== before.data.days.length) {
        const put = await page.request.put('/admin/api/content/dailyMenu', {
          headers: { Origin: origin, 'If-Match': before.version },
          data: { data: { ...before.data, days } },
        });
        expect(put.status()).toBe(200);
      }
      const source =
        days.filter((day) => day.published && day.date < date).at(-1) ?? days.filter((day) => day.published).at(-1);
      expect(source, 'a published day to copy').toBeDefined();
      const first = source!.mains![0]!;
      const shownBefore = await publicText(page, '/denni-menu');
      let price = first.price + 1;
      while (hasPrice(shownBefore, price)) price += 1;
      await page.context().clearCookies();
      await page.goto('/admin');
      await expect(page.getByRole('heading', { level: 1, name: 'Přihlášení' })).toBeVisible();

      // ── The owner's steps, counted.
      const { steps, tap, fill } = ownerSteps();

      await tap(
        '"Přihlásit se přístupovým klíčem"',
        page.getByRole('button', { name: 'Přihlásit se přístupovým klíčem' }),
      );
      await expect(page.getByRole('heading', { level: 1, name: 'Přehled' })).toBeVisible();
      // "Dnešní menu" comes first on the first screen: above "Dnes" (closed today) and the launch checklist.
      await expect(page.getByRole('heading', { level: 2 }).first()).toHaveText('Dnešní menu');
      const card = page.getByRole('region', { name: 'Dnešní menu' });
      const today = prague(new Date(), { year: 'numeric', month: '2-digit', day: '2-digit' });
      if (date === today) await tap('"Napsat dnešní menu"', card.getByRole('link', { name: 'Napsat dnešní menu' }));
      else await tap(`the day ${date} in "Další dny"`, card.locator(`a[href="/admin/lunch/${date}"]`));
      await expect(page.getByText('Pro tento den zatím menu není.')).toBeVisible();
      await tap(
        '"Zkopírovat poslední zveřejněný den"',
        page.getByRole('button', { name: /^Zkopírovat poslední zveřejněný den/ }),
      );
      const main1 = page.getByRole('group', { name: first.name.cs });
      await expect(main1.getByLabel('Název česky')).toHaveValue(first.name.cs);
      await fill("the first main course's price", main1.getByRole('textbox', { name: 'Cena (Kč)' }), String(price));
      await tap('"Zveřejnit"', page.getByRole('button', { name: 'Zveřejnit', exact: true }));
      await expect(
        page.getByRole('status').filter({ hasText: 'Zveřejněno. Hosté menu uvidí na webu během několika sekund.' }),
      ).toBeVisible();
      await expect(page.getByText('Zveřejněno: hosté menu vidí na webu.')).toBeVisible();

      console.log(
        `Steps from the sign-in to a published lunch menu (${date}, copied from ${source!.date}, one price changed): ${steps.length}\n  ${steps.join('\n  ')}`,
      );
      testInfo.annotations.push({ type: 'owner steps', description: `${steps.length}: ${steps.join(', ')}` });
      expect(steps.length, "the owner's steps").toBeLessThanOrEqual(5);

      // The file: that day published, the copied day's dishes with the one price changed, the other days as they were.
      const after = await readFile<DailyMenu>(page, 'dailyMenu');
      const day = after.data.days.find((candidate) => candidate.date === date);
      expect(day).toEqual({
        date,
        published: true,
        soups: source!.soups ?? [],
        mains: [{ ...first, price }, ...source!.mains!.slice(1)],
      });
      expect(after.data.days.filter((candidate) => candidate.date !== date)).toEqual(days);
      expect(after.data.days.map((candidate) => candidate.date)).toEqual(
        [...after.data.days.map((candidate) => candidate.date)].sort(),
      );

      // The public page of the admin server shows the new price beside the copied dish, in both languages.
      await expect
        .poll(async () => hasPrice(await publicText(page, '/denni-menu'), price), { timeout: 20_000 })
        .toBe(true);
      const shown = await publicText(page, '/denni-menu');
      expect(shown).toContain(first.name.cs);
      await expect
        .poll(async () => hasPrice(await publicText(page, '/en/denni-menu'), price), { timeout: 20_000 })
        .toBe(true);
    },
  );

  // (It saves the food menu too, which admin-menus.spec.ts's tests save and read back: held, admin-support.ts.)
  signedIn.describe(() => {
    signedIn.use({ writes: ['foodMenu'] });
    signedIn(
      'a lunch dish and a menu dish sold out today in two taps each: stored, struck on the public page, then back on offer',
      async ({ page }) => {
        await page.setViewportSize({ width: 390, height: 844 });
        // ── Arranged: today's lunch with a dish of its own (the sample's days are in the past).
        const today = prague(new Date(), { year: 'numeric', month: '2-digit', day: '2-digit' });
        await page.goto('/admin');
        const lunch = await readFile<DailyMenu>(page, 'dailyMenu');
        const dish = { name: { cs: 'Vepřo knedlo zelo', en: 'Roast pork with dumplings' }, price: 189 };
        const days = [
          ...lunch.data.days.filter((day) => day.date !== today),
          { date: today, published: true, mains: [dish] },
        ];
        days.sort((a, b) => (a.date < b.date ? -1 : 1));
        const put = await page.request.put('/admin/api/content/dailyMenu', {
          headers: { Origin: new URL(page.url()).origin, 'If-Match': lunch.version },
          data: { data: { ...lunch.data, days } },
        });
        expect(put.status()).toBe(200);
        await page.goto('/admin');
        await expect(page.getByRole('heading', { level: 1, name: 'Přehled' })).toBeVisible();

        // ── Counted: the lunch dish, from the first screen.
        const dishRow = (name: string) => page.getByRole('listitem').filter({ hasText: name });
        const lunchSteps = ownerSteps();
        await lunchSteps.tap(
          '"Vyprodáno dnes"',
          page.getByRole('region', { name: 'Dnešní menu' }).getByRole('link', { name: 'Vyprodáno dnes' }),
        );
        const pork = dishRow('Vepřo knedlo zelo').getByRole('button');
        await expect(pork).toHaveAccessibleName(/^Označit jako vyprodané\s*:\s*Vepřo knedlo zelo$/);
        await lunchSteps.tap('"Označit jako vyprodané" beside the dish', pork);
        // (The button says what was asked at once; the status, once it is saved.)
        const saved = (text: string) => page.getByRole('status').filter({ hasText: text });
        await expect(saved('Vepřo knedlo zelo: uloženo jako vyprodané.')).toHaveCount(1);
        await expect(pork).toHaveAccessibleName(/^Vrátit do nabídky\s*:\s*Vepřo knedlo zelo$/);
        await expect(dishRow('Vepřo knedlo zelo')).toContainText('dnes vyprodáno');
        expect(lunchSteps.steps.length, `a lunch dish sold out: ${lunchSteps.steps.join(', ')}`).toBeLessThanOrEqual(2);
        const marked = (await readFile<DailyMenu>(page, 'dailyMenu')).data.days.find((day) => day.date === today);
        expect(marked?.mains).toEqual([{ ...dish, soldOut: today }]);

        // ── Counted: a food menu dish, found by its name without diacritics.
        const foodSteps = ownerSteps();
        await foodSteps.fill('"Hledat jídlo"', page.getByRole('searchbox', { name: 'Hledat jídlo' }), 'tatarak');
        const tartare = dishRow('Hovězí tatarák').getByRole('button');
        await foodSteps.tap('"Označit jako vyprodané" beside the dish', tartare);
        await expect(saved('Hovězí tatarák: uloženo jako vyprodané.')).toHaveCount(1);
        await expect(tartare).toHaveAccessibleName(/^Vrátit do nabídky\s*:\s*Hovězí tatarák$/);
        expect(foodSteps.steps.length, foodSteps.steps.join(', ')).toBeLessThanOrEqual(2);
        await expect
          .poll(async () => /Hovězí tatarák[^|]*?289 Kč vyprodáno/.test(await publicText(page, '/jidelni-listek')))
          .toBe(true);
        // A sold-out dish's screen, checked as every screen is: axe (its button's contrast, its groups' names).
        expect(await axeViolations(page)).toEqual([]);

        // ── Back on offer: one more tap each; the file keeps no mark.
        await tartare.click();
        await expect(saved('Hovězí tatarák: uloženo, zpět v nabídce.')).toHaveCount(1);
        await expect(tartare).toHaveAccessibleName(/^Označit jako vyprodané\s*:\s*Hovězí tatarák$/);
        await page.getByRole('searchbox', { name: 'Hledat jídlo' }).fill('');
        await pork.click();
        await expect(saved('Vepřo knedlo zelo: uloženo, zpět v nabídce.')).toHaveCount(1);
        await expect(pork).toHaveAccessibleName(/^Označit jako vyprodané\s*:\s*Vepřo knedlo zelo$/);
        expect(JSON.stringify((await readFile(page, 'foodMenu')).data)).not.toContain('soldOut');
        expect(
          (await readFile<DailyMenu>(page, 'dailyMenu')).data.days.find((day) => day.date === today)?.mains,
        ).toEqual([dish]);
        await expect.poll(async () => (await publicText(page, '/jidelni-listek')).includes('vyprodáno')).toBe(false);

        // The day arranged above goes again: the counted path (above) copies the last published day.
        const now = await readFile<DailyMenu>(page, 'dailyMenu');
        const restored = await page.request.put('/admin/api/content/dailyMenu', {
          headers: { Origin: new URL(page.url()).origin, 'If-Match': now.version },
          data: { data: lunch.data },
        });
        expect(restored.status()).toBe(200);
      },
    );
  });

  signedIn(
    'is marked "Zkontrolujte alergeny" and cannot be published until its allergens are said right; counted',
    async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      // ── Arranged: a day with no menu yet (the day's editor is one tap from the first screen,
      // counted by the test above), the last published day before it to copy.
      const date = '2031-03-10';
      await page.goto(`/admin/lunch/${date}`);
      const { tap, fill, steps } = ownerSteps();
      const course = (name: 'soups' | 'mains') =>
        page.locator(`section[aria-labelledby="lunch-${name}-title"] .admin-lunch-dish`).first();

      // ── Counted: copy, rename the soup and the first main course, choose their allergens, publish.
      await tap('"Zkopírovat poslední zveřejněný den"', page.getByRole('button', { name: /^Zkopírovat poslední/ }));
      const soup = course('soups');
      const main = course('mains');
      await expect(soup.getByRole('textbox', { name: 'Název česky' })).not.toHaveValue('');
      const checkMark = (dish: typeof soup) => dish.getByText('Zkontrolujte alergeny.');
      await expect(checkMark(soup)).toHaveCount(0);
      await fill('the soup in Czech', soup.getByRole('textbox', { name: 'Název česky' }), 'Frankfurtská polévka');
      await fill('the soup in English', soup.getByRole('textbox', { name: 'Název anglicky' }), 'Frankfurter soup');
      await fill('the main in Czech', main.getByRole('textbox', { name: 'Název česky' }), 'Smažený karbanátek');
      await fill('the main in English', main.getByRole('textbox', { name: 'Název anglicky' }), 'Fried meatball');
      // Renamed: each is marked, its allergens open (they came with another dish).
      await expect(checkMark(soup)).toBeVisible();
      await expect(checkMark(main)).toBeVisible();
      await expect(soup.getByRole('checkbox', { name: '1 Lepek' })).toBeVisible();

      const allergen = (dish: typeof soup, n: number) =>
        dish.getByRole('checkbox', { name: new RegExp(`^${n} \\p{L}`, 'u') });
      const ticked = async (dish: typeof soup) => {
        const on: number[] = [];
        for (let n = 1; n <= 14; n += 1) if (await allergen(dish, n).isChecked()) on.push(n);
        return on;
      };
      const soupBefore = await ticked(soup);
      const mainBefore = await ticked(main);
      const toggled = (list: number[], ...numbers: number[]) =>
        numbers
          .reduce((all, n) => (all.includes(n) ? all.filter((m) => m !== n) : [...all, n]), list)
          .sort((a, b) => a - b);
      const right = (dish: typeof soup) => dish.getByRole('button', { name: /^Alergeny a dieta jsou správně/ });

      // The soup: one allergen more; a tick alone does not take the mark away, the owner's word does.
      const soupOn = soupBefore.includes(12) ? 13 : 12;
      await tap(`the soup's allergen ${soupOn}`, allergen(soup, soupOn));
      await expect(checkMark(soup)).toBeVisible();
      await tap('"Alergeny a dieta jsou správně" on the soup', right(soup));
      await expect(checkMark(soup)).toHaveCount(0);
      await expect(soup.locator('summary')).toBeFocused();

      // (Not the owner's path: publishing now is refused before anything is sent, said beside the
      // main's allergens, the focus on its mark; nothing is written.)
      await page.getByRole('button', { name: 'Zveřejnit', exact: true }).click();
      await expect(main.getByText(/^Nejdřív zkontrolujte alergeny a dietu tohoto jídla/)).toBeVisible();
      await expect(main.locator('.admin-lunch-check')).toBeFocused();
      // The bar says why in these words, and the mark is in view above it, not under it.
      await expect(page.locator('.admin-savebar').getByRole('alert')).toHaveText(
        'Den se nezveřejnil: nejdřív zkontrolujte alergeny u označených jídel.',
      );
      const [mark, bar] = await Promise.all([
        main.locator('.admin-lunch-check').boundingBox(),
        page.locator('.admin-savebar').boundingBox(),
      ]);
      expect(mark!.y + mark!.height, 'the focused mark ends above the save bar').toBeLessThanOrEqual(bar!.y);
      expect((await readFile<DailyMenu>(page, 'dailyMenu')).data.days.map((day) => day.date)).not.toContain(date);

      // The main: one allergen more, then said right: the refusal goes with the mark; published.
      const mainOn = mainBefore.includes(11) ? 13 : 11;
      await tap(`the main's allergen ${mainOn}`, allergen(main, mainOn));
      await tap('"Alergeny a dieta jsou správně" on the main', right(main));
      await expect(checkMark(main)).toHaveCount(0);
      await expect(main.getByText(/^Nejdřív zkontrolujte/)).toHaveCount(0);
      await tap('"Zveřejnit"', page.getByRole('button', { name: 'Zveřejnit', exact: true }));
      await expect(page.getByText('Zveřejněno: hosté menu vidí na webu.')).toBeVisible();
      expect(
        steps.length,
        `today's lunch copied, two dishes renamed, their allergens chosen (+1 tap from the first screen): ${steps.join(', ')}`,
      ).toBeLessThanOrEqual(11);

      // The file: the renamed dishes with the allergens chosen, no mark on any dish.
      const day = (await readFile<DailyMenu>(page, 'dailyMenu')).data.days.find((candidate) => candidate.date === date);
      expect(day?.published).toBe(true);
      expect(JSON.stringify(day)).not.toContain('copiedFrom');
      expect(day?.soups?.[0]).toMatchObject({
        name: { cs: 'Frankfurtská polévka', en: 'Frankfurter soup' },
        allergens: toggled(soupBefore, soupOn),
      });
      expect(day?.mains?.[0]).toMatchObject({
        name: { cs: 'Smažený karbanátek', en: 'Fried meatball' },
        allergens: toggled(mainBefore, mainOn),
      });
      expect(await axeViolations(page)).toEqual([]);
    },
  );

  signedIn("next week's lunches from this week, one dish a day changed: counted", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    // ── Arranged: a week of published lunches (the test's "this week"), the week after it empty.
    const thisWeek = ['2031-03-24', '2031-03-25', '2031-03-26', '2031-03-27', '2031-03-28'];
    const nextWeek = ['2031-03-31', '2031-04-01', '2031-04-02', '2031-04-03', '2031-04-04'];
    await page.goto('/admin');
    const before = await readFile<DailyMenu>(page, 'dailyMenu');
    const dish = (n: number) => ({
      name: { cs: `Polévka dne ${n}`, en: `Soup of the day ${n}` },
      price: 50 + n,
      allergens: [1, 9],
    });
    const main = (n: number) => ({ name: { cs: `Jídlo dne ${n}`, en: `Dish of the day ${n}` }, price: 150 + n });
    const weekDays = thisWeek.map((date, n) => ({ date, published: true, soups: [dish(n)], mains: [main(n)] }));
    const days = [
      ...before.data.days.filter((day) => !thisWeek.includes(day.date) && !nextWeek.includes(day.date)),
      ...weekDays,
    ];
    days.sort((a, b) => (a.date < b.date ? -1 : 1));
    const put = await page.request.put('/admin/api/content/dailyMenu', {
      headers: { Origin: new URL(page.url()).origin, 'If-Match': before.version },
      data: { data: { ...before.data, days } },
    });
    expect(put.status()).toBe(200);
    await page.goto(`/admin/lunch/${thisWeek[0]}`);
    const week = page.getByRole('region', { name: /^Týden/ });
    await expect(week.getByRole('heading')).toHaveText('Týden po 24. 3. – pá 28. 3.');

    // ── Counted (from this week's screen: "Denní menu" on the first screen opens it, one tap more).
    const { tap, fill, steps } = ownerSteps();
    await tap('"Další týden"', week.getByRole('link', { name: 'Další týden' }));
    await expect(week.getByRole('heading')).toHaveText('Týden po 31. 3. – pá 4. 4.');
    await expect(week.getByRole('listitem')).toHaveText(Array(5).fill(/Zatím nic$/));
    await tap('"Zkopírovat minulý týden"', week.getByRole('button', { name: 'Zkopírovat minulý týden' }));
    await expect(week.getByRole('status')).toHaveText(
      'Zkopírováno jako koncepty (po 31. 3., út 1. 4., st 2. 4., čt 3. 4., pá 4. 4.). Každý den otevřete, upravte, co se změnilo, a zveřejněte.',
    );
    await expect(week.getByRole('listitem')).toHaveText(Array(5).fill(/Koncept$/));
    for (const [n, date] of nextWeek.entries()) {
      await tap(`the day ${date}`, week.locator(`a[href="/admin/lunch/${date}"]`));
      const first = page.locator('section[aria-labelledby="lunch-mains-title"] .admin-lunch-dish').first();
      await expect(first.getByRole('textbox', { name: 'Název česky' })).toHaveValue(`Jídlo dne ${n}`);
      await fill(`the main's price on ${date}`, first.getByRole('textbox', { name: 'Cena (Kč)' }), String(200 + n));
      await tap('"Zveřejnit"', page.getByRole('button', { name: 'Zveřejnit', exact: true }));
      await expect(page.getByText('Zveřejněno: hosté menu vidí na webu.')).toBeVisible();
    }
    await expect(week.getByRole('listitem')).toHaveText(Array(5).fill(/Zveřejněno$/));
    expect(
      steps.length,
      `next week's lunches from this week (+1 tap from the first screen): ${steps.join(', ')}`,
    ).toBeLessThanOrEqual(24);

    // The file: next week published, each day this week's dishes with the one price changed, no mark left;
    // this week as it was.
    const after = await readFile<DailyMenu>(page, 'dailyMenu');
    for (const [n, date] of nextWeek.entries())
      expect(after.data.days.find((day) => day.date === date)).toEqual({
        date,
        published: true,
        soups: [dish(n)],
        mains: [{ ...main(n), price: 200 + n }],
      });
    expect(after.data.days.filter((day) => thisWeek.includes(day.date))).toEqual(weekDays);
    expect(await axeViolations(page)).toEqual([]);
  });

  signedIn('a day copied to another in two taps: a draft of the same dishes, marked as copied', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/admin');
    const menu = await readFile<DailyMenu>(page, 'dailyMenu');
    const hours = await readFile<unknown>(page, 'hours');
    const today = prague(new Date(), { year: 'numeric', month: '2-digit', day: '2-digit' });
    // A day with dishes (the latest published), and the first free day the editor offers.
    const source = menu.data.days.filter((day) => day.published && (day.soups?.length ?? 0) > 0).at(-1)!;
    const [target] = copyTargets(menu.data, hours.data, source.date, today);
    expect(target, 'a free open weekday until the end of next week').toBeDefined();
    await page.goto(`/admin/lunch/${source.date}`);

    const panel = page.locator('.admin-lunch-copy-to');
    const short = dayName(target!, 'cs', 'short');
    // Closed in the hours after the screen was loaded (another owner): the copy reads the hours
    // again and is refused in words, nothing copied. (The hours the server sends are changed on
    // their way: the other admin specs count the hours' versions.)
    await expect(page.getByText('Zkopírovat tento den na…')).toBeVisible();
    const closed = {
      ...(hours.data as object),
      exceptions: [
        ...((hours.data as { exceptions?: unknown[] }).exceptions ?? []),
        { date: target, name: { cs: 'Inventura', en: 'Stocktaking' }, closed: true },
      ],
    };
    await page.route('**/admin/api/content/hours', (route) => route.fulfill({ json: { ...hours, data: closed } }));
    await page.getByText('Zkopírovat tento den na…').click();
    await panel.getByRole('button', { name: short, exact: true }).click();
    await expect(panel.getByRole('alert')).toHaveText(
      `Na ${short} mezitím někdo menu napsal nebo je ten den zavřeno. Nic se nezkopírovalo.`,
    );
    expect((await readFile<DailyMenu>(page, 'dailyMenu')).data.days.some((day) => day.date === target)).toBe(false);
    await page.unrouteAll();

    // Counted from the day's editor as loaded.
    await page.reload();
    const { tap, steps } = ownerSteps();
    await tap('"Zkopírovat tento den na…"', page.getByText('Zkopírovat tento den na…'));
    await tap(`"${short}"`, panel.getByRole('button', { name: short, exact: true }));
    await expect(panel.getByRole('status')).toHaveText(`Zkopírováno na ${short} jako koncept. Otevřít`);
    expect(steps.length, `a day copied: ${steps.join(', ')}`).toBeLessThanOrEqual(2);
    // The day offered no more; the week's list says the draft when the target is in the week shown.
    await expect(panel.getByRole('button', { name: short, exact: true })).toHaveCount(0);

    const after = await readFile<DailyMenu>(page, 'dailyMenu');
    expect(after.data.days.find((day) => day.date === target)).toEqual(copiedDay(target!, source));
    expect(after.data.days.find((day) => day.date === source.date)).toEqual(source);
    expect(await axeViolations(page)).toEqual([]);

    // The draft taken out again: the other admin specs plan from the file as it was.
    const put = await page.request.put('/admin/api/content/dailyMenu', {
      headers: { Origin: new URL(page.url()).origin, 'If-Match': after.version },
      data: { data: { ...after.data, days: after.data.days.filter((day) => day.date !== target) } },
    });
    expect(put.status()).toBe(200);
  });
});

signedIn.describe('a refused save', () => {
  // The server refuses the save (422): the browser notes the answer in its console. So it does a 409 when
  // a test above saved another day in between (the editor then saves again on the newer version).
  signedIn.use({ viewport: { width: 390, height: 844 }, allowConsole: [/status of (422|409)\b/] });

  for (const { lang, date, words } of [
    {
      lang: 'cs',
      date: '2031-03-04',
      words: {
        copy: /^Zkopírovat poslední/,
        price: 'Cena (Kč)',
        nameEn: 'Název anglicky',
        publish: 'Zveřejnit',
        price422: 'cena musí být celé číslo (v korunách).',
        name422: 'očekává se anglický text, ne prázdný text.',
      },
    },
    {
      lang: 'en',
      date: '2031-03-05',
      words: {
        copy: /^Copy the last published day/,
        price: 'Price (CZK)',
        nameEn: 'Name in English',
        publish: 'Publish',
        price422: 'the price must be a whole number of crowns',
        name422: 'expected an English text, not an empty one',
      },
    },
  ] as const) {
    signedIn(
      `a refused save says why beside each field, in the admin's language (${lang}); nothing is written`,
      async ({ page }) => {
        await page.addInitScript((chosen) => localStorage.setItem('ballon-admin-lang', chosen), lang);
        await page.goto(`/admin/lunch/${date}`);
        await page.getByRole('button', { name: words.copy }).click();
        const dish = page.locator('section[aria-labelledby="lunch-mains-title"] .admin-lunch-dish').first();
        const price = dish.getByRole('textbox', { name: words.price });
        const name = dish.getByRole('textbox', { name: words.nameEn });
        await price.fill('12,5');
        await name.fill('');
        await page.getByRole('button', { name: words.publish, exact: true }).click();
        await expect(price).toHaveAttribute('aria-invalid', 'true');
        await expect(page.locator(`#${await price.getAttribute('aria-describedby')}`)).toContainText(words.price422);
        await expect(name).toHaveAttribute('aria-invalid', 'true');
        await expect(page.locator(`#${await name.getAttribute('aria-describedby')}`)).toContainText(words.name422);
        expect((await readFile<DailyMenu>(page, 'dailyMenu')).data.days.map((day) => day.date)).not.toContain(date);
      },
    );
  }
});
