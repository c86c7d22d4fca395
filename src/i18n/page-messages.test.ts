import { describe, expect, it } from 'vitest';
import { cs } from './cs';
import { core as csCore } from './cs/core';
import { allergens as csAllergens } from './cs/allergens';
import { core as enCore } from './en/core';
import { privacy as enPrivacy } from './en/privacy';
import { getI18n, registerLanguage } from './instances';
import { loadHeadMessages, loadPageMessages, pageMessageFiles } from './page-messages';
import { pagePaths, type PageKey } from '../page-ids';

// This file never imports ./index (which registers everything up front, as the server does): it sees what the browser sees.
describe('messages loaded with their page', () => {
  it('are not in the language chunk every page loads', () => {
    expect(Object.keys(csCore).sort()).toEqual(['common', 'error', 'footer', 'hours', 'nav']);
    expect(Object.keys(enCore).sort()).toEqual(Object.keys(csCore).sort());
    // Every other namespace comes with a page: the site's (cs) and the two only pages have.
    const withPages = new Set((Object.keys(pagePaths) as PageKey[]).flatMap((page) => pageMessageFiles(page, 'cs')));
    for (const namespace of Object.keys(cs).filter((key) => !(key in csCore) && key !== 'meta')) {
      expect(
        [...withPages].some((file) =>
          file.includes(`/${namespace.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}.ts`),
        ),
        namespace,
      ).toBe(true);
    }
  });

  it('arrive before their language (loaded in parallel) and are there once it registers', async () => {
    await loadPageMessages('privacy', 'en');
    const t = registerLanguage('en', enCore).t;
    expect(t('privacy.eyebrow')).toBe(enPrivacy.eyebrow);
    expect(t('common.siteName')).toBe(enCore.common.siteName);
  });

  it('arrive after their language and are added to it', async () => {
    registerLanguage('cs', csCore);
    expect(getI18n('cs').exists('allergens.legend.title')).toBe(false);
    await loadPageMessages('feast', 'cs');
    expect(getI18n('cs').t('allergens.legend.title')).toBe(csAllergens.legend.title);
  });

  it('name a chunk of their own for the server to preload, per page and language', () => {
    expect(pageMessageFiles('privacy', 'cs')).toEqual(['src/i18n/cs/privacy.ts']);
    expect(pageMessageFiles('drinks', 'en')).toEqual(['src/i18n/en/drinks.ts', 'src/i18n/en/allergens.ts']);
    expect(pageMessageFiles('contact', 'en')).toEqual([
      'src/i18n/en/contact.ts',
      'src/i18n/en/forms.ts',
      'src/i18n/en/booking.ts',
    ]);
    expect(pageMessageFiles('home', 'cs')).toEqual(['src/i18n/cs/home.ts']);
  });

  it("bring the head's titles only when asked (the first client-side navigation)", async () => {
    expect(getI18n('cs').exists('meta.titleSuffix')).toBe(false);
    await loadHeadMessages('cs');
    expect(getI18n('cs').t('meta.titleSuffix')).toBe(cs.meta.titleSuffix);
  });
});
