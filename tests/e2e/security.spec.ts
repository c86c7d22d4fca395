import type { Page, Response } from '@playwright/test';
import { expect, openHydrated, test } from './fixtures';

const PAYLOAD = '</script><script>alert(1)</script>';

function cspNonce(response: Response | null): string {
  const nonce = /'nonce-([^']+)'/.exec(response?.headers()['content-security-policy'] ?? '')?.[1];
  if (!nonce) throw new Error('no nonce in the Content-Security-Policy');
  return nonce;
}

/** Every script element of the document: its type and its nonce (the property: browsers hide the attribute). */
function scriptsOf(page: Page) {
  return page.evaluate(() => [...document.scripts].map((script) => ({ type: script.type, nonce: script.nonce, text: script.textContent ?? '' })));
}

test.describe('nonces in the browser', () => {
  test('two loads carry different nonces; every script carries the nonce of its response; no CSP report', async ({ page }) => {
    const nonces: string[] = [];
    for (const url of ['/', '/en/konferencni-prostory-salonek']) {
      const response = await page.goto(url);
      await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
      const nonce = cspNonce(response);
      nonces.push(nonce);
      const scripts = await scriptsOf(page);
      expect(scripts.length).toBeGreaterThanOrEqual(3);
      // The hydration data is JSON, never executed: the CSP does not apply to it and it carries no nonce.
      for (const script of scripts.filter((each) => each.type !== 'application/json')) expect(script, `a <script type="${script.type}">`).toMatchObject({ nonce });
      expect(scripts.filter((each) => each.type === 'application/json')).toEqual([expect.objectContaining({ nonce: '' })]);
    }
    expect(nonces[0]).not.toBe(nonces[1]);
    // A CSP violation would be a console error: the fixture fails the test on any.
  });
});

test.describe('hydration data that tries to close its script element', () => {
  // Chromium notes every non-2xx document in the console.
  test.use({ allowConsole: [/status of 422/] });

  test('a posted name with </script><script>alert(1)</script> is shown as text and never runs', async ({ page }) => {
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    await openHydrated(page, '/kontakt');

    // A plain HTML form post, as a browser without JavaScript sends it: the server
    // answers 422 (invalid e-mail) and echoes the posted values in the hydration data.
    const answered = page.waitForResponse((response) => response.request().method() === 'POST' && new URL(response.url()).pathname === '/kontakt');
    await page.evaluate((name) => {
      const form = document.createElement('form');
      form.method = 'post';
      form.action = '/kontakt';
      const fields = { name, email: 'not-an-email', subject: 'Test', message: 'Dobrý den', consent: 'on' };
      for (const [key, value] of Object.entries(fields)) {
        const input = document.createElement('input');
        input.type = 'hidden';
        input.name = key;
        input.value = value;
        form.append(input);
      }
      document.body.append(form);
      form.submit();
    }, PAYLOAD);
    const response = await answered;
    expect(response.status()).toBe(422);
    // As sent: the value escaped inside the JSON data block.
    const data = /<script type="application\/json" id="ssr-data"[^>]*>([^<]*)<\/script>/.exec(await response.text())?.[1];
    expect(data).toContain('\\u003c/script\\u003e\\u003cscript\\u003ealert(1)\\u003c/script\\u003e');

    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    const form = page.locator('#formular');
    await expect(form.getByLabel('Jméno a příjmení')).toHaveValue(PAYLOAD);
    await expect(form.getByText('Neplatná emailová adresa')).toBeVisible();

    const nonce = cspNonce(response);
    const scripts = await scriptsOf(page);
    expect(scripts.filter((script) => script.text.includes('alert(1)') && script.type !== 'application/json')).toEqual([]);
    for (const script of scripts.filter((each) => each.type !== 'application/json')) expect(script).toMatchObject({ nonce });
    // The data block still parses and holds the value as it was typed.
    const parsed = await page.evaluate(() => JSON.parse(document.getElementById('ssr-data')?.textContent ?? 'null') as unknown);
    expect(JSON.stringify(parsed)).toContain(JSON.stringify(PAYLOAD).slice(1, -1));

    await page.waitForTimeout(300);
    expect(dialogs).toEqual([]);
  });
});
