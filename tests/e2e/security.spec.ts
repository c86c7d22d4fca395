import { createHash } from 'node:crypto';
import type { Page } from '@playwright/test';
import { expect, openHydrated, test, testOnOnePage } from './fixtures';

const PAYLOAD = '</script><script>alert(1)</script>';

/** Every script element of the document: its type, source, nonce (the property) and text. */
function scriptsOf(page: Page) {
  return page.evaluate(() =>
    [...document.scripts].map((script) => ({
      type: script.type,
      src: script.src,
      nonce: script.nonce,
      text: script.textContent ?? '',
    })),
  );
}

/** `'sha256-…'` of a text, as the CSP spells a hash. */
function sha256(text: string): string {
  return `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
}

/** Collects the page's CSP violation events from its first script on (a console error reports them too). */
async function recordViolations(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.effectiveDirective} ${event.blockedURI}`),
    );
  });
  return () => page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);
}

test.describe('hashes in the browser', () => {
  test('one policy for every load; every inline script the browser runs is listed by its hash; no nonce; no violation', async ({
    page,
  }) => {
    const violations = await recordViolations(page);
    const policies: string[] = [];
    for (const url of ['/', '/en/konferencni-prostory-salonek', '/']) {
      const response = await page.goto(url);
      await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
      const policy = response?.headers()['content-security-policy'] ?? '';
      policies.push(policy);
      const scriptSrc = /script-src ([^;]*)/.exec(policy)?.[1]?.split(' ') ?? [];
      expect(scriptSrc).toContain("'strict-dynamic'");
      expect(policy).not.toMatch(/'unsafe-inline'|'nonce-/);
      const scripts = await scriptsOf(page);
      const inline = scripts.filter(
        (script) => !script.src && script.type !== 'application/json' && script.type !== 'application/ld+json',
      );
      // The class switch and the client loader.
      expect(inline).toHaveLength(2);
      expect(scriptSrc.filter((source) => source.startsWith("'sha256-")).sort()).toEqual(
        inline.map((script) => sha256(script.text)).sort(),
      );
      for (const script of scripts) expect(script.nonce, `a <script type="${script.type}">`).toBe('');
      // The entry, added by the loader, ran: not parser-inserted, trusted through 'strict-dynamic'.
      expect(scripts.some((script) => script.type === 'module' && script.src.includes('/assets/'))).toBe(true);
    }
    expect(new Set(policies).size).toBe(1);
    expect(await violations()).toEqual([]);
  });

  test("lazy chunks load under the hashed policy: a client-side navigation fetches the next page's chunk", async ({
    page,
  }) => {
    const violations = await recordViolations(page);
    await page.goto('/');
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    const scriptsBefore = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map((entry) => entry.name)
        .filter((name) => name.endsWith('.js')),
    );
    await page
      .getByRole('navigation', { name: 'Hlavní navigace' })
      .first()
      .getByRole('link', { name: 'Galerie' })
      .click();
    await expect(page).toHaveURL('/galerie');
    await expect(page).toHaveTitle('Galerie | Restaurace Ballon');
    const scriptsAfter = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .map((entry) => entry.name)
        .filter((name) => name.endsWith('.js')),
    );
    // The gallery's own chunk came only now (Vite's runtime adds its modulepreload links: not parser-inserted).
    expect(scriptsAfter.filter((name) => !scriptsBefore.includes(name)).length).toBeGreaterThan(0);
    expect(await violations()).toEqual([]);
  });
});

testOnOnePage.describe('hydration data that tries to close its script element', () => {
  // Chromium notes every non-2xx document in the console.
  testOnOnePage.use({ allowConsole: [/status of 422/] });

  testOnOnePage(
    'a posted name with </script><script>alert(1)</script> is shown as text and never runs',
    async ({ page }) => {
      const dialogs: string[] = [];
      page.on('dialog', (dialog) => {
        dialogs.push(dialog.message());
        void dialog.dismiss();
      });
      await openHydrated(page, '/kontakt');

      // A plain HTML form post, as a browser without JavaScript sends it: the server
      // answers 422 (invalid e-mail) and echoes the posted values in the hydration data.
      const answered = page.waitForResponse(
        (response) => response.request().method() === 'POST' && new URL(response.url()).pathname === '/kontakt',
      );
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
      const data = /<script type="application\/json" id="ssr-data"[^>]*>([^<]*)<\/script>/.exec(
        await response.text(),
      )?.[1];
      expect(data).toContain('\\u003c/script\\u003e\\u003cscript\\u003ealert(1)\\u003c/script\\u003e');

      await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
      const form = page.locator('#formular');
      await expect(form.getByLabel('Jméno a příjmení')).toHaveValue(PAYLOAD);
      // The field's own message (the error summary at the form's top links it too).
      await expect(form.locator('#contact-email-error')).toHaveText('Neplatná emailová adresa');

      const scripts = await scriptsOf(page);
      expect(
        scripts.filter((script) => script.text.includes('alert(1)') && script.type !== 'application/json'),
      ).toEqual([]);
      // The hashes of the 422 page (not cached, not shared) allow exactly its own two inline scripts.
      const scriptSrc =
        /script-src ([^;]*)/.exec((await response.allHeaders())['content-security-policy'] ?? '')?.[1] ?? '';
      const inline = scripts.filter(
        (script) => !script.src && script.type !== 'application/json' && script.type !== 'application/ld+json',
      );
      expect(inline).toHaveLength(2);
      for (const script of inline) expect(scriptSrc).toContain(sha256(script.text));
      // The data block still parses and holds the value as it was typed.
      const parsed = await page.evaluate(
        () => JSON.parse(document.getElementById('ssr-data')?.textContent ?? 'null') as unknown,
      );
      expect(JSON.stringify(parsed)).toContain(JSON.stringify(PAYLOAD).slice(1, -1));

      // Every script of the page has run by its load event; an alert would have blocked the page
      // (and been noted above) before it.
      await page.waitForLoadState('load');
      expect(dialogs).toEqual([]);
    },
  );
});
