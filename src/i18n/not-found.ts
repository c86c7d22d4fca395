import type { Lang } from '../lang';
import { notFound as cs } from './cs/not-found';
import { notFound as en } from './en/not-found';
import { typeset } from './typography';

export type NotFoundMessages = typeof cs;

function typesetAll(messages: NotFoundMessages, lang: Lang): NotFoundMessages {
  return {
    title: typeset(messages.title, lang),
    text: typeset(messages.text, lang),
    home: typeset(messages.home, lang),
  };
}

/**
 * The lines of the page for an unknown path in both languages, which it shows
 * together whatever the prefix: a few dozen bytes in the entry bundle, so that a
 * Czech visitor's browser need not load the English copy for them (and the
 * server's static 404, server/http/error-page.ts, says the same). Typeset as
 * i18next typesets the rest of the copy.
 */
export const notFoundMessages: Readonly<Record<Lang, NotFoundMessages>> = {
  cs: typesetAll(cs, 'cs'),
  en: typesetAll(en, 'en'),
};
