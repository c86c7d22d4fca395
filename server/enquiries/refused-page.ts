import { apiMessages } from '../../src/i18n/api-messages';
import { FORM_BODY_LIMIT_BYTES } from '../../src/forms/contact-api';
import type { Lang } from '../../src/lang';
import { withBodyLimit } from '../http/api-errors';
import { renderNoticePage } from '../http/notice-page';

/** Why a form post was refused before it reached the form. */
export type RefusalReason = 'cross_site' | keyof (typeof apiMessages)['cs']['refusedPage']['reasons'];

/**
 * The page for a form post refused before it reaches the form (a post from
 * another site, a body that cannot be read or gives a field twice, the retired
 * table request): a complete static document in the page's language, saying why,
 * with a link back to the form (the table request's: to the booking), so a visitor
 * who was sent here by someone else's page can write to us from ours. Nothing of
 * the post is echoed.
 */
export function renderRefusedPage(lang: Lang, formPath: string, reason: RefusalReason = 'cross_site'): string {
  const words = apiMessages[lang];
  const why =
    reason === 'cross_site'
      ? words.errors.cross_site
      : withBodyLimit(words.refusedPage.reasons[reason], FORM_BODY_LIMIT_BYTES);
  return renderNoticePage(lang, { title: words.refusedPage.title, text: why, back: words.refusedPage.back }, formPath);
}
