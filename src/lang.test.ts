import { describe, expect, it } from 'vitest';
import { langFromPath, localizePath, stripLang, togglePath } from './lang';

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
