import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { addDays, pragueDate, pragueInstant } from '../../src/content/time';
import { newBookingId, newReference, tokenFor, tokenHashOf, type Booking } from '../../server/bookings/booking';
import { FileBookingStore } from '../../server/bookings/file-store';
import { acceptInvitation, addVirtualAuthenticator, adminCli, ownerEmail } from './admin-support';
import { expect, test } from './fixtures';

/**
 * The day's book with a real browser: a member of staff, invited from the
 * command line and signed in with Chromium's virtual authenticator, confirms a pending booking,
 * declines another, adds a phone booking, blocks a period and marks a no-show on a phone at
 * 390 px; each is then seen on the guest's side (the manage link's page, and the free times the
 * public API offers). With 40 bookings the day prints on one A4 page.
 */

const phone = { width: 390, height: 844 };

/** The admin server's DATA_DIR (playwright.config.ts): its bookings are files there. */
const dataDir = () => (JSON.parse(process.env.E2E_ADMIN_ENV ?? '{}') as { DATA_DIR: string }).DATA_DIR;

/** A day from tomorrow on with at least `count` free times for `party` (the public API), and those times. */
async function bookableDay(
  request: APIRequestContext,
  party: number,
  count: number,
  after = '',
): Promise<{ date: string; times: string[] }> {
  const today = pragueDate(new Date());
  for (let days = 1; days < 60; days++) {
    const date = addDays(today, days);
    if (date <= after) continue;
    const answer = (await (await request.get(`/api/bookings/times?date=${date}&party=${party}&area=any`)).json()) as {
      answer: { kind: string; times?: { time: string }[] };
    };
    if (answer.answer.kind === 'times' && (answer.answer.times?.length ?? 0) >= count)
      return { date, times: answer.answer.times!.map(({ time }) => time) };
  }
  throw new Error('no bookable day in the next 60 days');
}

/** A guest books through the booking page's post (as without JavaScript): the token of the manage link it leads to. */
async function guestBooks(page: Page, values: Record<string, string>): Promise<string> {
  const origin = new URL(page.url()).origin;
  const answer = await page.request.post('/moje-rezervace', {
    headers: { Origin: origin },
    form: { intent: 'book', area: 'any', note: '', ...values },
    maxRedirects: 0,
  });
  expect(answer.status(), await answer.text()).toBe(303);
  const token = new URL(answer.headers().location!, origin).searchParams.get('t');
  expect(token).toMatch(/^[\w-]{24}$/);
  return token!;
}

/**
 * A booking of today at 12:00 as the desk would have held it hours ago (a guest books with a
 * lead time, so none can be made for today now, whatever the hour): written through the
 * server's own store on its DATA_DIR, in one locked step. Its manage link's token.
 */
async function todaysBooking(name: string): Promise<string> {
  const store = new FileBookingStore(path.join(dataDir(), 'bookings'));
  const date = pragueDate(new Date());
  const now = new Date();
  const id = newBookingId(now);
  const token = tokenFor(await store.secret(), id);
  const start = pragueInstant(date, '12:00').getTime();
  await store.update([date], ([day]) => {
    const booking: Booking = {
      id,
      reference: newReference(),
      date,
      time: '12:00',
      start,
      end: start + 90 * 60_000,
      area: 'restaurant',
      party: 2,
      name,
      email: 'cyril@example.cz',
      phone: '+420 777 123 456',
      note: null,
      lang: 'cs',
      state: 'confirmed',
      source: 'online',
      createdAt: now.toISOString(),
      updatedAt: now.toISOString(),
      tokenHash: tokenHashOf(token),
      client: null,
      sequence: 0,
      notices: [],
    };
    return {
      result: null,
      days: [{ ...day!, bookings: [...day!.bookings, booking] }],
      tokens: [
        { hash: booking.tokenHash!, entry: { date, id, until: pragueInstant(addDays(date, 1), '00:00').getTime() } },
      ],
    };
  });
  return token;
}

/** What the guest's page says of their booking's state. */
async function guestSees(page: Page, token: string, state: string): Promise<void> {
  await page.goto(`/moje-rezervace?t=${token}`);
  await expect(page.getByText(state, { exact: true }).first()).toBeVisible();
}

