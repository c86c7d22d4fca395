/**
 * Text made safe for HTML (and XML): between tags and inside a quoted attribute
 * value. The one escaper of the server: the document shell, the error page, the
 * sitemap and the HTML part of the enquiry e-mails all use it.
 */
export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}
