import { apiMessages } from '../../src/i18n/api-messages';
import type { Lang } from '../../src/lang';
import { renderNoticePage } from '../http/notice-page';

/**
 * The page of a request a page does not take (405): a form sent to a page that has
 * none (an old bookmark, someone else's form), PUT, DELETE. In the page's language,
 * with a link to the page itself.
 */
export function renderMethodPage(lang: Lang, pagePath: string): string {
  return renderNoticePage(lang, apiMessages[lang].methodPage, pagePath);
}
