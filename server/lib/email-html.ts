/**
 * The look every e-mail to a subscriber shares (the morning lunch e-mail,
 * server/lunch-mail/lunch-email.ts, and the confirmation e-mail,
 * server/subscribers/confirmation-email.ts): one centered column of at most 600 px with its
 * padding, the same type, the same link color, inline styles only (mail clients drop a
 * `<style>` element, and an e-mail carries no image or anything else that could tell us who
 * read it). One module so the two e-mails cannot drift apart.
 */
import { escapeHtml } from './escape-html';

/** A paragraph's style; a caller may append to it (`${paragraph};font-size:13px`): the later declaration wins. */
export const paragraph = 'margin:0 0 12px;font:16px/1.5 Arial,Helvetica,sans-serif;color:#1f1f1f';

/** The color of every link in the text (the button's text is white on this color). */
export const linkColor = '#7a2a12';

/** The first heading's style. */
export const heading = 'margin:0 0 8px;font:bold 22px/1.3 Arial,Helvetica,sans-serif;color:#1f1f1f';

/** A link in the text, its label escaped. */
export const emailLink = (href: string, label: string) =>
  `<a href="${escapeHtml(href)}" style="color:${linkColor}">${escapeHtml(label)}</a>`;

/** A link drawn as a button: the one thing the reader is asked to do. */
export const emailButton = (href: string, label: string) =>
  `<a href="${escapeHtml(href)}" style="display:inline-block;padding:10px 18px;background:${linkColor};color:#ffffff;` +
  `font:bold 16px/1.5 Arial,Helvetica,sans-serif;text-decoration:none;border-radius:4px">${escapeHtml(label)}</a>`;

/** The whole document: the title (escaped here) and the body's HTML (escaped by the caller) in the column. */
export function emailDocument(lang: string, title: string, body: string): string {
  return (
    `<!doctype html><html lang="${escapeHtml(lang)}"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>` +
    `<body style="margin:0;padding:16px;background:#ffffff"><div style="max-width:600px;margin:0 auto">` +
    body +
    `</div></body></html>`
  );
}
