/**
 * The forms' schemas load with the form's first focus (src/components/forms/prepare-*.ts).
 * When that chunk cannot be loaded (offline, a deploy replaced it), the submit posts the
 * form as it does without JavaScript, and the server checks it (use-enquiry-form.ts); and
 * a second click while the chunk is still on its way does not post again.
 */
import type { Locator, Page, Request } from '@playwright/test';
import { CONTACT_API_PATH } from '../../src/forms/contact-api-path';
import { axeViolations } from './axe';
import { expect, openHydrated, testOnOnePage as test } from './fixtures';
import { sentPanel } from './form-sent';
import { mailsContaining, pendingContaining } from './outbox-mail';

const CONTACT_CHUNK = '**/assets/prepare-contact-*.js';
const LOUNGE_CHUNK = '**/assets/prepare-lounge-*.js';

/** Every post the page sends: to the JSON API or as a form to the page itself. */
function recordPosts(page: Page): Request[] {
  const posts: Request[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST') posts.push(request);
  });
  return posts;
}

async function fillContact(page: Page, name: string) {
  const form = page.locator('#formular');
  await form.getByLabel('Jméno a příjmení').fill(name);
  await form.getByLabel('E-mail').fill('host@example.com');
  await form.getByLabel('Předmět').fill('Rezervace stolu');
  await form.getByLabel('Zpráva').fill('Dobrý den, rádi bychom v pátek stůl pro šest.');
  await form.getByRole('checkbox').check();
}

/**
 * One .eml with `name`, and no enquiry with it left in the outbox: every enquiry the
 * server took with that name is delivered, so no second one can follow.
 */
async function expectDeliveredOnce(name: string) {
  const state = async () => ({
    delivered: (await mailsContaining(name)).length,
    waiting: (await pendingContaining(name)).length,
  });
  await expect.poll(state, { timeout: 10_000 }).toEqual({ delivered: 1, waiting: 0 });
}

