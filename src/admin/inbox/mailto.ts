/**
 * "Reply" to an enquiry: a `mailto:` link that opens the owner's mail app with the
 * guest's address, `Re: <subject>` and the message quoted (RFC 6068). Every part is
 * percent-encoded, so nothing a guest typed can add a recipient (`,`), a header
 * (`?cc=`, `&bcc=`), cut the link (`#`) or become another kind of link: the result
 * always starts with `mailto:` and names exactly one address. We send nothing.
 */
export interface ReplyParts {
  email: string;
  subject: string;
  message: string;
  /** The line before the quote: "On …, Name <e-mail> wrote:". */
  intro: string;
  /** "Re:" in the admin's language. */
  prefix: string;
}

/**
 * A surrogate without its pair becomes U+FFFD. A guest's text may hold one (`"\ud800"` is
 * valid JSON), and encodeURIComponent throws on it: the card, and with it the whole inbox,
 * would not be drawn. (In a `u` regex a paired surrogate is one code point: only lone ones match.)
 */
const wellFormed = (text: string) => text.replace(/[\uD800-\uDFFF]/gu, '\uFFFD');

/** Line breaks as CRLF, which RFC 6068 asks for in a body. */
const crlf = (text: string) => text.replace(/\r\n|\r|\n/g, '\r\n');

/** One address: its local part and domain encoded apart, the `@` between them kept. */
function encodeAddress(email: string): string {
  const at = email.lastIndexOf('@');
  if (at <= 0) return encodeURIComponent(email);
  return `${encodeURIComponent(email.slice(0, at))}@${encodeURIComponent(email.slice(at + 1))}`;
}

export function replyMailto(raw: ReplyParts): string {
  const parts = {
    email: wellFormed(raw.email),
    subject: wellFormed(raw.subject),
    message: wellFormed(raw.message),
    intro: wellFormed(raw.intro),
    prefix: raw.prefix,
  };
  const subject = /^re:/i.test(parts.subject.trim())
    ? parts.subject.trim()
    : `${parts.prefix} ${parts.subject.trim()}`.trim();
  const quoted = crlf(parts.message)
    .split('\r\n')
    .map((line) => `> ${line}`)
    .join('\r\n');
  const body = `\r\n\r\n${crlf(parts.intro)}\r\n${quoted}\r\n`;
  return `mailto:${encodeAddress(parts.email)}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}
