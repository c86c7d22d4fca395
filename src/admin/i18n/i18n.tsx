import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { setApiLanguage } from '../api/client';
import { cs } from './cs';
import { fill, lookup, type MessageKey, type Messages } from './messages';
import { wordsOfScreens } from './screen-words';

export type AdminLang = 'cs' | 'en';

/**
 * The words of each language loaded so far. Czech is in the entry; English is a chunk of its
 * own, loaded before the first screen when it is the remembered choice and when the toggle
 * asks for it (loadAdminLanguage), so a screen only ever reads a language that is here.
 */
export const adminMessages = { cs } as Record<AdminLang, Messages>;

/** Makes a language's words available (the English chunk fetched once); resolves when they are. */
export async function loadAdminLanguage(lang: AdminLang): Promise<void> {
  if (adminMessages[lang]) return;
  adminMessages.en = (await import('./en')).en;
}

/** The word at a dotted key in a language: its own words, then the later screens' (screen-words.ts). */
export const wordAt = (lang: AdminLang, key: string): string | undefined =>
  lookup(adminMessages[lang], key) ?? lookup(wordsOfScreens(lang), key);

/** Where the toggle's choice is remembered (this device only; Czech until changed). */
const LANG_KEY = 'ballon-admin-lang';

export function storedLang(): AdminLang {
  try {
    return localStorage.getItem(LANG_KEY) === 'en' ? 'en' : 'cs';
  } catch {
    return 'cs';
  }
}

export interface AdminI18n {
  lang: AdminLang;
  setLang(lang: AdminLang): void;
  t(key: MessageKey, values?: Record<string, string | number>): string;
  /** A form field's label by its schema key (`street`), or the key itself when none is written. */
  label(fieldKey: string): string;
  /** A date and time, in the admin's language, Prague time. */
  dateTime(iso: string): string;
}

function createI18n(lang: AdminLang, setLang: (lang: AdminLang) => void = () => {}): AdminI18n {
  const messages = adminMessages[lang];
  const format = new Intl.DateTimeFormat(lang === 'cs' ? 'cs-CZ' : 'en-US', {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'Europe/Prague',
  });
  return {
    lang,
    setLang,
    t: (key, values) => fill(wordAt(lang, key) ?? key, values),
    label: (fieldKey) => lookup(messages, `fields.${fieldKey}`) ?? fieldKey,
    dateTime: (iso) => {
      const date = new Date(iso);
      return Number.isNaN(date.getTime()) ? iso : format.format(date);
    },
  };
}

const I18nContext = createContext<AdminI18n>(createI18n('cs'));

export function I18nProvider({ children, initial }: { children: ReactNode; initial?: AdminLang }) {
  const [lang, setLangState] = useState<AdminLang>(initial ?? storedLang);
  const setLang = useCallback(
    (next: AdminLang) => {
      // What the server words follows at once (the screen's data is loaded again); the screen's own
      // words once that language's chunk is here (the toggle keeps the current ones if it cannot come).
      setApiLanguage(next);
      try {
        localStorage.setItem(LANG_KEY, next);
      } catch {
        // Private mode: the choice lasts for this visit only.
      }
      loadAdminLanguage(next).then(
        () => setLangState(next),
        () => setApiLanguage(lang),
      );
    },
    [lang],
  );
  useEffect(() => {
    document.documentElement.lang = lang;
  }, [lang]);
  const value = useMemo(() => createI18n(lang, setLang), [lang, setLang]);
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

export const useI18n = () => useContext(I18nContext);
