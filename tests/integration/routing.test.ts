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
    // A legacy address with a slash goes to its page in one hop (issue #12: the target is canonical).
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
  it.each([
    ['/neexistuje', 'cs', 'Oops! Stránka nebyla nalezena', 'href="/"'],
    ['/galerie/neco/dalsiho', 'cs', 'Oops! Stránka nebyla nalezena', 'href="/"'],
    ['/en/does-not-exist', 'en', 'Page not found', 'href="/en"'],
    ['/en/kontakt/x', 'en', 'Page not found', 'href="/en"'],
  ])('%s answers 404 in %s with a link home', async (path, lang, title, homeLink) => {
    const before = logs.length;
    const response = await request(app).get(path).expect(404);
    expect(response.text).toContain(`<html lang="${lang}"`);
    expect(response.text).toMatch(new RegExp(`<h1>${title}</h1>`));
    expect(response.text).toMatch(new RegExp(`<a class="button" ${homeLink.replace('/', '\\/')}`));
    expect(response.text).toContain('<meta name="robots" content="noindex"');
    expect(response.text).not.toContain('rel="canonical"');

    const warnings = logs.slice(before).filter((line) => line.level === 40);
    expect(warnings).toEqual([expect.objectContaining({ msg: 'page not found', path })]);
  });
});
