import { describe, expect, it } from 'vitest';
import { getI18n } from './instances';
import { languageModules, loadLanguage } from './load-language';

// This file never imports src/i18n/index.ts (which registers both languages for
// the server), so it sees the registry as the browser does.
describe('loading one language', () => {
  it('makes getI18n usable for that language only', async () => {
    expect(() => getI18n('en')).toThrow(/en messages are not loaded/);
    await loadLanguage('en');
    expect(getI18n('en').t('nav.openMenu')).toBe('Open menu');
    expect(() => getI18n('cs')).toThrow(/cs messages are not loaded/);
  });

  it('keeps the one instance per language', async () => {
    await loadLanguage('cs');
    const first = getI18n('cs');
    await loadLanguage('cs');
    expect(getI18n('cs')).toBe(first);
    expect(first.t('nav.openMenu')).toBe('Otevřít navigaci');
  });

  it('names each language module by its path in the build manifest', () => {
    expect(languageModules.cs.file).toBe('src/i18n/cs/core.ts');
    expect(languageModules.en.file).toBe('src/i18n/en/core.ts');
  });
});
