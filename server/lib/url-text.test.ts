import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { urlText } from './url-text';

describe('urlText', () => {
  it('leaves a serialized URL as it is', () => {
    for (const url of [
      'https://www.example.cz/sitemap.xml',
      'http://[::1]:3000/en/kontakt',
      'mailto:security@example.cz',
      'https://x.example/a%C3%A1?q=1&r=(2)#top',
    ]) {
      expect(urlText(url)).toBe(url);
    }
  });

  it('percent-encodes what a URI may not hold: quotes, spaces, line breaks, controls, angle brackets, non-ASCII', () => {
    expect(urlText('https://h.example"onx=1&y/sitemap.xml')).toBe('https://h.example%22onx=1&y/sitemap.xml');
    expect(urlText('https://x.example/a\u0001b\r\nSitemap: c <d> é')).toBe(
      'https://x.example/a%01b%0D%0ASitemap:%20c%20%3Cd%3E%20%C3%A9',
    );
    expect(urlText('https://x.example/\ud800')).toBe('https://x.example/%EF%BF%BD');
  });

  it('never prints a character outside RFC 3986', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (text) =>
        /^[A-Za-z0-9\-._~:/?#[\]@!$&'()*+,;=%]*$/.test(urlText(text)),
      ),
    );
  });
});
