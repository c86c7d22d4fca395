/**
 * The table request on the contact page, with and without JavaScript: a
 * closed day named, a party too large pointed to the lounge, a request sent with its
 * notice. The test content closes the restaurant on E2E_CLOSED_DATE ("Inventura").
 */
import type { Page } from '@playwright/test';
import { sampleExceptionDates } from '../../scripts/content-copy.mjs';
import { axeViolations } from './axe';
import { expect, openHydrated, test, testOnOnePage } from './fixtures';
import { sentPanel } from './form-sent';
import { pendingContaining, mailsContaining } from './outbox-mail';

const closedDate = process.env.E2E_CLOSED_DATE ?? '';
const prague = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Prague',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** A day from three days ahead on which the test content keeps the regular hours (10:00–22:00). */
function openDate(): string {
  const taken = new Set([...sampleExceptionDates(), closedDate]);
  for (let days = 3; ; days++) {
    const date = prague.format(new Date(Date.now() + days * 86_400_000));
    if (!taken.has(date)) return date;
  }
}

async function fill(page: Page, values: { date: string; time: string; guests: string; name: string }) {
  const form = page.locator('#rezervace');
  await form.getByLabel('Datum').fill(values.date);
  await form.getByLabel('Čas').fill(values.time);
  await form.getByLabel('Počet hostů').fill(values.guests);
  await form.getByLabel('Jméno a příjmení').fill(values.name);
  await form.getByLabel('E-mail').fill('host@example.com');
  await form.getByLabel('Telefon').fill('777 123 456');
  await form.getByRole('checkbox').check();
}

/** The request was kept (waiting or delivered) under this name (ASCII: an .eml encodes its headers and text). */
async function expectKept(name: string) {
  await expect
    .poll(async () => (await pendingContaining(name)).length + (await mailsContaining(name)).length, {
      timeout: 10_000,
    })
    .toBeGreaterThan(0);
}

test.describe('the table request sent again after an unconfirmed answer', () => {
  // The browser itself logs the 504 it was given.
  test.use({ allowConsole: [/status of 504 \(Gateway Timeout\)/] });

  test('a retry after an unconfirmed answer is judged as of the first send: the lead time passing meanwhile does not refuse it', async ({
    page,
  }) => {
    // 08:00 UTC is 09:00 or 10:00 in Prague: 12:30 is more than the two hours' lead ahead.
    const day = openDate();
    await page.clock.install({ time: new Date(`${day}T08:00:00Z`) });
    const bodies: { idempotencyKey?: string; table?: unknown }[] = [];
    await page.route('**/api/send-contact-email', async (route) => {
      bodies.push(route.request().postDataJSON() as { idempotencyKey?: string });
      // The first answer is lost on the way (504: perhaps stored); the retry finds it stored.
      if (bodies.length === 1)
        await route.fulfill({
          status: 504,
          contentType: 'application/json',
          body: JSON.stringify({ data: null, error: { code: 'unconfirmed', message: 'x' } }),
        });
      else
        await route.fulfill({
          status: 202,
          contentType: 'application/json',
          body: JSON.stringify({ data: { id: '20261220T090000Z-retry' }, error: null }),
        });
    });
    await openHydrated(page, '/kontakt#rezervace');
    const form = page.locator('#rezervace');
    await fill(page, { date: day, time: '12:30', guests: '2', name: 'Retry Guest' });
    await form.getByRole('button', { name: 'Odeslat žádost o rezervaci' }).click();
    await expect.poll(() => bodies.length).toBe(1);
    await expect(page.getByText('Nevíme, zda zpráva dorazila').first()).toBeVisible();
    // Three hours later 12:30 would be too soon for a new request; this is the same one again.
    await page.clock.fastForward('03:00:00');
    await form.getByRole('button', { name: 'Odeslat žádost o rezervaci' }).click();
    await expect.poll(() => bodies.length).toBe(2);
    expect(bodies[1]).toEqual(bodies[0]);
    expect(bodies[0]?.idempotencyKey).toBeTruthy();
  });
});

