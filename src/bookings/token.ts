/** A manage link's token as its URL carries it (`?t=…`): 24 URL-safe characters (144 bits). Tiny: the browser's entry reads it. */
const TOKEN = /^[A-Za-z0-9_-]{24}$/;

/** The manage link's token in a URL's query, or null. */
export function tokenOf(url: URL): string | null {
  const token = url.searchParams.get('t');
  return token && TOKEN.test(token) ? token : null;
}
