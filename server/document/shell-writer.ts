import { Writable } from 'node:stream';
import type { Response as ExpressResponse } from 'express';

/**
 * Forwards React's stream to the response and appends the document's end;
 * with `keep`, also hands the streamed markup to it once complete. A response
 * whose client has gone is written no more and never kept (see render.ts).
 */
export class ShellWriter extends Writable {
  private readonly chunks: Buffer[] = [];

  constructor(
    private readonly res: ExpressResponse,
    private readonly tail: string,
    private readonly keep?: (body: string) => void,
  ) {
    super();
  }

  override _write(chunk: Buffer, _encoding: BufferEncoding, callback: (error?: Error | null) => void) {
    if (this.keep) this.chunks.push(chunk);
    if (this.res.destroyed || this.res.write(chunk)) return callback();
    // A client that stops reading and then goes away never drains: 'close' ends the wait too.
    const done = () => {
      this.res.off('drain', done).off('close', done);
      callback();
    };
    this.res.on('drain', done).on('close', done);
  }

  override _final(callback: (error?: Error | null) => void) {
    if (this.res.destroyed) return callback();
    this.res.end(this.tail);
    this.keep?.(Buffer.concat(this.chunks).toString('utf8'));
    callback();
  }

  /** compression's flush, when present, so streamed chunks leave promptly. */
  flush() {
    (this.res as ExpressResponse & { flush?: () => void }).flush?.();
  }
}
