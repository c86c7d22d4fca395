import { Writable } from 'node:stream';

/**
 * Collects React's markup for the whole document: a page is small and is
 * answered complete, so that its CSP (the hashes of its inline elements, React's
 * own included), its ETag and its encodings come from its final bytes (0012).
 */
export class MarkupCollector extends Writable {
  private readonly chunks: Buffer[] = [];

  constructor(private readonly done: (markup: string) => void) {
    super();
  }

  override _write(chunk: Buffer | Uint8Array, _encoding: BufferEncoding, callback: (error?: Error | null) => void) {
    this.chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk));
    callback();
  }

  override _final(callback: (error?: Error | null) => void) {
    this.done(Buffer.concat(this.chunks).toString('utf8'));
    callback();
  }
}
