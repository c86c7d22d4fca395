import { describe, expect, it } from 'vitest';
import { methodLabel, routeLabel } from './route-label';

describe('routeLabel', () => {
  it.each([
    ['/', 200, 'page:home'],
    ['/en', 200, 'page:home:en'],
    ['/kontakt', 303, 'page:contact'],
    ['/en/konferencni-prostory-salonek', 422, 'page:lounge:en'],
    ['/ochrana-osobnich-udaju', 200, 'page:privacy'],
    ['/en/ochrana-osobnich-udaju', 200, 'page:privacy:en'],
    ['/api/send-contact-email', 202, 'api:send-contact-email'],
    ['/api/nope', 404, 'api:other'],
    ['/assets/entry-client-abc.js', 200, 'assets'],
    ['/sitemap.xml', 200, 'sitemap.xml'],
    ['/readyz', 503, 'readyz'],
    ['/KONTAKT', 301, 'redirect'],
    ['//evil.example', 404, 'not-found'],
    ['/kontakt/', 301, 'redirect'],
    ['/favicon.ico', 200, 'icons'],
    ['/apple-touch-icon.png', 304, 'icons'],
    ['/.well-known/security.txt', 200, 'security.txt'],
    ['/svatomartinske-hody/2027.ics', 200, 'calendar'],
    ['/en/svatomartinske-hody/2027.ics', 304, 'calendar'],
    ['/svatomartinske-hody/1999.ics', 404, 'not-found'],
    ['/svatomartinske-hody/../2027.ics', 400, 'other'],
    ['/robots.txt.map', 200, 'other'],
    ['/anything', 400, 'other'],
  ])('%s answered %i → %s', (path, status, label) => {
    expect(routeLabel(path, status)).toBe(label);
  });
});

describe('methodLabel', () => {
  it('keeps the common methods and folds the rest', () => {
    expect(['GET', 'HEAD', 'POST', 'DELETE'].map(methodLabel)).toEqual(['GET', 'HEAD', 'POST', 'DELETE']);
    expect(['PROPFIND', 'MKCOL', 'get', undefined].map(methodLabel)).toEqual(['OTHER', 'OTHER', 'OTHER', 'OTHER']);
  });
});
