/** Characters RFC 3986 allows in a URI; `%` starts an escape that is already there. */
const NOT_URI = /[^A-Za-z0-9\-._~:/?#[\]@!$&'()*+,;=%]/gu;

/**
 * A URL as it is printed in a text file (robots.txt, security.txt) or the sitemap:
 * every character a URI may not hold percent-encoded as UTF-8 (a lone surrogate as
 * U+FFFD). A serialized URL (`new URL(…).href`) encodes its path and query, but
 * not its host, and a value from the content may not be serialized at all: a `"`,
 * a space or a line break would be printed as it is.
 */
export function urlText(url: string): string {
  return url.replace(NOT_URI, (char) => encodeURIComponent(/^[\ud800-\udfff]$/u.test(char) ? '\ufffd' : char));
}
