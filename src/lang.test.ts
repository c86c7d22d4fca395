import { describe, expect, it } from 'vitest';
import { langFromAcceptLanguage, langFromBody, langFromPath, localizePath, stripLang, togglePath } from './lang';

describe('language from path', () => {
  it('is Czech unless the path starts with /en', () => {
    expect(langFromPath('/')).toBe('cs');
    expect(langFromPath('/kontakt')).toBe('cs');
    expect(langFromPath('/en')).toBe('en');
    expect(langFromPath('/en/kontakt')).toBe('en');
    expect(langFromPath('/english')).toBe('cs');
  });

  it('strips and adds the prefix', () => {
    expect(stripLang('/en')).toBe('/');
    expect(stripLang('/en/galerie')).toBe('/galerie');
    expect(stripLang('/galerie')).toBe('/galerie');
    expect(localizePath('/', 'en')).toBe('/en');
    expect(localizePath('/kontakt', 'en')).toBe('/en/kontakt');
    expect(localizePath('/kontakt', 'cs')).toBe('/kontakt');
  });

  it('toggles between the two languages on the same page', () => {
    expect(togglePath('/kontakt')).toEqual({ lang: 'en', path: '/en/kontakt' });
    expect(togglePath('/en/kontakt')).toEqual({ lang: 'cs', path: '/kontakt' });
    expect(togglePath('/')).toEqual({ lang: 'en', path: '/en' });
    expect(togglePath('/en')).toEqual({ lang: 'cs', path: '/' });
  });
});

describe('language from a submitted body', () => {
  it("is the body's lang when it is one of ours, Czech otherwise", () => {
    expect(langFromBody({ lang: 'en' })).toBe('en');
    expect(langFromBody({ lang: 'cs' })).toBe('cs');
    expect(langFromBody({ lang: 'de' })).toBe('cs');
    expect(langFromBody({ lang: ['en'] })).toBe('cs');
    expect(langFromBody(null)).toBe('cs');
    expect(langFromBody('en')).toBe('cs');
  });
});

describe('language from Accept-Language', () => {
  it.each([
    [undefined, 'cs'],
    ['', 'cs'],
    ['en', 'en'],
    ['en-US,en;q=0.9', 'en'],
    ['cs-CZ,cs;q=0.9,en;q=0.8', 'cs'],
    ['de-DE,en;q=0.5', 'en'],
    ['de', 'cs'],
    ['*', 'cs'],
    ['en;q=0.5, cs;q=0.5', 'en'],
    ['cs;q=0, en;q=0.1', 'en'],
    ['en;q=0, *', 'cs'],
    ['EN-gb', 'en'],
    ['en-GB;q=0.8, cs;q=0.8', 'cs'],
  ] as const)('%j → %s', (header, lang) => {
    expect(langFromAcceptLanguage(header)).toBe(lang);
  });
});
