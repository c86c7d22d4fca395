/**
 * Words a screen's chunk brings with it (later-words.ts, lunch-words.ts), both languages, beside the loaded
 * ones (i18n.tsx looks here after a language's own words). Kept apart from a language's
 * object, which is replaced when English is loaded.
 */
const screenWords: Record<'cs' | 'en', Record<string, unknown>> = { cs: {}, en: {} };

/** Joins a screen's words to the others: a namespace two files share (`lunch`) gets the keys of both. */
export function addScreenWords(words: Record<'cs' | 'en', Record<string, unknown>>): void {
  for (const lang of ['cs', 'en'] as const)
    for (const [key, value] of Object.entries(words[lang])) {
      const current = screenWords[lang][key];
      screenWords[lang][key] =
        current && typeof current === 'object' && value && typeof value === 'object' ? { ...current, ...value } : value;
    }
}

export const wordsOfScreens = (lang: 'cs' | 'en'): Record<string, unknown> => screenWords[lang];
