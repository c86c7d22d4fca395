/**
 * Booking a table as a guest does on a phone and a desktop, with and without JavaScript:
 * the day, the party, a free time, the details; the guest's page says confirmed once and
 * repeats the booking; the e-mail carries the link that changes it to another free time
 * (said once) and cancels it. Each test books on a day
 * of its own (one client books at most three a day, and the capacity is shared by the run).
 * The test content closes the restaurant on E2E_CLOSED_DATE ("Inventura").
 */
import type { Locator, Page } from '@playwright/test';
import { sampleExceptionDates } from '../../scripts/content-copy.mjs';
import { axeViolations } from './axe';
import { expect, openHydrated, test } from './fixtures';
import { mailContaining } from './outbox-mail';

const closedDate = process.env.E2E_CLOSED_DATE ?? '';
const prague = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Prague',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** An open day (regular hours 10:00–22:00) from `from` days ahead. */
function openDate(from: number): string {
  const taken = new Set([...sampleExceptionDates(), closedDate]);
  for (let days = from; ; days++) {
    const date = prague.format(new Date(Date.now() + days * 86_400_000));
    if (!taken.has(date)) return date;
  }
}

/** The manage link a delivered e-mail carries for `name` (quoted-printable folds long lines with `=`). */
async function manageLink(name: string): Promise<string> {
  let mail: string | undefined;
  await expect.poll(async () => (mail = await mailContaining(name)), { timeout: 10_000 }).toBeTruthy();
  const text = mail!.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
  const link = /https?:\/\/[^\s"<>]+\/moje-rezervace\?t=[A-Za-z0-9_-]{24}/.exec(text)?.[0];
  expect(link, 'the e-mail links the booking').toBeTruthy();
  return new URL(link!).pathname + new URL(link!).search;
}

/** A name of letters only (a guest's name takes no digits), unique to this run. */
const uniqueName = (first: string) =>
  `${first} ${Array.from(String(Date.now()).slice(-8), (digit) => 'abcdefghij'[Number(digit)]).join('')}`;

/**
 * Holds back the page's entry script (routing turns the browser's cache off, so every load asks) until
 * `release`: the page stays the server's HTML, as on a slow phone, while the guest already fills it in.
 * Open the page with `waitUntil: 'commit'` (its load waits for the script).
 */
async function holdEntryScript(page: Page): Promise<{ release: () => void }> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/entry-client-*.js', async (route) => {
    await released;
    await route.continue();
  });
  return { release };
}

/** The height of an element's box (a tap target is at least 44 px high). */
async function heightOf(locator: Locator): Promise<number> {
  return (await locator.boundingBox())?.height ?? 0;
}

/** Taps a guest makes, counted where the test makes them. */
function tapCounter(page: Page) {
  let taps = 0;
  return {
    tap: async (action: () => Promise<unknown>) => {
      taps++;
      await action();
    },
    get count() {
      return taps;
    },
    page,
  };
}

