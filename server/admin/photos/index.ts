/**
 * The photo library's list (`GET /photos`: each photo photos.yaml names, with its thumbnail,
 * its state and whether it is a sample) and the photo upload of the owner's admin: `POST /photos` (mounted under /admin/api,
 * behind the admin's session and same-origin checks), multipart with one file in the
 * field `file`, answered 201 `{ file }` with the stored name, ready to be placed in
 * photos.yaml like any content edit. Every refusal is the one JSON error
 * `{ error: { code, message } }` in the admin's language, and leaves the photos folder as
 * it was. See README.md.
 */
import { Router, type Request, type Response } from 'express';
import type { Answer } from '../../../src/admin/api/contract';
import type { PhotoLibrary } from '../../content/photo-library';
import { photoLimit, type PhotoLimit } from '../../content/photo-limit';
import { allowLongRequest } from '../../runtime/http-server';
import { sendAdminJsonError } from '../api-errors';
import type { AdminRequestContext } from '../context';
import { sniffPhotoType } from './photo-type';
import { declaredTooLarge, receiveUpload } from './receive-upload';
import { storePhoto } from './store-photo';
import { uploadMessage, type UploadErrorCode } from './upload-messages';

export interface PhotoRoutesOptions {
  /** CONTENT_DIR: photos are stored in its `photos/`. */
  contentDir: string;
  context: AdminRequestContext;
  /** The photo limit (tests pass a smaller one); photo-limit.ts's by default. */
  limits?: { photo?: PhotoLimit };
  /** The clock of the stored name's day (tests pin it). */
  now?: () => Date;
  /** Where an audit that failed after the photo was stored is said (the upload still succeeded). */
  logger?: { error(object: object, message: string): void };
  /** The site's photos (server/content's PhotoLibrary): `GET /photos` lists them; without it, none. */
  library?: Pick<PhotoLibrary, 'overview'>;
}

export function photoRoutes({
  contentDir,
  context,
  limits,
  now = () => new Date(),
  logger,
  library,
}: PhotoRoutesOptions): Router {
  const limit = limits?.photo ?? photoLimit;
  // `/photos` exactly, as every admin route (docs/security.md): `/PHOTOS` is a 404.
  const router = Router({ caseSensitive: true, strict: true });
  const refuse = (req: Request, res: Response, status: number, code: UploadErrorCode) => {
    sendAdminJsonError(res, status, { code, message: uploadMessage(code, context.langOf(req), limit) });
  };

  // The photos the saved photos.yaml names, with their thumbnails: the admin's photo library.
  router.get('/photos', (_req, res) => {
    res.json({ photos: library?.overview() ?? [] } satisfies Answer<'photoLibrary'>);
  });

  router.post('/photos', async (req, res) => {
    if (declaredTooLarge(req, limit.maxFileBytes)) {
      // Not read at all: closing is cheaper than reading megabytes to drop them.
      res.set('Connection', 'close');
      return refuse(req, res, 413, 'payload_too_large');
    }
    // A phone on a poor line needs minutes for a large photo: this request may take them.
    allowLongRequest(req);
    const received = await receiveUpload(req, limit.maxFileBytes);
    if (!received.ok) return refuse(req, res, received.status, received.code);
    const type = await sniffPhotoType(received.bytes);
    if (!type) return refuse(req, res, 415, 'unsupported_media_type');
    const stored = await storePhoto(received.bytes, type, { contentDir, limit, now: now() });
    if (!stored.ok) return refuse(req, res, stored.status, stored.code);
    const by = context.ownerOf(req);
    try {
      await context.audit({ type: 'photo-upload', by, file: stored.file });
    } catch (error) {
      logger?.error(
        { err: error, file: stored.file },
        `admin: the upload of photos/${stored.file} could not be audited`,
      );
    }
    res.status(201).json({ file: stored.file } satisfies Answer<'photoUploaded'>);
  });
  return router;
}
