/**
 * What the two enquiry forms (contact, lounge) tell a guest after a post (the booking's: booking.spec.ts):
 * a refusal the server words (429 too many messages, 403 not from our site, 413 too large,
 * 409 a key reused) in its own words, in the page's language, never the spec's "please try
 * again", which is kept for a real failure; and a sent message said once, where the form was
 * (no toast as well), that stays until the guest begins a new one; with JavaScript and without.
 */
import type { Locator, Page, Route } from '@playwright/test';
import { CONTACT_API_PATH } from '../../src/forms/contact-api-path';
import { apiMessages } from '../../src/i18n/api-messages';
import { forms as csForms } from '../../src/i18n/cs/forms';
import { forms as enForms } from '../../src/i18n/en/forms';
import { axeViolations } from './axe';
import { expect, openHydrated, test, testOnOnePage } from './fixtures';
import { enquiryForms, fillForm, liveRegionsSaying, sentPanel, toasts, type EnquiryFormName } from './form-sent';

type Lang = 'cs' | 'en';
const formsWords = { cs: csForms, en: enForms };

/** The form's own words: its failure (the spec's), its success and its way to a new message. */
function words(form: EnquiryFormName, lang: Lang) {
  const own = formsWords[lang][form];
  return { errorText: own.errorText, successTitle: own.successTitle, successText: own.successText, again: own.again };
}

const pageUrl = (form: EnquiryFormName, lang: Lang) => `${lang === 'en' ? '/en' : ''}${enquiryForms[form].path}`;
const section = (page: Page, form: EnquiryFormName) => page.locator(enquiryForms[form].anchor);

/** The language the page asked the server to answer in. */
const askedLang = (route: Route): Lang => (route.request().headers()['accept-language'] === 'en' ? 'en' : 'cs');

/** Closes the newest failure toast, so that the next step's is its own. */
async function closeAlert(page: Page) {
  const alert = toasts(page);
  await alert.last().locator('.notice__close').click();
  await expect(alert).toHaveCount(0);
}

async function submit(scope: Locator) {
  await scope.locator('button[type="submit"]').click();
}

/**
 * The walks with JavaScript, one page per form and language: the server's refusals, then, where
 * `sentAt` is given, the message sent from the same page, each at its own width.
 */
const walks: { form: EnquiryFormName; lang: Lang; refusedAt: number; sentAt?: number }[] = [
  { form: 'contact', lang: 'cs', refusedAt: 390, sentAt: 1440 },
  { form: 'contact', lang: 'en', refusedAt: 1440 },
  { form: 'lounge', lang: 'cs', refusedAt: 1440 },
  { form: 'lounge', lang: 'en', refusedAt: 390, sentAt: 390 },
];

