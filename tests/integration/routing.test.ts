import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { legacyRedirects } from '../../src/routes';
import { createTestApp } from '../support/test-app';

const { app, logs } = createTestApp();

const expectedRedirects: [string, string][] = [
  ['/menu', '/jidelni-listek'],
  ['/napoje', '/napojovy-listek'],
  ['/o-nas', '/o-restauraci-ballon'],
  ['/o-restauraci', '/o-restauraci-ballon'],
  ['/ballon-restaurant', '/o-restauraci-ballon'],
  ['/salonek', '/konferencni-prostory-salonek'],
  ['/virtualni-prohlidka', '/galerie'],
  ['/galerie/virtualni-prohlidka', '/galerie'],
  ['/galerie/virtualni-prohlidka-salonek', '/galerie'],
  ['/rezervace', '/kontakt'],
  ['/en/daily-deal', '/en/denni-menu'],
  ['/en/menu', '/en/jidelni-listek'],
  ['/en/drinks', '/en/napojovy-listek'],
  ['/en/about', '/en/o-restauraci-ballon'],
  ['/en/lounge', '/en/konferencni-prostory-salonek'],
  ['/en/lounge-bar', '/en/konferencni-prostory-salonek'],
  ['/en/virtual-tour', '/en/galerie'],
  ['/en/contact', '/en/kontakt'],
];

describe('legacy redirects', () => {
  it('the table holds exactly the 10 Czech and 8 English redirects of the spec', () => {
    expect(Object.entries(legacyRedirects).sort()).toEqual([...expectedRedirects].sort());
  });

  it.each(expectedRedirects)('%s answers 301 to %s', async (from, to) => {
    const response = await request(app).get(from).expect(301);
    expect(response.headers.location).toBe(to);
  });

  it('keeps the query string', async () => {
    const response = await request(app).get('/en/menu?utm_source=flyer&x=1').expect(301);
    expect(response.headers.location).toBe('/en/jidelni-listek?utm_source=flyer&x=1');
  });
});

describe('trailing slashes', () => {
  it.each([
    ['/en/', '/en'],
    ['/kontakt/', '/kontakt'],
    ['/en/galerie/', '/en/galerie'],
    ['/kontakt//', '/kontakt'],
    // A legacy address with a slash goes to its page in one hop (the target is canonical).
    ['/menu/', '/jidelni-listek'],
  ])('%s answers 301 to %s', async (from, to) => {
    const response = await request(app).get(from).expect(301);
    expect(response.headers.location).toBe(to);
  });

  it('keeps the query string', async () => {
    const response = await request(app).get('/kontakt/?a=b').expect(301);
    expect(response.headers.location).toBe('/kontakt?a=b');
  });

  it('leaves the home page alone', async () => {
    await request(app).get('/').expect(200);
  });
});

describe('unknown paths', () => {
  const titles = { cs: 'Oops! Stránka nebyla nalezena', en: 'Page not found' };
  const homes = { cs: ['/', 'Zpět na úvodní stránku'], en: ['/en', 'Back to the home page'] };

  it.each([
    ['/neexistuje', 'cs'],
    ['/galerie/neco/dalsiho', 'cs'],
    ['/en/does-not-exist', 'en'],
    ['/en/kontakt/x', 'en'],
  ] as const)('%s answers 404 in both languages, %s first, with a link home in each', async (path, lang) => {
    const other = lang === 'cs' ? 'en' : 'cs';
    const before = logs.length;
    const response = await request(app).get(path).expect(404);
    const text = response.text.replaceAll('\u00a0', ' ');
    expect(text).toContain(`<html lang="${lang}"`);
    expect(text).toContain(`<h1 class="not-found__title">${titles[lang]}</h1>`);
    // The other language's part is marked with its language, and leads to its own home page.
    expect(text).toMatch(
      new RegExp(
        `<div class="[^"]*not-found__part--other" lang="${other}"><h2 class="not-found__title">${titles[other]}</h2>`,
      ),
    );
    expect(text).toMatch(new RegExp(`<a class="button" href="${homes[lang][0]}"[^>]*>${homes[lang][1]}</a>`));
    expect(text).toMatch(
      new RegExp(
        `<a class="button button--outline" hrefLang="${other}" href="${homes[other][0]}"[^>]*>${homes[other][1]}</a>`,
      ),
    );
    expect(text.indexOf(titles[lang])).toBeLessThan(text.indexOf(titles[other]));
    // The header's language switch leads to the other language's home page, which exists.
    expect(text).toMatch(
      new RegExp(`<a class="lang-toggle" hrefLang="${other}" lang="${other}" href="${homes[other][0]}"`),
    );
    expect(text).toContain('<meta name="robots" content="noindex"');
    expect(text).not.toContain('rel="canonical"');

    const warnings = logs.slice(before).filter((line) => line.level === 40);
    expect(warnings).toEqual([expect.objectContaining({ msg: 'page not found', path })]);
  });

  it.each([
    ['/neco%2Fjineho', 'cs'],
    ['/en/neco%2Fjineho', 'en'],
  ] as const)(
    '%s, a path that is ours in no spelling, answers the server\u2019s static 404, in both languages too',
    async (path, lang) => {
      const other = lang === 'cs' ? 'en' : 'cs';
      const response = await request(app).get(path).expect(404);
      const text = response.text.replaceAll('\u00a0', ' ');
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(text).toContain(`<html lang="${lang}"`);
      expect(text).toContain(`<h1>${titles[lang]}</h1>`);
      expect(text).toContain(`<div lang="${other}"><h2>${titles[other]}</h2>`);
      expect(text).toContain(`<a href="${homes[lang][0]}">${homes[lang][1]}</a>`);
      expect(text).toContain(`<a href="${homes[other][0]}" hreflang="${other}">${homes[other][1]}</a>`);
      expect(text).toContain('<meta name="robots" content="noindex">');
    },
  );
});
