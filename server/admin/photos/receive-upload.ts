/**
 * Reads the upload's body: multipart/form-data with one file in the field `file` and
 * nothing else, at most the photo limit's bytes, held in memory (the decoder needs
 * the whole file, and no more than the limit is ever kept). The part's name and
 * Content-Type are ignored: what the file is comes from its bytes (photo-type.ts).
 */
import type { Request } from 'express';
import busboy from 'busboy';
import type { UploadErrorCode } from './upload-messages';

export type Received = { ok: true; bytes: Buffer } | { ok: false; status: 400 | 413 | 415; code: UploadErrorCode };

const bad: Received = { ok: false, status: 400, code: 'bad_request' };
const tooLarge: Received = { ok: false, status: 413, code: 'payload_too_large' };

/** Room in a body for the multipart framing around the file: boundaries and the part's headers. */
const MULTIPART_ALLOWANCE_BYTES = 64 * 1024;

/** A body declared larger than the file may be plus its framing: refused before a byte is read. */
export function declaredTooLarge(req: Request, maxBytes: number): boolean {
  const length = Number(req.get('content-length') ?? 0);
  return Number.isFinite(length) && length > maxBytes + MULTIPART_ALLOWANCE_BYTES;
}

export function receiveUpload(req: Request, maxBytes: number): Promise<Received> {
  const type = (req.get('content-type') ?? '').toLowerCase();
  if (!type.startsWith('multipart/form-data'))
    return Promise.resolve({ ok: false, status: 415, code: 'unsupported_media_type' });
  let parser: busboy.Busboy;
  try {
    // busboy says partsLimit as the part that reaches the number begins: 2 = a second part.
    parser = busboy({
      headers: req.headers,
      limits: { files: 1, fields: 0, parts: 2, fileSize: maxBytes, headerPairs: 16 },
    });
  } catch {
    // No boundary, or one busboy cannot use.
    return Promise.resolve(bad);
  }
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let files = 0;
    let fileEnded = false;
    let parsed = false;
    let done = false;
    const refuse = (result: Received) => {
      if (done) return;
      done = true;
      chunks.length = 0;
      // Stop parsing; what is left of the body is read and dropped by Node (the answer is read after it).
      req.unpipe(parser);
      req.resume();
      resolve(result);
    };
    // Both the body's end (its last boundary) and the file's end are needed.
    const accept = () => {
      if (done || !parsed || !fileEnded) return;
      done = true;
      const bytes = Buffer.concat(chunks);
      chunks.length = 0;
      resolve(bytes.length > 0 ? { ok: true, bytes } : bad);
    };
    parser.on('file', (name, stream) => {
      files += 1;
      stream.on('data', (chunk: Buffer) => !done && chunks.push(chunk));
      stream.on('limit', () => refuse(tooLarge));
      stream.on('error', () => refuse(bad));
      stream.on('end', () => {
        fileEnded = true;
        accept();
      });
      if (name !== 'file' || files > 1) refuse(bad);
    });
    for (const refusal of ['field', 'fieldsLimit', 'filesLimit', 'partsLimit', 'error'] as const)
      parser.on(refusal, () => refuse(bad));
    parser.on('close', () => {
      parsed = true;
      if (files === 0) refuse(bad);
      accept();
    });
    req.on('error', () => refuse(bad));
    req.pipe(parser);
  });
}
