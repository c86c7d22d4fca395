/**
 * A request path as it may be logged: e-mail addresses and phone numbers that
 * someone put in a URL (a mistyped link, a probe) replaced by `[redacted]`.
 *
 * The path is a client's text of up to Node's 16 KiB request head, and every pattern
 * here runs on the one event loop: the path is cut to `SCANNED_PATH` characters before
 * anything is decoded or looked for, and every pattern is linear besides (lint checks
 * it: regexp/no-super-linear-move). A pattern that may start anywhere in a run of
 * characters only starts at the run's first one (the lookbehinds): tried at each, a
 * search costs the square of the run's length (one long path once held every request).
 */

/** What the log keeps of a path. */
export const MAX_LOGGED_PATH = 512;
/**
 * What is decoded and searched: the 512 characters the log keeps and as many again, so
 * that an address standing across the 512th, or written with escapes (three characters
 * each), is still seen whole. Nothing after it is decoded, searched or logged.
 */
export const SCANNED_PATH = 1024;

/**
 * Something@something within a segment: an e-mail address, encoded or not, however odd. The
 * at sign may also be the full-width `＠` (U+FF20) or the small `﹫` (U+FE6B) that pass for one.
 */
const EMAIL = /(?<![^\s/@\uff20\ufe6b])[^\s/@\uff20\ufe6b]+[ \t]*[@\uff20\ufe6b][ \t]*[^\s/@\uff20\ufe6b]+/g;
/** An address written to dodge harvesters: `jan.novak(at)seznam.cz`, `[at]`, `{at}`, `(zavináč)`, spaces around. */
const OBFUSCATED_EMAIL =
  /(?<![^\s/@()[\]{}<>])[^\s/@()[\]{}<>]+\s*[([{<]\s*(?:at|zavin[aá][cč])\s*[)\]}>]\s*[^\s/@]+/gi;
/**
 * An address spelled out, the words between spaces: `jan.novak at seznam dot cz`,
 * `jan.novak at seznam.cz`, `jan zavináč seznam tečka cz`. A host of one word (`lunch at noon`) is no address.
 */
const SPELLED_EMAIL =
  /(?<![^\s/@])[^\s/@]+\s+(?:at|zavin[aá][cč])\s+(?:[^\s/@]*\.[^\s/@]+|[^\s/@]+(?:\s+(?:dot|te[cč]ka)\s+[^\s/@]+)+)/gi;
/**
 * Nine digits or more, with the separators people write (`+420 777 123 456`, `777-123-456`,
 * `777.123.456`, `777/123/456`, which a link may carry as `777%2F123%2F456`): a phone number.
 */
const PHONE = /\+?\d(?:[\s()./-]*\d){8,}/g;
const PERSONAL = [EMAIL, OBFUSCATED_EMAIL, SPELLED_EMAIL, PHONE];

/**
 * A built file's address as we make it (`/assets/photos/hero-1200w.d928255966.avif`,
 * `/assets/entry-client-DXIS_MF9.js`): letters, digits, `_` and `-` in segments, no query, no
 * escape. Its name carries a content hash, which may be nine digits or more in a row (or with
 * a crop's `16x9.` before it) and read as a phone number; nothing a guest wrote reaches such a
 * name, and no e-mail fits it, so it is logged as it came.
 */
const BUILT_FILE = /^\/assets(?:\/[\w-]+)+(?:\.[\w-]+)+$/;

/**
 * An escaped character: one byte of ASCII, or a whole UTF-8 sequence of two, three or four
 * (a lone or broken byte is none: it stays as it is).
 */
const ESCAPED_CHARACTER =
  /%(?:[0-7][0-9a-f]|[cd][0-9a-f]%[89ab][0-9a-f]|e[0-9a-f](?:%[89ab][0-9a-f]){2}|f[0-4](?:%[89ab][0-9a-f]){3})/gi;

/**
 * The path with addresses and phone numbers replaced, looked for in the decoded path
 * too (`jana%40example.com`), and cut to 512 characters (marked `…`). A path with
 * nothing of the kind is logged as it came.
 */
export function scrubPath(path: string): string {
  if (path.length <= MAX_LOGGED_PATH && BUILT_FILE.test(path)) return path;
  // What every pattern here sees: at most SCANNED_PATH characters.
  const scanned = path.length > SCANNED_PATH ? path.slice(0, SCANNED_PATH) : path;
  // Decoded up to three times: `%2540` is an `@` to whoever decodes it twice.
  let decoded = scanned;
  for (let round = 0; round < 3; round++) {
    const next = decodeLoosely(decoded);
    if (next === decoded) break;
    decoded = next;
  }
  const inDecoded = PERSONAL.some((pattern) => decoded.search(pattern) !== -1);
  // Found only as sent (`a@%20b` reads `a@ b` decoded): the decoded path would show it, so none of it is.
  const shown = inDecoded
    ? redacted(decoded)
    : PERSONAL.some((pattern) => scanned.search(pattern) !== -1)
      ? '[redacted]'
      : scanned;
  return shown.length > MAX_LOGGED_PATH || scanned !== path ? `${shown.slice(0, MAX_LOGGED_PATH)}…` : shown;
}

/**
 * `text` with what any pattern matches in it replaced by `[redacted]` (overlapping matches
 * by one). Every pattern searches `text` itself, not what an earlier one left: a
 * replacement is longer than many a match (`a@b`), and no pattern may see more than
 * SCANNED_PATH characters.
 */
function redacted(text: string): string {
  const matches = PERSONAL.flatMap((pattern) =>
    [...text.matchAll(pattern)].map((match) => ({ start: match.index, end: match.index + match[0].length })),
  );
  matches.sort((a, b) => a.start - b.start);
  let shown = '';
  let at = 0;
  for (const { start, end } of matches) {
    if (end <= at) continue;
    if (start >= at) shown += `${text.slice(at, start)}[redacted]`;
    at = end;
  }
  return shown + text.slice(at);
}

/**
 * Every well-formed escape decoded (as decodeURIComponent does), the others kept as they
 * are: a path cut in the middle of an escape, or with a broken UTF-8 sequence (`%zz`,
 * `%C0%AF`), still has its other escapes decoded (`jan%EF%BC%A0seznam.cz/%FF`).
 */
function decodeLoosely(text: string): string {
  return text.replace(ESCAPED_CHARACTER, (escape) => {
    try {
      return decodeURIComponent(escape);
    } catch {
      return escape;
    }
  });
}