testOnOnePage.describe('the table request with JavaScript', () => {
  testOnOnePage('names a closed day and a party too large before posting, then sends the request', async ({ page }) => {
    await openHydrated(page, '/kontakt#rezervace');
    const posts: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST') posts.push(request.url());
    });
    const form = page.locator('#rezervace');
    const name = `Table JS ${Date.now()}`;
    await fill(page, { date: closedDate, time: '18:00', guests: '20', name });
    await form.getByRole('button', { name: 'Odeslat žádost o rezervaci' }).click();
    await expect(form.getByText(/máme zavřeno\s–\sInventura$/)).toBeVisible();
    await expect(form.getByText(/nejvýše pro 12\shostů/)).toBeVisible();
    await expect(form.getByLabel('Datum')).toBeFocused();
    await expect(form.getByRole('link', { name: 'poptávka salonku' })).toHaveAttribute(
      'href',
      '/konferencni-prostory-salonek#inquiry-form',
    );
    expect(posts).toEqual([]);

    await form.getByLabel('Datum').fill(openDate());
    await form.getByLabel('Počet hostů').fill('4');
    await expect(form.getByText(/máme zavřeno/)).toHaveCount(0);
    await form.getByRole('button', { name: 'Odeslat žádost o rezervaci' }).click();
    const sent = sentPanel(form).filter({ hasText: 'Žádost o\u00a0stůl odeslána' });
    await expect(sent).toContainText('potvrdíme telefonem nebo e-mailem');
    await sent.getByRole('link', { name: 'Požádat o další stůl' }).click();
    await expect(form.getByLabel('Datum')).toHaveValue('');
    await expectKept(name);
  });

  for (const width of [390, 1440]) {
    testOnOnePage(`has no axe violations with its messages shown, at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await openHydrated(page, '/en/kontakt#rezervace');
      const form = page.locator('#rezervace');
      await form.getByRole('button', { name: 'Send table request' }).click();
      await expect(form.getByText('Choose a date', { exact: true })).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
    });
  }
});

testOnOnePage.describe('the table request without JavaScript', () => {
  // The refused post's page comes with its 422, which the browser reports; nothing else may be logged.
  testOnOnePage.use({
    javaScriptEnabled: false,
    allowConsole: [/^Failed to load resource: the server responded with a status of 422\b/],
  });

  testOnOnePage('a closed day comes back named with the values kept; a good request is sent', async ({ page }) => {
    await page.goto('/kontakt#rezervace');
    const name = `Table no JS ${Date.now()}`;
    await fill(page, { date: closedDate, time: '18:00', guests: '4', name });
    const [refused] = await Promise.all([
      page.waitForResponse((r) => r.request().method() === 'POST'),
      page.locator('#rezervace').getByRole('button', { name: 'Odeslat žádost o rezervaci' }).click(),
    ]);
    expect(refused.status()).toBe(422);
    const form = page.locator('#rezervace');
    await expect(form.getByText(/máme zavřeno\s–\sInventura$/)).toBeVisible();
    await expect(form.getByLabel('Jméno a příjmení')).toHaveValue(name);
    await expect(form.getByLabel('Datum')).toHaveAttribute('aria-invalid', 'true');
    // The contact form beside it is untouched.
    await expect(page.locator('#formular [aria-invalid="true"]')).toHaveCount(0);

    await form.getByLabel('Datum').fill(openDate());
    const [sent] = await Promise.all([
      page.waitForResponse((r) => r.request().method() === 'POST'),
      form.getByRole('button', { name: 'Odeslat žádost o rezervaci' }).click(),
    ]);
    expect(sent.status()).toBe(303);
    await expect(page).toHaveURL(/\/kontakt\?odeslano=rezervace#rezervace$/);
    await expect(page.getByRole('status').filter({ hasText: 'Žádost o\u00a0stůl odeslána' })).toBeVisible();
    await expect(page.getByText('Úspěšně odesláno')).toHaveCount(0);
    await expectKept(name);
  });
});