test.describe('the schema chunk cannot be loaded', () => {
  // The browser reports the refused chunk; nothing else may be logged.
  test.use({ allowConsole: [/^Failed to load resource: net::ERR_FAILED$/] });

  test('the contact form posts without JavaScript: 303, the sent notice, one message', async ({ page }) => {
    await page.route(CONTACT_CHUNK, (route) => route.abort());
    await openHydrated(page, '/kontakt');
    const posts = recordPosts(page);
    const name = `Bez schematu ${Date.now()}`;
    await fillContact(page, name);
    const [response] = await Promise.all([
      page.waitForResponse((r) => r.request().method() === 'POST'),
      page.locator('#formular').getByRole('button', { name: 'Odeslat zprávu' }).click(),
    ]);
    expect(response.status()).toBe(303);
    await expect(page).toHaveURL(/\/kontakt\?odeslano=1#formular$/);
    const notice = page.getByRole('status').filter({ hasText: 'Úspěšně odesláno' });
    await expect(notice).toContainText('Děkujeme za vaši zprávu. Brzy se vám ozveme.');
    expect(posts.map((post) => new URL(post.url()).pathname)).toEqual(['/kontakt']);
    await expectDeliveredOnce(name);
  });

  test('the lounge enquiry posts without JavaScript, in English too', async ({ page }) => {
    await page.route(LOUNGE_CHUNK, (route) => route.abort());
    await openHydrated(page, '/en/konferencni-prostory-salonek');
    const posts = recordPosts(page);
    const form = page.locator('#inquiry-form');
    const name = `No schema ${Date.now()}`;
    await form.getByLabel('Full name').fill(name);
    await form.getByLabel('Email').fill('events@example.com');
    await form.getByLabel('Event date').fill(`${new Date().getFullYear() + 1}-09-12`);
    await form.getByLabel('Type of event').fill('Training');
    await form.getByLabel('Approximate number of guests').fill('40');
    await form.getByLabel('Table arrangement').selectOption('U');
    await form.getByRole('checkbox').check();
    const [response] = await Promise.all([
      page.waitForResponse((r) => r.request().method() === 'POST'),
      form.getByRole('button', { name: 'Send inquiry' }).click(),
    ]);
    expect(response.status()).toBe(303);
    await expect(page).toHaveURL(/\/en\/konferencni-prostory-salonek\?odeslano=1#inquiry-form$/);
    await expect(page.getByRole('status').filter({ hasText: 'Inquiry sent' })).toContainText(
      'Thank you for your inquiry.',
    );
    expect(posts.map((post) => new URL(post.url()).pathname)).toEqual(['/en/konferencni-prostory-salonek']);
    await expectDeliveredOnce(name);
  });

  test.describe('an invalid form', () => {
    test.use({
      allowConsole: [/^Failed to load resource: (net::ERR_FAILED$|the server responded with a status of 422\b)/],
    });

    test('is checked by the server instead: 422, the errors under the fields', async ({ page }) => {
      await page.route(CONTACT_CHUNK, (route) => route.abort());
      await openHydrated(page, '/en/kontakt');
      const form = page.locator('#formular');
      await form.getByLabel('Full name').fill('No Schema');
      await form.getByLabel('Email').fill('not-an-email');
      const [response] = await Promise.all([
        page.waitForResponse((r) => r.request().method() === 'POST'),
        form.getByRole('button', { name: 'Send message' }).click(),
      ]);
      expect(response.status()).toBe(422);
      await expect(page.locator('#formular').getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
      await expect(page.locator('#formular').getByLabel('Full name')).toHaveValue('No Schema');
      // The server's error summary: the hydrated page of the refused post gives it the focus; axe finds nothing.
      const summary = page.locator('#formular').getByRole('region', { name: 'The form has 3 errors' });
      await expect(summary).toBeFocused();
      await expect(summary.getByRole('link')).toHaveText([
        'Invalid email address',
        'Message is required',
        'You must agree to the processing of personal data.',
      ]);
      expect(await axeViolations(page), 'with the error summary').toEqual([]);
    });
  });
});

/** Two ways to submit twice: a double click, and two submits in one task (no render between them). */
const submitsTwice = {
  'a double click': (form: Locator) => form.getByRole('button', { name: 'Odeslat zprávu' }).dblclick(),
  'two submits in one task': (form: Locator) =>
    form.locator('form').evaluate((element: HTMLFormElement) => {
      element.requestSubmit();
      element.requestSubmit();
    }),
};

/** Holds the contact form's schema chunk until `release`, then lets it load or fails it. */
async function holdChunk(page: Page, then: 'continue' | 'abort') {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(CONTACT_CHUNK, async (route) => {
    await held;
    await (then === 'continue' ? route.continue() : route.abort());
  });
  return release;
}

test.describe('submitting twice while the schema chunk loads', () => {
  for (const [how, submitTwice] of Object.entries(submitsTwice)) {
    test(`${how} posts the message once (JSON API)`, async ({ page }) => {
      const release = await holdChunk(page, 'continue');
      await openHydrated(page, '/kontakt');
      const posts = recordPosts(page);
      const name = `Dvakrat ${Date.now()}`;
      await fillContact(page, name);
      const form = page.locator('#formular');
      await submitTwice(form);
      await expect(form.getByRole('button', { name: 'Odesílání...' })).toBeDisabled();
      release();
      await expect(sentPanel(form).filter({ hasText: 'Úspěšně odesláno' })).toBeVisible();
      expect(posts.map((post) => new URL(post.url()).pathname)).toEqual([CONTACT_API_PATH]);
      await expectDeliveredOnce(name);
    });
  }

  test.describe('when the chunk then fails', () => {
    test.use({ allowConsole: [/^Failed to load resource: net::ERR_FAILED$/] });

    for (const [how, submitTwice] of Object.entries(submitsTwice)) {
      test(`${how} posts the form once without JavaScript`, async ({ page }) => {
        const release = await holdChunk(page, 'abort');
        await openHydrated(page, '/kontakt');
        const posts = recordPosts(page);
        const name = `Dvakrat bez schematu ${Date.now()}`;
        await fillContact(page, name);
        const form = page.locator('#formular');
        await submitTwice(form);
        await expect(form.getByRole('button', { name: 'Odesílání...' })).toBeDisabled();
        const answered = page.waitForResponse((r) => r.request().method() === 'POST');
        release();
        expect((await answered).status()).toBe(303);
        await expect(page.getByRole('status').filter({ hasText: 'Úspěšně odesláno' })).toBeVisible();
        expect(posts.map((post) => new URL(post.url()).pathname)).toEqual(['/kontakt']);
        await expectDeliveredOnce(name);
      });
    }
  });
});