/** Opens the form's page and walks the refusals: 429 (twice), 403, 413 and 409 in the server's words, a network failure in the form's. */
async function refusalWalk(page: Page, baseURL: string, form: EnquiryFormName, lang: Lang, width: number) {
  await page.setViewportSize({ width, height: 900 });
  // A message stored under a key, for the 409: the form's post is then sent under that key with other words.
  const storedKey = `e2e-conflict-${form}-${lang}-${Date.now()}`;
  const stored = await page.request.post(CONTACT_API_PATH, {
    headers: { Origin: baseURL },
    data: {
      name: 'Jiný host',
      email: 'jiny@example.com',
      subject: '',
      message: 'Jiná zpráva',
      lang,
      idempotencyKey: storedKey,
    },
  });
  expect(stored.status()).toBe(202);

  const answers: { status: number; lang: Lang; message?: string }[] = [];
  const steps = ['429', '429', '403', '413', '409', 'offline'] as const;
  const refuse = async (route: Route) => {
    const step = steps[answers.length];
    const body = route.request().postDataJSON() as Record<string, unknown>;
    const asked = askedLang(route);
    if (step === '429') {
      // The limiter's answer (server/http/api-errors.ts: the forms' own notice in plain text), in the language asked.
      const message = formsWords[asked].rateLimited.text;
      answers.push({ status: 429, lang: asked, message });
      return route.fulfill({
        status: 429,
        contentType: 'application/json',
        headers: { 'Retry-After': '600' },
        body: JSON.stringify({ error: { code: 'rate_limited', message } }),
      });
    }
    if (step === 'offline') {
      answers.push({ status: 0, lang: asked });
      return route.abort('failed');
    }
    // The real server's answers: a post from another site, one too large, one under a stored message's key.
    const changed =
      step === '403'
        ? { headers: { ...route.request().headers(), origin: 'https://elsewhere.example' } }
        : {
            postData: JSON.stringify(
              step === '413' ? { ...body, message: 'x'.repeat(20_000) } : { ...body, idempotencyKey: storedKey },
            ),
          };
    const response = await route.fetch(changed);
    const json = (await response.json()) as { error: { message: string } };
    answers.push({ status: response.status(), lang: asked, message: json.error.message });
    return route.fulfill({ response });
  };
  await page.route(`**${CONTACT_API_PATH}`, refuse);

  await openHydrated(page, pageUrl(form, lang));
  const scope = section(page, form);
  await fillForm(scope, form, `Odmítnutý host ${lang}`);
  const own = words(form, lang);
  const server = apiMessages[lang].errors;
  const expected = [
    formsWords[lang].rateLimited.text,
    formsWords[lang].rateLimited.text,
    server.cross_site,
    server.payload_too_large.replace('{{limit}}', '16 kB'),
    server.idempotency_conflict,
  ];
  for (const [index, text] of expected.entries()) {
    await submit(scope);
    await expect.poll(() => answers.length).toBe(index + 1);
    expect(answers[index]).toMatchObject({ status: Number(steps[index]), lang, message: text });
    const alert = toasts(page);
    await expect(alert).toHaveCount(1);
    // A toast stays while the pointer rests on it (as a guest reading it): held for the checks below.
    await alert.hover();
    await expect(alert).toContainText(text);
    // The spec's failure says "try again": a retry the server has refused would fail again.
    await expect(alert).not.toContainText(own.errorText);
    if (steps[index] === '429') await expect(alert).toContainText(formsWords[lang].rateLimited.title);
    // A changed resend of a stored message: its own title, not the failure's (the form has a new key; Send again works).
    if (steps[index] === '409') await expect(alert).toContainText(formsWords[lang].alreadyReceived.title);
    // Nothing pretends it was sent; what the guest wrote is kept.
    await expect(sentPanel(scope)).toHaveCount(0);
    await expect(scope.locator('[name="name"]')).toHaveValue(`Odmítnutý host ${lang}`);
    if (index === 0) expect(await axeViolations(page), "axe with the limit's notice").toEqual([]);
    // The first limit's notice is left open: the retry's same words replace it (one toast, above).
    if (index !== 0) await closeAlert(page);
  }
  // A real failure (the network) is the form's own failure notice.
  await submit(scope);
  await expect(toasts(page)).toContainText(own.errorText);
  expect(answers).toHaveLength(6);
  await page.unroute(`**${CONTACT_API_PATH}`, refuse);
  await closeAlert(page);
}

/**
 * On the form's page (the page's clock installed before it loaded), sends a message: it stays
 * where the form was, said there only, until the guest writes another.
 */
async function sentWalk(page: Page, form: EnquiryFormName, lang: Lang, width: number) {
  await page.setViewportSize({ width, height: 900 });
  const scope = section(page, form);
  const own = words(form, lang);
  await fillForm(scope, form, `Odeslaný host ${Date.now()}`);
  const [response] = await Promise.all([page.waitForResponse((r) => r.request().method() === 'POST'), submit(scope)]);
  // The console guard lets this test's refusals through: the message itself was accepted.
  expect(response.status()).toBe(202);
  const panel = sentPanel(scope);
  await expect(panel).toContainText(own.successTitle);
  await expect(panel).toContainText(own.successText);
  // Said once: the panel is the only live region with the words, and no toast says it.
  expect(await liveRegionsSaying(page, own.successTitle)).toBe(1);
  await expect(page.locator('.notices')).not.toContainText(own.successTitle);
  // The submit button went with the form: the focus is on what took its place.
  await expect(panel).toBeFocused();
  await expect(scope.locator('form')).toHaveCount(0);
  expect(await axeViolations(page), 'axe with the sent message').toEqual([]);

  // The proof stays (a few seconds later, on the page's clock, as a toast would not).
  await page.clock.runFor(15_000);
  await expect(panel).toBeVisible();
  await expect(panel).toContainText(own.successText);

  await panel.getByRole('link', { name: own.again }).click();
  await expect(panel).toHaveCount(0);
  const first = scope.locator(`[name="${enquiryForms[form].first}"]`);
  await expect(first).toBeFocused();
  await expect(first).toHaveValue('');
  await expect(scope.locator('[name="name"]')).toHaveValue('');
  await expect(scope.getByRole('checkbox')).not.toBeChecked();
  // Still on the page it was (no load): the link is the way back without JavaScript.
  await expect(page).toHaveURL(new RegExp(`${pageUrl(form, lang)}$`));
}

