import type { Page } from '@playwright/test';
import { axeViolations } from './axe';
import { expect, openHydrated, testOnOnePage as test } from './fixtures';
import { sentPanel } from './form-sent';
import { mailContaining } from './outbox-mail';

function nextYearDate(): string {
  return `${new Date().getFullYear() + 1}-09-12`;
}

async function fillContact(page: Page, name: string) {
  const form = page.locator('#formular');
  await form.getByLabel('Jméno a příjmení').fill(name);
  await form.getByLabel('E-mail').fill('host@example.com');
  await form.getByLabel('Předmět').fill('Rezervace stolu');
  await form.getByLabel('Zpráva').fill('Dobrý den, rádi bychom v pátek stůl pro šest.');
  await form.getByRole('checkbox').check();
}

/** The API answers the first post with `status` and `body`, every later one 202; returns each post's idempotency key, in order. */
async function answerFirstThenAccept(page: Page, status: number, body: unknown): Promise<string[]> {
  const keys: string[] = [];
  await page.route('**/api/send-contact-email', (route) => {
    keys.push((route.request().postDataJSON() as { idempotencyKey: string }).idempotencyKey);
    return keys.length === 1
      ? route.fulfill({ status, contentType: 'application/json', body: JSON.stringify(body) })
      : route.fulfill({ status: 202, contentType: 'application/json', body: '{"data":{"id":"x"},"error":null}' });
  });
  return keys;
}

