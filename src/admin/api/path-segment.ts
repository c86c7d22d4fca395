/**
 * One segment of an API path (an owner's e-mail, a passkey's or an enquiry's id),
 * escaped only where a path must be. The site answers a path with an escape it does
 * not need with a 404 (server/http/canonical-url.ts: one spelling per address), and
 * `encodeURIComponent` escapes `@` and `+`, which a path may hold as they are: an owner
 * could not be revoked (`/owners/second%40example.cz`). Everything else stays escaped.
 */
const KEPT = /%(?:24|26|2B|2C|3A|3B|3D|40)/gi;

export function pathSegment(text: string): string {
  return encodeURIComponent(text).replace(KEPT, (escape) => decodeURIComponent(escape));
}
