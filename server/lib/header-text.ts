/**
 * Bidirectional controls (U+061C, U+200E, U+200F, U+202A–U+202E, U+2066–U+2069): they
 * change the order in which a header reads, so that U+202E makes `moc.elpmaxe@`
 * read as `@example.com`. Nothing a guest writes into a header needs them.
 */
const BIDI_CONTROLS = /[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/gu;

/**
 * What makes a display name read as an address: `<`, `>`, `@` and their full-width
 * and typographic look-alikes. `Restaurace Ballon <info@restaurace-ballon.cz>` as the
 * name in front of a guest's real address would read as the restaurant's.
 */
const ADDRESS_MARKS = /[<>@\uff1c\uff1e\uff20\ufe64\ufe65\ufe6b\u2039\u203a\u2329\u232a\u27e8\u27e9\u3008\u3009]/gu;

export function hasBidiControls(value: string): boolean {
  return value.search(BIDI_CONTROLS) !== -1;
}

/**
 * One line as it reads: no bidirectional controls, and control characters (CR, LF,
 * TAB, NUL, C1), the Unicode line separators and runs of spaces become one space.
 */
export function singleLine(value: string): string {
  return value
    .replace(BIDI_CONTROLS, '')
    .replace(/[\p{Cc}\u2028\u2029\s]+/gu, ' ')
    .trim();
}

/**
 * The text of any header we build: one line, no bidirectional controls. The
 * schema already refuses control characters; this is a second fence, and
 * nodemailer encodes whatever is left. A visitor's own RFC 2047 encoded word
 * (`=?UTF-8?B?DQpCY2M6…?=`) would pass through nodemailer as is and be decoded by
 * the mail client into any text, line breaks included: a zero-width space after `=`
 * makes nodemailer encode the whole value instead, and the text reads the same.
 */
export function headerText(value: string): string {
  return singleLine(value).replace(/=\?/g, '=\u200b?');
}

/** A display name (`Name` of `Name <address>`): header text in which nothing reads as an address. */
export function displayName(value: string): string {
  return headerText(value.replace(ADDRESS_MARKS, ' '));
}
