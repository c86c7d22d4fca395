import { createHash } from 'node:crypto';
import type { Request, Response } from 'express';
import { encodeBody, sendEncodedBody, type EncodedBody } from './encoded-body';

/** A text made from the content (a feed, a calendar file), with its answer's headers. */
interface BuiltText {
  body: string;
  /** Content-Type first, and any other header of the answer (Cache-Control, Content-Disposition). */
  headers: Readonly<Record<string, string>>;
}

interface KeptText extends EncodedBody {
  headers: Readonly<Record<string, string>>;
  etag: string;
}

interface TextRequest {
  /**
   * Which answer: one of a set fixed by the content (a feed per language, a calendar per
   * language and year that has one), never a part of the address as sent.
   */
  slot: string;
  /**
   * Everything the text is made from besides the slot (the content version, the Prague
   * date, a file time): while it is the same, so are the bytes, and nothing is built.
   */
  inputs: string;
  /** Makes the text, or null when there is none (nothing kept, nothing answered). */
  build: () => BuiltText | null;
}

/**
 * The weak ETag of a text: sha256 of its bytes. Weak, like the site's other
 * validators: each content coding sends other bytes under the same tag.
 */
function textEtag(body: string): string {
  return `W/"${createHash('sha256').update(body).digest('base64url').slice(0, 22)}"`;
}

/**
 * Texts made from the content and kept, encoded once (brotli, gzip), as the page
 * cache keeps pages: a flood of readers of one feed is a flood of memory hits. An
 * entry is answered while its inputs are those of the request; the first request
 * with new inputs builds it once, and the requests that come meanwhile wait for
 * that build instead of each making their own.
 */
export class TextCache {
  private readonly entries = new Map<string, { inputs: string; text: Promise<KeptText> }>();

  /** `maxEntries` bounds memory whatever the slots: the least recently used goes first. */
  constructor(private readonly maxEntries = 16) {}

  get size(): number {
    return this.entries.size;
  }

  /**
   * Answers `request`'s text to a GET or HEAD: its headers, its ETag (a 304 to a
   * matching If-None-Match), the best encoding the client accepts. False when there is
   * no text (build gave null): nothing was answered.
   */
  async answer(req: Request, res: Response, request: TextRequest): Promise<boolean> {
    const text = this.text(request);
    if (!text) return false;
    const kept = await text;
    if (res.destroyed) return true;
    for (const [name, value] of Object.entries(kept.headers)) res.setHeader(name, value);
    res.setHeader('ETag', kept.etag);
    res.vary('Accept-Encoding');
    // req.fresh: GET or HEAD, If-None-Match matching the ETag (weakly), no `Cache-Control: no-cache`.
    if (req.fresh) {
      res.status(304).end();
      return true;
    }
    sendEncodedBody(req, res, kept);
    return true;
  }

  private text({ slot, inputs, build }: TextRequest): Promise<KeptText> | null {
    const entry = this.entries.get(slot);
    this.entries.delete(slot);
    if (entry?.inputs === inputs) {
      // Least recently used goes first: a hit moves the entry to the end.
      this.entries.set(slot, entry);
      return entry.text;
    }
    const built = build();
    if (!built) return null;
    const text = encodeBody(built.body).then((body) => ({
      ...body,
      headers: built.headers,
      etag: textEtag(built.body),
    }));
    const kept = { inputs, text };
    this.entries.set(slot, kept);
    // A failed encoding is not kept: the next request builds again.
    text.catch(() => {
      if (this.entries.get(slot) === kept) this.entries.delete(slot);
    });
    while (this.entries.size > this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest === undefined) break;
      this.entries.delete(oldest);
    }
    return text;
  }
}
