/**
 * Words a screen's chunk brings with it (later-words.ts), both languages, beside the loaded
 * ones (i18n.tsx looks here after a language's own words). Kept apart from a language's
 * object, which is replaced when English is loaded.
 */
const screenWords: Record<'cs' | 'en', Record<string, unknown>> = { cs: {}, en: {} };

export function addScreenWords(words: Record<'cs' | 'en', Record<string, unknown>>): void {
  Object.assign(screenWords.cs, words.cs);
  Object.assign(screenWords.en, words.en);
}

export const wordsOfScreens = (lang: 'cs' | 'en'): Record<string, unknown> => screenWords[lang];
