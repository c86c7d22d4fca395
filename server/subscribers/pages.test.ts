/**
 * The lunch menu by e-mail's small pages: the link back to the daily menu is a plain link on
 * every one of them (public/notice.css `.back-plain`), so the page's one button stands out;
 * the confirmation link opened again says so and asks nothing.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { buttonPage, confirmedPage, formPage, noticePage } from './pages';
import { CONFIRM_PATH } from './desk';

const backLinks = (html: string) =>
  [...html.matchAll(/<p( class="[^"]*")?><a href="\/(?:en\/)?denni-menu#odber">/g)].map((match) => match[1] ?? '');

describe('the subscription pages', () => {
  it.each(['cs', 'en'] as const)('draw "back to the Daily Menu" as a plain link on every page (%s)', (lang) => {
    const pages = [
      noticePage(lang, 'sent'),
      noticePage(lang, 'unsubscribed'),
      noticePage(lang, 'tokenInvalid'),
      buttonPage(lang, 'confirm', CONFIRM_PATH, 'tok'),
      confirmedPage(lang, '/denni-menu/odber/odhlaseni?t=tok'),
      confirmedPage(lang, '/denni-menu/odber/odhlaseni?t=tok', 'alreadyConfirmed'),
      formPage(lang, { email: '', lang, consent: false }, { email: true }),
    ];
    for (const page of pages) expect(backLinks(page)).toEqual([' class="back-plain"']);
  });

  it('styles the plain back link without the button’s fill, still 44 px tall to tap', () => {
    const css = readFileSync(new URL('../../public/notice.css', import.meta.url), 'utf8');
    const rule = /\.back-plain a \{([^}]*)\}/.exec(css)?.[1] ?? '';
    expect(rule).toMatch(/background: none/);
    expect(rule).toMatch(/min-height: 44px/);
    expect(rule).toMatch(/text-decoration: underline/);
  });

  it('says a confirmed subscription is confirmed already, with the way out and no button', () => {
    const html = confirmedPage('en', '/en/denni-menu/odber/odhlaseni?t=tok', 'alreadyConfirmed');
    expect(html).toContain('<h1>Already confirmed</h1>');
    expect(html).toContain('href="/en/denni-menu/odber/odhlaseni?t=tok"');
    expect(html).not.toMatch(/<form|<button/);
  });
});