test.describe('contact form with JavaScript', () => {
  test('an empty submit shows the spec Czech messages under the fields', async ({ page }) => {
    await openHydrated(page, '/kontakt');
    const form = page.locator('#formular');
    await form.getByRole('button', { name: 'Odeslat zprávu' }).click();
    for (const message of [
      'Jméno je povinné',
      'Neplatná emailová adresa',
      'Zpráva je povinná',
      'Musíte souhlasit se zpracováním osobních údajů.',
    ]) {
      await expect(form.locator('.field__error').getByText(message, { exact: true })).toBeVisible();
    }
    const name = form.getByLabel('Jméno a příjmení');
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    const describedBy = (await name.getAttribute('aria-describedby')) ?? '';
    await expect(
      page.locator(`[id="${describedBy.split(' ').find((id) => id.includes('error')) ?? describedBy}"]`),
    ).toHaveText('Jméno je povinné');

    // The error summary at the top of the form has the focus: a region named by its count, a link to each field.
    const summary = form.getByRole('region', { name: 'Formulář obsahuje 4 chyby' });
    await expect(summary).toBeFocused();
    await expect(summary.getByRole('link')).toHaveText([
      'Jméno je povinné',
      'Neplatná emailová adresa',
      'Zpráva je povinná',
      'Musíte souhlasit se zpracováním osobních údajů.',
    ]);
    // Said once: the summary taking the focus is the announcement; no live region speaks as well (an
    // alert inside it was said twice), and neither the toasts' region nor the fields' messages do.
    const spoken = page.locator('[role="alert"], [role="status"], [aria-live]').filter({ hasText: /\S/ });
    await expect(spoken).toHaveCount(0);
    expect(await axeViolations(page), 'with the error summary').toEqual([]);
    // Its link leads to the field, which takes the focus.
    await summary.getByRole('link', { name: 'Zpráva je povinná' }).click();
    await expect(form.getByLabel('Zpráva')).toBeFocused();
    // A second refused submit (one field fixed) gives it the focus again, with the new count.
    await form.getByLabel('Zpráva').fill('Dobrý den');
    await form.getByRole('button', { name: 'Odeslat zprávu' }).click();
    await expect(form.getByRole('region', { name: 'Formulář obsahuje 3 chyby' })).toBeFocused();
  });

  test('sends, shows the submitting state and the success notice, and an empty form for the next message', async ({
    page,
  }) => {
    await openHydrated(page, '/kontakt');
    const name = `Host ${Date.now()}`;
    await fillContact(page, name);
    // Hold the post until the submitting state has been seen.
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/send-contact-email', async (route) => {
      await held;
      await route.continue();
    });
    const form = page.locator('#formular');
    await form.getByRole('button', { name: 'Odeslat zprávu' }).click();
    await expect(form.getByRole('button', { name: 'Odesílání...' })).toBeDisabled();
    release();

    const notice = sentPanel(form).filter({ hasText: 'Úspěšně odesláno' });
    await expect(notice).toBeVisible();
    await expect(notice).toContainText('Děkujeme za vaši zprávu. Brzy se vám ozveme.');
    await notice.getByRole('link', { name: 'Napsat další zprávu' }).click();
    await expect(form.getByLabel('Jméno a příjmení')).toHaveValue('');
    await expect(form.getByRole('checkbox')).not.toBeChecked();
    await expect(form.getByRole('button', { name: 'Odeslat zprávu' })).toBeEnabled();

    await expect.poll(() => mailContaining(name), { timeout: 10_000 }).toBeDefined();
  });

  test.describe('when the server refuses', () => {
    test.use({ allowConsole: [/Failed to load resource: the server responded with a status of (400|409|500|504)/] });

    test("shows the server's field errors under the fields", async ({ page }) => {
      await openHydrated(page, '/en/kontakt');
      await page.route('**/api/send-contact-email', (route) =>
        route.fulfill({
          status: 400,
          contentType: 'application/json',
          body: JSON.stringify({
            error: { code: 'validation', message: 'Invalid input', fields: { email: ['Invalid email address'] } },
          }),
        }),
      );
      const form = page.locator('#formular');
      await form.getByLabel('Name').fill('Guest');
      await form.getByLabel('Email').fill('guest@example.com');
      await form.getByLabel('Message').fill('Hello');
      await form.getByRole('checkbox').check();
      await form.getByRole('button', { name: 'Send message' }).click();
      await expect(form.locator('.field__error').getByText('Invalid email address')).toBeVisible();
      await expect(form.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
      await expect(form.getByLabel('Name')).toHaveValue('Guest');
    });

    test('shows the destructive error notice on any other failure', async ({ page }) => {
      await openHydrated(page, '/kontakt');
      await page.route('**/api/send-contact-email', (route) =>
        route.fulfill({
          status: 500,
          contentType: 'application/json',
          body: '{"error":{"code":"unavailable","message":"x"}}',
        }),
      );
      await fillContact(page, 'Host');
      await page.locator('#formular').getByRole('button', { name: 'Odeslat zprávu' }).click();
      const alert = page.getByRole('alert').filter({ hasText: 'Chyba' });
      await expect(alert).toBeVisible();
      await expect(alert).toContainText('Nepodařilo se odeslat zprávu. Zkuste to prosím znovu.');
      await expect(page.locator('#formular').getByLabel('Jméno a příjmení')).toHaveValue('Host');
    });

    test('on a 504 (perhaps stored) says to send it again, not that it failed, and sends the next try under the same key', async ({
      page,
    }) => {
      await openHydrated(page, '/kontakt');
      const keys = await answerFirstThenAccept(page, 504, { error: { code: 'unconfirmed', message: 'x' } });
      await fillContact(page, 'Host');
      const send = page.locator('#formular').getByRole('button', { name: 'Odeslat zprávu' });
      await send.click();
      const alert = page.getByRole('alert').filter({ hasText: 'Nevíme, zda zpráva dorazila' });
      await expect(alert).toBeVisible();
      await expect(alert).not.toContainText('Nepodařilo se odeslat zprávu');
      await expect(page.locator('#formular').getByLabel('Jméno a příjmení')).toHaveValue('Host');
      await send.click();
      await expect(sentPanel(page).filter({ hasText: 'Děkujeme za vaši zprávu.' })).toBeVisible();
      // The same key: the server recognises the first post, if it was stored after all.
      expect(keys).toHaveLength(2);
      expect(keys[1]).toBe(keys[0]);
    });

    test("shows the server's words on a reused key (409) and sends the next try under a new key", async ({ page }) => {
      await openHydrated(page, '/kontakt');
      const words =
        'Dřívější verze této zprávy už k nám dorazila. Chcete-li odeslat i tuto upravenou, stiskněte prosím znovu Odeslat.';
      const keys = await answerFirstThenAccept(page, 409, { error: { code: 'idempotency_conflict', message: words } });
      await fillContact(page, 'Host');
      const send = page.locator('#formular').getByRole('button', { name: 'Odeslat zprávu' });
      await send.click();
      // Its own title (an earlier version is stored; this one is not), not the failure's "Chyba".
      const alert = page.getByRole('alert').filter({ hasText: 'Dřívější verze už dorazila' });
      await expect(alert).toContainText(words.split(' ').slice(0, 4).join(' '));
      await expect(alert).not.toContainText('Chyba');
      await expect(page.locator('#formular').getByLabel('Jméno a příjmení')).toHaveValue('Host');
      await send.click();
      await expect(sentPanel(page).filter({ hasText: 'Děkujeme za vaši zprávu.' })).toBeVisible();
      expect(keys).toHaveLength(2);
      expect(keys[1]).not.toBe(keys[0]);
    });
  });
});

