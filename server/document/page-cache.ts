import { createHash } from 'node:crypto';
import { SSR_DATA_ELEMENT_ID } from '../../src/ssr-data';
import { encodeBody, type EncodedBody } from '../http/encoded-body';

/**
 * A finished document as every visitor gets it: the same bytes and the same
 * Content-Security-Policy (hashes of its inline elements, no nonce: 0012), so
 * it is encoded once and answered as static bytes, with an ETag of its own.
 */
export interface StoredDocument extends EncodedBody {
  /** The policy that allows exactly this document's inline scripts and styles. */
  csp: string;
  /**
   * Weak (`W/"…"`): one for every content coding of the same document and policy, and
   * the same on every replica and after a restart within one state (see documentEtag).
   */
  etag: string;
  /** The moment (ms) it was rendered for: its state (open or closed, notices) is this moment's. */
  renderedAt: number;
  /** Its next time boundary (ms): opening, closing, a banner's window, midnight. */
  validUntil: number;
}

/** The SSR data's `renderedAt` member as html-shell.ts writes it (serializeForScript: JSON). */
const SSR_DATA_START = `id="${SSR_DATA_ELEMENT_ID}">`;

/**
 * The weak ETag of a document: sha256 of the policy and of the bytes with the SSR data's
 * `"renderedAt":<ms>` read as 0. That number is the only byte that differs between two
 * renders of a page in one state (two replicas, a restart, the next render after a
 * boundary that changed nothing on this page): the page's markup is a function of its
 * state, and anything that changes the state (open or closed, the day, a notice, an edit)
 * changes other bytes too. The browser hydrates with the number its own copy carries and
 * then moves to its clock (src/components/ui/now.tsx), so the two copies are
 * semantically equivalent, which is what a weak validator promises: If-None-Match from
 * one replica gets a 304 from another. The policy is part of it: a 304 must never pair a
 * kept body with another policy.
 */
export function documentEtag(html: string, csp: string, renderedAt: number): string {
  const member = `"renderedAt":${renderedAt}`;
  const data = html.lastIndexOf(SSR_DATA_START);
  const at = data === -1 ? -1 : html.indexOf(member, data);
  // A string value cannot hold the member: JSON writes its quotes as \".
  const canonical = at === -1 ? html : `${html.slice(0, at)}"renderedAt":0${html.slice(at + member.length)}`;
  const digest = createHash('sha256')
    .update(csp)
    .update('\0')
    .update(canonical, 'utf8')
    .digest('base64url')
    .slice(0, 27);
  return `W/"${digest}"`;
}

/** Encodes a rendered document once, off the event loop (at the levels of server/http/encoded-body.ts). */
export async function storedDocument(
  html: string,
  csp: string,
  renderedAt: number,
  validUntil: number,
): Promise<StoredDocument> {
  return { ...(await encodeBody(html)), csp, etag: documentEtag(html, csp, renderedAt), renderedAt, validUntil };
}

/**
 * Finished documents kept in memory. A page's HTML depends on its path, the site
 * configuration, the content version and the moment, and on nothing else of the
 * request as long as it is a plain GET without a query string (the renderer
 * decides what is cacheable: never a form post, an error or anything
 * request-specific). An entry is answered until its next time boundary.
 */
export class PageCache {
  private readonly entries = new Map<string, { configKey: string; document: StoredDocument }>();

  /** `maxEntries` bounds memory: paths match case-insensitively, so their number is not. */
  constructor(private readonly maxEntries = 64) {}

  get size(): number {
    return this.entries.size;
  }

  /**
   * The document kept for `path` under this configuration; undefined on a miss, once
   * `now` (ms) has reached its `validUntil`, and when `now` is before the moment it was
   * rendered for (a clock set back must not show a later state).
   */
  get(path: string, configKey: string, now = Date.now()): StoredDocument | undefined {
    const entry = this.entries.get(path);
    if (!entry || entry.configKey !== configKey) return undefined;
    if (now >= entry.document.validUntil || now < entry.document.renderedAt) {
      this.entries.delete(path);
      return undefined;
    }
    // Least recently used goes first: a hit moves the entry to the end.
    this.entries.delete(path);
    this.entries.set(path, entry);
    return entry.document;
  }

  set(path: string, configKey: string, document: StoredDocument): void {
    this.entries.delete(path);
    this.entries.set(path, { configKey, document });
    while (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
  }

  clear(): void {
    this.entries.clear();
  }
}
