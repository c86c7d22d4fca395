import { Fragment } from 'react';

/**
 * Characters that change how the text around them is drawn, or are drawn as nothing:
 * direction controls (a right-to-left override could make `gpj.exe` read as `exe.jpg`),
 * zero-width characters and other control codes, and a surrogate without its pair (drawn
 * as nothing, or as a box). A guest or an old version may carry them; the admin shows each
 * as its code point, never acting on it.
 */
const hidden =
  // eslint-disable-next-line no-control-regex -- finding control characters is the point
  /[\u0000-\u0008\u000B-\u001F\u007F-\u009F\u061C\u200B-\u200F\u202A-\u202E\u2060-\u2064\u2066-\u2069\uD800-\uDFFF\uFEFF]/gu;

const codeOf = (char: string) => `U+${(char.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')}`;

/** Text as text: React escapes it, and each hidden character is shown as `U+202E`. */
export function VisibleText({ text }: { text: string }) {
  const parts: (string | { code: string })[] = [];
  let last = 0;
  for (const match of text.matchAll(hidden)) {
    if (match.index > last) parts.push(text.slice(last, match.index));
    parts.push({ code: codeOf(match[0]) });
    last = match.index + match[0].length;
  }
  if (last < text.length) parts.push(text.slice(last));
  return (
    <>
      {parts.map((part, index) =>
        typeof part === 'string' ? (
          <Fragment key={index}>{part}</Fragment>
        ) : (
          <span key={index} className="admin-control">
            {part.code}
          </span>
        ),
      )}
    </>
  );
}