test.describe('lounge enquiry with JavaScript', () => {
  test('sends the enquiry and shows the lounge success notice', async ({ page }) => {
    await openHydrated(page, '/konferencni-prostory-salonek');
    const form = page.locator('#inquiry-form');
    const name = `Firma ${Date.now()}`;
    await form.getByLabel('Jméno a příjmení').fill(name);
    await form.getByLabel('E-mail').fill('akce@example.com');
    await form.getByLabel('Telefon').fill('+420 777 123 456');
    await form.getByLabel('Datum akce').fill(nextYearDate());
    await form.getByLabel('Typ akce').fill('Školení');
    await form.getByLabel('Přibližný počet hostů').fill('40');
    await form.getByLabel('Uspořádání stolů').selectOption('U');
    await form.getByLabel('Další požadavky').fill('Projektor');
    await form.getByRole('checkbox').check();
    await form.getByRole('button', { name: 'Odeslat poptávku' }).click();

    const notice = sentPanel(form).filter({ hasText: 'Poptávka odeslána' });
    await expect(notice).toContainText('Děkujeme za vaši poptávku. Brzy se vám ozveme s nabídkou.');
    await notice.getByRole('link', { name: 'Napsat další poptávku' }).click();
    await expect(form.getByLabel('Jméno a příjmení')).toHaveValue('');
    await expect(form.getByRole('checkbox')).not.toBeChecked();

    await expect.poll(() => mailContaining(name), { timeout: 10_000 }).toBeDefined();
    const mail = (await mailContaining(name)) ?? '';
    expect(mail).toMatch(/Subject: (Popt|=\?UTF-8\?)/);
  });

  test('rejects an event date in the past in English', async ({ page }) => {
    await openHydrated(page, '/en/konferencni-prostory-salonek');
    const form = page.locator('#inquiry-form');
    await form.getByLabel('Event date').fill('2020-01-01');
    await form.getByRole('button', { name: 'Send inquiry' }).click();
    await expect(form.getByLabel('Event date')).toHaveAttribute('aria-invalid', 'true');
  });
});

test.describe('forms without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a valid contact post redirects (303) to the page, which shows the success notice', async ({ page }) => {
    await page.goto('/kontakt');
    const name = `Bez JS ${Date.now()}`;
    await fillContact(page, name);
    const [response] = await Promise.all([
      page.waitForResponse((r) => r.request().method() === 'POST'),
      page.locator('#formular').getByRole('button', { name: 'Odeslat zprávu' }).click(),
    ]);
    expect(response.status()).toBe(303);
    await expect(page).toHaveURL(/\/kontakt\?odeslano=1#formular$/);
    await expect(page.getByText('Úspěšně odesláno')).toBeVisible();
    await expect.poll(() => mailContaining(name), { timeout: 10_000 }).toBeDefined();
  });

  test.describe('an invalid post', () => {
    test.use({ allowConsole: [/status of 422/] });

    test('answers 422 with the values kept and the errors under the fields', async ({ page }) => {
      await page.goto('/en/konferencni-prostory-salonek');
      const form = page.locator('#inquiry-form');
      await form.getByLabel('Name').fill('No Script');
      await form.getByLabel('Email').fill('not-an-email');
      const [response] = await Promise.all([
        page.waitForResponse((r) => r.request().method() === 'POST'),
        form.getByRole('button', { name: 'Send inquiry' }).click(),
      ]);
      expect(response.status()).toBe(422);
      const again = page.locator('#inquiry-form');
      await expect(again.getByLabel('Name')).toHaveValue('No Script');
      await expect(again.getByLabel('Email')).toHaveValue('not-an-email');
      await expect(again.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
      await expect(
        again.locator('.field__error').getByText('You must agree to the processing of personal data'),
      ).toBeVisible();

      // The server's error summary, first in the form, where the page landed: named by its count, a link to each field.
      const summary = again.getByRole('region', { name: /^The form has \d+ errors$/ });
      await expect(summary).toBeInViewport();
      const links = summary.getByRole('link');
      await expect(links.first()).toHaveText('Invalid email address');
      await expect(links.first()).toHaveAttribute('href', '#lounge-email');
      await expect(
        summary.getByRole('link', { name: 'You must agree to the processing of personal data' }),
      ).toHaveAttribute('href', '#lounge-consent');
      const count = await links.count();
      await expect(summary).toHaveAccessibleName(`The form has ${count} errors`);
    });
  });
});
