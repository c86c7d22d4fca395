/**
 * The photo router in a bare Express app, as the admin mounts it (under /admin/api),
 * with a fake of the admin's request context: a fixed owner, the language from
 * Accept-Language, the audit events kept. Errors that reach Express's error handler
 * are kept too: a test expects none (no 5xx for anything a client sends).
 */
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import express, { type ErrorRequestHandler, type Express } from 'express';
import type { PhotoLibrary } from '../../content/photo-library';
import type { PhotoLimit } from '../../content/photo-limit';
import type { AdminRequestContext, AuditEvent } from '../context';
import { photoRoutes } from './index';

export const OWNER = 'owner@example.cz';
/** 2026-11-26 at 00:30 in Prague (23:30 UTC the day before): the stored name's day is Prague's. */
const NOW = new Date('2026-11-25T23:30:00Z');

export interface UploadHarness {
  app: Express;
  contentDir: string;
  photosDir: string;
  audits: AuditEvent[];
  /** Errors that reached Express's error handler (a 500). */
  errors: unknown[];
  /** The photos folder's listing, dot files included, sorted. */
  listing(): Promise<string[]>;
  remove(): Promise<void>;
}

export async function uploadHarness(
  options: { photo?: PhotoLimit; contentDir?: string; library?: Pick<PhotoLibrary, 'overview'> } = {},
): Promise<UploadHarness> {
  const contentDir = options.contentDir ?? (await mkdtemp(path.join(tmpdir(), 'ballon-upload-')));
  const photosDir = path.join(contentDir, 'photos');
  const audits: AuditEvent[] = [];
  const errors: unknown[] = [];
  const context: AdminRequestContext = {
    ownerOf: () => OWNER,
    roleOf: () => 'owner' as const,
    langOf: (req) => (req.get('accept-language')?.startsWith('en') ? 'en' : 'cs'),
    audit: async (event) => void audits.push(event),
  };
  const app = express();
  app.use(
    '/admin/api',
    photoRoutes({ contentDir, context, limits: { photo: options.photo }, now: () => NOW, library: options.library }),
  );
  const onError: ErrorRequestHandler = (error, _req, res, _next) => {
    errors.push(error);
    res.status(500).json({ error: { code: 'internal', message: 'The test harness caught an error.' } });
  };
  app.use(onError);
  return {
    app,
    contentDir,
    photosDir,
    audits,
    errors,
    listing: async () => (await readdir(photosDir).catch(() => [] as string[])).sort(),
    remove: () => rm(contentDir, { recursive: true, force: true }),
  };
}