test.describe('booking a table with JavaScript', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('from "Rezervovat stůl" to a confirmed booking in a few taps; the e-mail’s link cancels it', async ({
    page,
  }) => {
    const day = openDate(4);
    const name = uniqueName('Booking');
    const guest = tapCounter(page);
    // From a page without a lead photo (leaving a page within seconds of its photo's preload is a console warning).
    await openHydrated(page, '/napojovy-listek');
    await guest.tap(() => page.locator('.call-book').getByRole('link', { name: 'Rezervovat stůl' }).click());
    await expect(page).toHaveURL(/\/kontakt#rezervace$/);
    const form = page.locator('#rezervace');
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    // The day can be neither past nor beyond the horizon, before and after hydration.
    const today = prague.format(new Date());
    await expect(form.getByLabel('Den')).toHaveAttribute('min', today);
    await expect(form.getByLabel('Den')).toHaveAttribute('max', /^\d{4}-\d{2}-\d{2}$/);
    await guest.tap(() => form.getByLabel('Den').fill(day));
    await guest.tap(() => form.getByLabel('Počet hostů').selectOption('4'));
    // The free times come by themselves, as buttons.
    await guest.tap(() => form.getByRole('radio', { name: '19:00' }).check());
    await guest.tap(() => form.getByLabel('Jméno a příjmení').fill(name));
    await guest.tap(() => form.getByLabel('E-mail').fill('host@example.com'));
    await guest.tap(() => form.getByLabel('Telefon').fill('777 123 456'));
    await guest.tap(() => form.getByRole('button', { name: 'Rezervovat stůl' }).click());
    // Said once: the marker of the step leaves the address bar once the page has said it (a reload says nothing again).
    await expect(page).toHaveURL(/\/moje-rezervace\?t=[A-Za-z0-9_-]{24}#vase-rezervace$/);
    await expect(page.locator('main').getByRole('status')).toHaveText('Rezervace je potvrzena. Těšíme se na vás!');
    const summary = page.locator('.booking-summary');
    await expect(summary).toContainText('19:00–20:30');
    await expect(summary).toContainText('4 hosté');
    await expect(summary).toContainText(name);
    await expect(summary).toContainText(/Číslo rezervace\s*[A-Z2-9]{6}/);
    // Said once: no second announcement of the same booking.
    await expect(page.getByText('Rezervace je potvrzena', { exact: false })).toHaveCount(1);
    expect(guest.count).toBeLessThanOrEqual(8);
    expect(await axeViolations(page)).toEqual([]);
    test.info().annotations.push({ type: 'taps', description: `with JavaScript: ${guest.count}` });

    // The e-mail's link shows the same booking; its time changes to a free one, said once. The party is
    // picked before the page's script runs (a slow phone): the form takes it as it hydrates, and the times come.
    const link = await manageLink(name);
    const entry = await holdEntryScript(page);
    await page.goto(link, { waitUntil: 'commit' });
    await expect(page.locator('.booking-summary')).toContainText('Potvrzeno');
    const change = page.locator('#zmena');
    await change.getByLabel('Počet hostů').selectOption('3');
    entry.release();
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    await change.getByRole('radio', { name: '20:00' }).check();
    await expect(change.getByRole('group', { name: /3 hosty/ })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await change.getByRole('button', { name: 'Změnit termín' }).click();
    await expect(page).toHaveURL(/\/moje-rezervace\?t=[A-Za-z0-9_-]{24}#vase-rezervace$/);
    await expect(page.locator('main').getByRole('status')).toContainText('Rezervaci jsme změnili');
    await expect(page.locator('.booking-summary')).toContainText('20:00–21:30');
    await expect(page.locator('.booking-summary')).toContainText('3 hosté');
    await expect(page.getByText('Rezervaci jsme změnili', { exact: false })).toHaveCount(1);

    // Another change begun (a closed day): the form says why, and the last change's status is said no more.
    await page.locator('#zmena').getByLabel('Den').fill(closedDate);
    await expect(page.locator('#zmena').getByText(/máme zavřeno\s–\sInventura\.$/)).toBeVisible();
    await expect(page.getByText('Rezervaci jsme změnili', { exact: false })).toHaveCount(0);

    // Cancelling is two deliberate taps: the fold says what it does, its button does it.
    const cancel = page.locator('.my-booking__cancel summary');
    await expect(cancel).toHaveText('Zrušit rezervaci…');
    expect(await heightOf(cancel)).toBeGreaterThanOrEqual(44);
    const confirm = page.getByRole('button', { name: 'Ano, zrušit rezervaci' });
    await expect(confirm).toBeHidden();
    await cancel.click();
    await expect(page.locator('.my-booking__cancel')).toContainText('nepůjde vzít zpět');
    expect(await heightOf(confirm)).toBeGreaterThanOrEqual(44);
    expect(await axeViolations(page)).toEqual([]);
    await expect(page.locator('.booking-summary')).toContainText('Potvrzeno');
    await confirm.click();
    await expect(page.locator('main').getByRole('status')).toContainText('Rezervaci jsme zrušili');
    await expect(page.locator('.booking-summary')).toContainText('Zrušeno');
  });

  test('a day picked before the page’s script runs gets its times; a closed day is named; axe clean', async ({
    page,
  }) => {
    // A slow phone: the guest picks the day while the page is still the server's HTML; as the form
    // hydrates it takes the day and shows its free times (no "Zobrazit volné časy" with JavaScript).
    const entry = await holdEntryScript(page);
    await page.goto('/kontakt#rezervace', { waitUntil: 'commit' });
    const form = page.locator('#rezervace');
    await form.getByLabel('Den').fill(openDate(5));
    entry.release();
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    await expect(form.getByRole('radio', { name: '18:00' })).toBeAttached();
    expect(await axeViolations(page)).toEqual([]);
    await form.getByLabel('Den').fill(closedDate);
    await expect(form.getByText(/máme zavřeno\s–\sInventura\.$/)).toBeVisible();
  });
});

test.describe('booking a table without JavaScript', () => {
  // (A refused post's messages, with the values kept, are tests/integration/bookings.test.ts's: the browser's own
  // checks of the required fields stop such a post here.)
  test.use({ javaScriptEnabled: false, viewport: { width: 1440, height: 900 } });

  test('two posts: the free times as radio buttons, then the booking; the page says confirmed and cancels', async ({
    page,
  }) => {
    const day = openDate(6);
    const name = uniqueName('Nojs');
    let taps = 0;
    await page.goto('/en');
    // The desktop header has the filled "Book a table".
    taps++;
    await page.locator('.site-header').getByRole('link', { name: 'Book a table' }).click();
    await expect(page).toHaveURL(/\/en\/kontakt#rezervace$/);
    const form = page.locator('#rezervace');
    taps++;
    await form.getByLabel('Day').fill(day);
    taps++;
    await form.getByLabel('Guests').selectOption('2');
    taps++;
    await form.getByRole('button', { name: 'Show free times' }).click();
    await expect(page).toHaveURL(/\/en\/moje-rezervace#rezervace$/);
    const times = page.locator('#rezervace');
    await expect(times.getByRole('radio', { name: '19:00' })).toBeAttached();
    taps++;
    await times.getByRole('radio', { name: '19:00' }).check();
    taps++;
    await times.getByLabel('Full name').fill(name);
    taps++;
    await times.getByLabel('Email').fill('guest@example.com');
    taps++;
    await times.getByLabel('Phone').fill('+420 777 123 456');
    taps++;
    await times.getByRole('button', { name: 'Book the table' }).click();
    await expect(page).toHaveURL(/\/en\/moje-rezervace\?t=[A-Za-z0-9_-]{24}&nova=1#vase-rezervace$/);
    await expect(page.locator('main').getByRole('status')).toHaveText(
      'Your booking is confirmed. We look forward to seeing you!',
    );
    await expect(page.locator('.booking-summary')).toContainText('19:00–20:30');
    test.info().annotations.push({ type: 'taps', description: `without JavaScript: ${taps}` });

    // Changed without JavaScript: the day and party → the free times as radio buttons → the change.
    const change = page.locator('#zmena');
    await change.getByLabel('Guests').selectOption('3');
    await change.getByRole('button', { name: 'Show free times' }).click();
    await expect(page).toHaveURL(/\/en\/moje-rezervace\?t=[A-Za-z0-9_-]{24}#zmena$/);
    await page.locator('#zmena').getByRole('radio', { name: '18:30' }).check();
    await page.locator('#zmena').getByRole('button', { name: 'Change the time' }).click();
    await expect(page).toHaveURL(/\/en\/moje-rezervace\?t=[A-Za-z0-9_-]{24}&zmeneno=1#vase-rezervace$/);
    await expect(page.locator('main').getByRole('status')).toContainText('Your booking has been changed');
    await expect(page.locator('.booking-summary')).toContainText('18:30–20:00');

    // Two taps without JavaScript too: the fold (HTML's own), then its button.
    await page.locator('.my-booking__cancel summary').click();
    await expect(page.locator('.my-booking__cancel')).toContainText("this can't be undone");
    await page.getByRole('button', { name: 'Yes, cancel the booking' }).click();
    await expect(page.locator('main').getByRole('status')).toContainText('Your booking has been canceled');
  });
});
