import { describe, expect, it } from 'vitest';
import { cs } from './cs';
import { allergens as csAllergens } from './cs/allergens';
import { en } from './en';
import { privacy as enPrivacy } from './en/privacy';
import { getI18n, registerLanguage } from './instances';
import { loadPageMessages, pageMessageFiles } from './page-messages';

// This file never imports ./index (which registers everything up front, as the server does): it sees what the browser sees.
describe('messages loaded with their page', () => {
  it('are not in the language chunk every page loads', () => {
    expect(Object.keys(cs)).not.toContain('privacy');
    expect(Object.keys(cs)).not.toContain('allergens');
    expect(Object.keys(en)).not.toContain('privacy');
  });

  it('arrive before their language (loaded in parallel) and are there once it registers', async () => {
    await loadPageMessages('privacy', 'en');
    const t = registerLanguage('en', en).t;
    expect(t('privacy.eyebrow')).toBe(enPrivacy.eyebrow);
    expect(t('common.siteName')).toBe(en.common.siteName);
  });

  it('arrive after their language and are added to it', async () => {
    registerLanguage('cs', cs);
    expect(getI18n('cs').exists('allergens.legend.title')).toBe(false);
    await loadPageMessages('feast', 'cs');
    expect(getI18n('cs').t('allergens.legend.title')).toBe(csAllergens.legend.title);
  });

  it('name a chunk of their own for the server to preload, per page and language', () => {
    expect(pageMessageFiles('privacy', 'cs')).toEqual(['src/i18n/cs/privacy.ts']);
    expect(pageMessageFiles('drinks', 'en')).toEqual(['src/i18n/en/allergens.ts']);
    expect(pageMessageFiles('home', 'cs')).toEqual([]);
  });
});