test('staff confirm, decline, add a phone booking, block a period and mark a no-show; the guest’s side shows each', async ({
  page,
  browser,
}, testInfo) => {
  await page.goto('/');
  const day = await bookableDay(page.request, 8, 12);
  const [first, second] = [day.times[0]!, day.times[4]!];
  const pending = await guestBooks(page, {
    date: day.date,
    party: '8',
    time: first,
    name: 'Alena Čekající',
    email: 'alena@example.cz',
    phone: '777 000 001',
  });
  const declined = await guestBooks(page, {
    date: day.date,
    party: '8',
    time: second,
    name: 'Bohumil Odmítnutý',
    email: 'bohumil@example.cz',
    phone: '777 000 002',
  });
  const today = await todaysBooking('Cyril Nepřišel');

  const email = ownerEmail('book-staff', testInfo.workerIndex);
  const { stdout } = await adminCli('invite', '--role', 'staff', email);
  const context = await browser.newContext({ viewport: phone });
  const staff = await context.newPage();
  const errors: string[] = [];
  staff.on('console', (message) => void (message.type() === 'error' && errors.push(message.text())));
  await addVirtualAuthenticator(staff);
  await acceptInvitation(staff, stdout.trim());

  await staff.goto('/admin');
  await staff.getByRole('navigation', { name: 'Hlavní nabídka' }).getByRole('link', { name: 'Rezervace' }).click();
  await expect(staff.getByRole('heading', { level: 1, name: /^Rezervace: / })).toBeVisible();
  await staff.locator('#book-date').fill(day.date);
  await staff.getByRole('button', { name: 'Zobrazit den' }).click();
  const card = (name: string) => staff.locator('.admin-book-entry').filter({ hasText: name });
  await expect(card('Alena Čekající')).toContainText('Čeká na potvrzení');

  await card('Alena Čekající').getByRole('button', { name: 'Potvrdit' }).click();
  await expect(staff.getByRole('status').filter({ hasText: 'Potvrzeno. Hostovi přijde e-mail.' })).toBeVisible();
  await expect(card('Alena Čekající')).toContainText('Potvrzeno');
  await card('Bohumil Odmítnutý').getByRole('button', { name: 'Odmítnout' }).click();
  await expect(card('Bohumil Odmítnutý')).toContainText('Odmítnuto');

  // A phone booking, without an e-mail: it joins the day's list.
  await staff.getByText('Přidat rezervaci z telefonu').click();
  const form = staff.locator('details', { hasText: 'Přidat rezervaci z telefonu' });
  await form.getByLabel('Čas', { exact: true }).fill(day.times[2]!);
  await form.getByLabel('Počet hostů', { exact: true }).fill('3');
  await form.getByLabel('Jméno a příjmení', { exact: true }).fill('Dana Telefonní');
  await form.getByLabel('Telefon', { exact: true }).fill('602 111 222');
  await form.getByRole('button', { name: 'Přidat rezervaci' }).click();
  await expect(staff.getByRole('status').filter({ hasText: 'Rezervace je přidaná.' })).toBeVisible();
  await expect(card('Dana Telefonní')).toContainText('telefonem');
  await expect(card('Dana Telefonní').getByRole('link', { name: 'Zavolat 602 111 222' })).toHaveAttribute(
    'href',
    'tel:602111222',
  );

  // A block from a time on to the day's end: the guests are offered nothing from then on.
  const blockFrom = day.times.at(-4)!;
  await staff.getByText('Blokovat', { exact: true }).click();
  const block = staff.locator('details', { hasText: 'Zablokovat' });
  await block.getByLabel('Od', { exact: true }).fill(blockFrom);
  await block.getByLabel('Důvod', { exact: true }).fill('Soukromá akce');
  await block.getByRole('button', { name: 'Zablokovat' }).click();
  await expect(staff.getByRole('status').filter({ hasText: 'Zablokováno.' })).toBeVisible();
  await expect(staff.getByRole('heading', { name: 'Zablokováno' })).toBeVisible();
  const after = (await (await page.request.get(`/api/bookings/times?date=${day.date}&party=2&area=any`)).json()) as {
    answer: { kind: string; times: { time: string }[] };
  };
  expect(after.answer.times.filter(({ time }) => time >= blockFrom)).toEqual([]);

  // Today: the guest did not come.
  await staff.getByRole('link', { name: 'Dnes', exact: true }).click();
  await card('Cyril Nepřišel').getByRole('button', { name: 'Nepřišli' }).click();
  await expect(staff.getByRole('status').filter({ hasText: 'Označeno: nepřišli.' })).toBeVisible();
  expect(errors, 'no request of the book is refused').toEqual([]);

  // The guest's side.
  await guestSees(page, pending, 'Potvrzeno');
  await guestSees(page, declined, 'Zamítnuto');
  await guestSees(page, today, 'Nedorazili jste');
  await context.close();
});

test('the day with 40 bookings prints on one A4 page', async ({ page }, testInfo) => {
  const email = ownerEmail('book-print', testInfo.workerIndex);
  const { stdout } = await adminCli('invite', '--role', 'staff', email);
  await addVirtualAuthenticator(page);
  await acceptInvitation(page, stdout.trim());
  const day = await bookableDay(page.request, 1, 20, addDays(pragueDate(new Date()), 20));
  const origin = new URL(page.url()).origin;
  for (let n = 0; n < 40; n++) {
    const answer = await page.request.post('/admin/api/bookings/phone', {
      headers: { Origin: origin },
      data: {
        date: day.date,
        time: day.times[n % day.times.length],
        party: 1 + (n % 4),
        area: 'any',
        name: `Host Číslo ${String.fromCharCode(65 + (n % 26))}${n >= 26 ? 'a' : ''}`,
        phone: `602 000 ${String(100 + n)}`,
        email: '',
        note:
          n % 3 === 0 ? 'Dětská židlička, bezlepková strava, oslava narozenin s dortem, který si přinesou sami' : '',
        lang: 'cs',
        force: true,
      },
    });
    expect(answer.status(), await answer.text()).toBe(201);
  }
  await page.goto(`/admin/bookings?date=${day.date}`);
  await expect(page.locator('.admin-book-entry')).toHaveCount(40);
  await page.emulateMedia({ media: 'print' });
  const pdf = (await page.pdf({ format: 'A4' })).toString('latin1');
  const pages = pdf.match(/\/Type\s*\/Page(?!s)/g) ?? [];
  expect(pages).toHaveLength(1);
});