test.describe('with JavaScript, one page per form and language', () => {
  // The browser reports each refused or failed request; nothing else may be logged.
  test.use({
    allowConsole: [
      /^Failed to load resource: (the server responded with a status of (403|409|413|429)\b|net::ERR_FAILED$)/,
    ],
  });

  for (const { form, lang, refusedAt, sentAt } of walks) {
    const refused = `refused at ${refusedAt} px: 429 (twice), 403, 413 and 409 in the server's words; a network failure in the form's`;
    const sent = sentAt
      ? `; then sent at ${sentAt} px: said once, where the form was, until the guest writes another`
      : '';
    test(`${form} (${lang}), ${refused}${sent}`, async ({ page, baseURL }) => {
      await page.clock.install();
      await test.step(`refused at ${refusedAt} px`, () => refusalWalk(page, baseURL ?? '', form, lang, refusedAt));
      if (sentAt) await test.step(`sent at ${sentAt} px`, () => sentWalk(page, form, lang, sentAt));
    });
  }
});

testOnOnePage.describe('a sent message, without JavaScript', () => {
  testOnOnePage.use({ javaScriptEnabled: false });

  for (const [form, lang] of [
    ['contact', 'en'],
    ['lounge', 'cs'],
  ] as const) {
    testOnOnePage(
      `${form} (${lang}): the page after the 303 says so where the form was, and links to an empty form`,
      async ({ page }) => {
        await page.goto(pageUrl(form, lang));
        const scope = section(page, form);
        const own = words(form, lang);
        await fillForm(scope, form, `Bez JS ${Date.now()}`);
        const [response] = await Promise.all([
          page.waitForResponse((r) => r.request().method() === 'POST'),
          submit(scope),
        ]);
        expect(response.status()).toBe(303);
        await expect(page).toHaveURL(/\?odeslano=/);
        const panel = sentPanel(scope);
        await expect(panel).toContainText(own.successTitle);
        await expect(panel).toContainText(own.successText);
        await expect(scope.locator('form')).toHaveCount(0);

        await panel.getByRole('link', { name: own.again }).click();
        await expect(page).toHaveURL(new RegExp(`${pageUrl(form, lang)}${enquiryForms[form].anchor}$`));
        await expect(sentPanel(section(page, form))).toHaveCount(0);
        await expect(section(page, form).locator('[name="name"]')).toHaveValue('');
      },
    );
  }
});

test('with JavaScript, the page of the success marker (a post sent before hydration) keeps the message until the guest writes another', async ({
  page,
}) => {
  await openHydrated(page, '/en/kontakt?odeslano=1#formular');
  const scope = section(page, 'contact');
  const own = words('contact', 'en');
  const panel = sentPanel(scope);
  await expect(panel).toContainText(own.successTitle);
  // The marker leaves the address (a reload would announce it again); the message stays.
  await expect(page).toHaveURL(/\/en\/kontakt#formular$/);
  await expect(panel).toBeVisible();
  // The page's booking form is as it was.
  await expect(page.locator('#rezervace [aria-invalid="true"]')).toHaveCount(0);
  await panel.getByRole('link', { name: own.again }).click();
  await expect(panel).toHaveCount(0);
  await expect(scope.locator('[name="name"]')).toBeFocused();
});
