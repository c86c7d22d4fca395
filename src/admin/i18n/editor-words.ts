import { addScreenWords } from './screen-words';
import type { Strings } from './strings';

/**
 * The content editor's words added since its first ones (cs.ts / en.ts), in both languages: loaded
 * with the editor, which imports this file, so the sign-in and the first screen do not carry them
 * (screen-words.ts); messages.test.ts checks them.
 */
export const editorCs = {
  content: {
    savedMerged: 'Uloženo. Mezitím tu někdo uložil jiné změny; zůstaly, spolu s vašimi.',
    samplesCount: 'Ukázkové hodnoty k ověření: {count}',
  },
};

export const editorEn: Strings<typeof editorCs> = {
  content: {
    savedMerged: 'Saved. Someone saved other changes here meanwhile; they are kept, together with yours.',
    samplesCount: 'Sample values to check: {count}',
  },
};

addScreenWords({ cs: editorCs, en: editorEn });
