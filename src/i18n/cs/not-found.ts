/**
 * The page for an unknown path, which shows both languages at once (the spec:
 * "a bilingual 404 page"). Kept out of the language's messages: the browser has
 * both languages' lines at hand (src/i18n/not-found.ts) without loading the other
 * language's whole copy.
 */
export const notFound = {
  title: 'Oops! Stránka nebyla nalezena',
  text: 'Stránka, kterou hledáte, neexistuje nebo byla přesunuta.',
  home: 'Zpět na úvodní stránku',
};
