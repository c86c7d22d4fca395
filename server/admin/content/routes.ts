/**
 * The admin's content API (docs/content.md#the-admins-api), mounted by the admin's
 * index under /admin/api behind its same-origin and session checks:
 *
 *   GET  /content                          { files: [{ file, version, editable, why? }], editable, why? }
 *   GET  /content/<file>                   { version, data, samples } | { version, data: null, samples: [], errors? }
 *   PUT  /content/<file>   If-Match        { data, confirm? } → 200 { version } | 409 | 422 | 428
 *   GET  /history/<file>                   { versions: [{ id, at, by }] } newest first
 *   GET  /history/<file>/<id>              { id, at, by, changes, restore } (what it changed; what restoring it would: changes.ts)
 *   POST /history/<file>/<id>/restore      200 { version }
 *   POST /today                            { kind, closes?, reason: { cs, en } } → 200 { version }
 *   GET  /checklist                        { items: [{ kind, file?, path?, page, value, message, fix }] }
 *
 * Every refusal is a JSON 4xx in the admin's language; a read-only folder is 409
 * `read_only` with its reason; nothing a client sends leads to a 5xx.
 */
import express, { Router, type NextFunction, type Request, type Response } from 'express';
import type { Logger } from 'pino';
import { z } from 'zod';
import type { Answer } from '../../../src/admin/api/contract';
import { launchChecklist } from '../../content/launch-checklist';
import { loadContent } from '../../content/load';
import { maxDepth } from '../../content/yaml-prescan';
import type { Hours } from '../../../src/content/schema';
import { hoursOn, pragueDate } from '../../../src/content/time';
import { sendAdminError } from '../api-errors';
import type { AdminRequestContext } from '../context';
import { BODY_LIMIT_BYTES, fieldErrors, readErrors, sendError, sendReadOnly, words, type Lang } from './answers';
import { checklistAnswer } from './checklist-answer';
import { BusyError, type ContentEditor, type SaveResult } from './editor';
import { isEditableFile, parseIfMatch } from './files';
import { nestedDeeperThan } from './nesting';
import { todayErrors, todayRequest, withToday } from './today';

interface ContentRoutesOptions {
  editor: ContentEditor;
  context: AdminRequestContext;
  now?: () => Date;
  /** SMTP_URL is set (the checklist lists mail until it is). */
  mailConfigured?: boolean;
  logger?: Pick<Logger, 'warn'>;
}

const saveBody = z.strictObject({
  data: z.record(z.string(), z.unknown()),
  confirm: z.array(z.array(z.union([z.string().max(200), z.number().int().nonnegative()])).max(20)).max(500).optional(),
});

export function contentRoutes({ editor, context, now = () => new Date(), mailConfigured = false, logger }: ContentRoutesOptions): Router {
  // Only the spellings above (docs/security.md): `/CONTENT/venue` or `/content/venue/` is no second address of a file.
  const router = Router({ caseSensitive: true, strict: true });
  const json = express.json({ limit: BODY_LIMIT_BYTES, strict: true, type: () => true });
  const lang = (req: Request): Lang => context.langOf(req);

  /**
   * Staff save the lunch's days and the announcements, nothing more: never a sample value
   * confirmed (the launch checklist is the owners'), and in the daily menu file nothing but
   * its days (the serving hours and the rest are the owners'). Compared with the very version
   * the save names (If-Match): another one is the save's 409 anyway.
   */
  async function staffMaySave(file: string, ifMatch: string, body: { data: unknown; confirm?: unknown[] | undefined }): Promise<boolean> {
    if ((body.confirm?.length ?? 0) > 0) return false;
    if (file !== 'dailyMenu' && file !== 'foodMenu') return true;
    const current = await editor.read(file);
    // A food menu that cannot be read is the owners' to mend; the lunch, staff's as a whole.
    if ('problem' in current) return file === 'dailyMenu';
    // (Another version: the save answers 409, writing nothing; the next one is checked against its own.)
    if (current.version !== ifMatch) return true;
    // The lunch's days are staff's; of the food menu, only whether a dish is sold out.
    const kept = file === 'dailyMenu' ? withoutDays : withoutSoldOut;
    return canonical(kept(current.data)) === canonical(kept(body.data));
  }

  /**
   * Staff close today, or close earlier than today's hours say; never later, and never open a
   * day that is closed (those are the owners' hours).
   */
  async function staffMayChangeToday(request: { kind: 'closed' | 'closes-early'; closes?: string }, at: Date): Promise<boolean> {
    if (request.kind === 'closed') return true;
    const current = await editor.read('hours');
    if ('problem' in current) return false;
    try {
      const open = hoursOn({ ...(current.data as Hours), exceptions: (current.data as Hours).exceptions ?? [] }, pragueDate(at)).open;
      return open !== null && request.closes !== undefined && request.closes < open.closes;
    } catch {
      return false;
    }
  }

  /** A save's outcome as its answer, audited when something was written; a refusal names the items of `sent` (the data saved) it is about. */
  async function answer(req: Request, res: Response, file: string, result: SaveResult, type: 'content-save' | 'content-restore', sent?: unknown): Promise<void> {
    if (result.ok) {
      // What changed, in a few changes and their count (the audit log words them: "Cola 0,33 l: cena 35 Kč → 39 Kč (+2 další)").
      if (result.changed) await context.audit({ type, by: context.ownerOf(req), file, version: result.version, ...(result.changes ? { changes: result.changes } : {}) });
      res.json({ version: result.version } satisfies Answer<'saved'>);
    } else if (result.status === 'conflict') sendError(res, 409, 'conflict', lang(req), { version: result.version });
    else if (result.status === 'invalid') sendError(res, 422, 'invalid', lang(req), { fields: fieldErrors(result.errors, lang(req), sent) });
    else if (result.status === 'too-many') sendError(res, 422, 'invalid', lang(req), { fields: [{ path: [], message: words[lang(req)].tooMany.replace('{{max}}', result.max.toLocaleString(lang(req) === 'cs' ? 'cs-CZ' : 'en-US')) }] });
    else if (result.status === 'read-only') sendReadOnly(res, result.why, lang(req));
    else sendError(res, 404, 'not_found', lang(req));
  }

  router.get('/content', async (req, res) => {
    const status = await editor.status();
    res.json({ files: status.files, editable: status.editable, ...(status.why ? { why: status.why } : {}) } satisfies Answer<'contentList'>);
  });

  router.get('/content/:file', async (req, res) => {
    const { file } = req.params;
    if (!isEditableFile(file)) return sendError(res, 404, 'not_found', lang(req));
    const read = await editor.read(file);
    if ('problem' in read) return read.problem === 'missing' ? sendError(res, 404, 'not_found', lang(req)) : sendReadOnly(res, read.problem, lang(req));
    // The fields still marked `# SAMPLE`, for the editor to offer "this value is right" (sent back as `confirm`);
    // a file the loader's guard refuses has no data, and says why (a save may write over it).
    res.json({ version: read.version, data: read.data, samples: read.samples, ...(read.errors ? { errors: readErrors(file, read.errors, lang(req)) } : {}) } satisfies Answer<'contentFile'>);
  });

  router.put('/content/:file', json, async (req, res) => {
    const { file } = req.params;
    if (!isEditableFile(file)) return sendError(res, 404, 'not_found', lang(req));
    const ifMatch = parseIfMatch(req.get('if-match'));
    if (ifMatch === null) return sendError(res, 428, 'precondition_required', lang(req));
    // An empty form over a file that cannot be read (data null): nothing to write, said in words.
    if ((req.body as { data?: unknown } | undefined)?.data === null) return sendError(res, 422, 'invalid', lang(req), { fields: [{ path: [], message: words[lang(req)].nothingToSave }] });
    const body = saveBody.safeParse(req.body);
    if (!body.success) return sendError(res, 400, 'bad_request', lang(req));
    if (nestedDeeperThan(body.data.data, maxDepth)) {
      return sendError(res, 422, 'invalid', lang(req), { fields: [{ path: [], message: words[lang(req)].tooDeep.replace('{{max}}', String(maxDepth)) }] });
    }
    if (context.roleOf(req) === 'staff' && !(await staffMaySave(file, ifMatch, body.data))) return sendAdminError(req, res, 403, 'staff_forbidden');
    const result = await editor.save(file, { ifMatch, data: body.data.data, confirm: body.data.confirm, by: context.ownerOf(req) });
    await answer(req, res, file, result, 'content-save', body.data.data);
  });

  router.get('/history/:file', async (req, res) => {
    const { file } = req.params;
    if (!isEditableFile(file)) return sendError(res, 404, 'not_found', lang(req));
    res.json({ versions: (await editor.history(file)).map(({ id, at, by }) => ({ id, at, by })) } satisfies Answer<'history'>);
  });

  router.get('/history/:file/:id', async (req, res) => {
    const { file, id } = req.params;
    const entry = isEditableFile(file) ? await editor.version(file, id) : null;
    if (!entry) return sendError(res, 404, 'not_found', lang(req));
    res.json({ id: entry.id, at: entry.at, by: entry.by, changes: entry.changes, restore: entry.restore } satisfies Answer<'historyEntry'>);
  });

  router.post('/history/:file/:id/restore', async (req, res) => {
    const { file, id } = req.params;
    if (!isEditableFile(file)) return sendError(res, 404, 'not_found', lang(req));
    await answer(req, res, file, await editor.restore(file, id, context.ownerOf(req)), 'content-restore');
  });

  router.post('/today', json, async (req, res) => {
    const body = todayRequest.safeParse(req.body);
    if (!body.success) return sendError(res, 422, 'invalid', lang(req), { fields: todayErrors(body.error.issues, lang(req)) });
    const at = now();
    if (context.roleOf(req) === 'staff' && !(await staffMayChangeToday(body.data, at))) return sendAdminError(req, res, 403, 'staff_forbidden');
    const result = await editor.update('hours', context.ownerOf(req), (data) => withToday(data, body.data, at));
    await answer(req, res, 'hours', result, 'content-save');
  });

  router.get('/checklist', async (req, res) => {
    const loaded = await loadContent(editor.root);
    if (!loaded.ok) return sendError(res, 422, 'invalid', lang(req), { fields: fieldErrors(loaded.errors, lang(req)) });
    const items = await launchChecklist({ dir: editor.root, content: loaded.snapshot.content, now: now(), mailConfigured });
    res.json({ items: items.map((item) => checklistAnswer(item, lang(req))) } satisfies Answer<'checklist'>);
  });

  // A body that is not JSON, too large, or in an unknown encoding: a 4xx in words; anything else is ours (503, logged once as a warning).
  router.use((error: unknown, req: Request, res: Response, next: NextFunction) => {
    if (res.headersSent) return next(error);
    const type = (error as { type?: string }).type;
    if (type === 'entity.too.large') return sendError(res, 413, 'payload_too_large', lang(req));
    if (type === 'encoding.unsupported' || type === 'charset.unsupported') return sendError(res, 415, 'unsupported_media_type', lang(req));
    if (type === 'entity.parse.failed' || type === 'entity.verify.failed' || type === 'request.aborted') return sendError(res, 400, 'bad_request', lang(req));
    // Any other refusal of the body parser (a gzip, deflate or br body that does not decompress: zlib's error with status 400).
    const status = (error as { status?: unknown }).status;
    if (typeof status === 'number' && status >= 400 && status < 500) return sendError(res, 400, 'bad_request', lang(req));
    if (error instanceof BusyError) return sendError(res.set('Retry-After', '1'), 503, 'busy', lang(req));
    logger?.warn({ err: error }, 'admin content: a request failed');
    sendError(res.set('Retry-After', '5'), 503, 'busy', lang(req));
  });
  return router;
}

/** The daily menu file's data without its days: what staff leave as it is. */
function withoutDays(data: unknown): unknown {
  if (data === null || typeof data !== 'object' || Array.isArray(data)) return data;
  const { days: _days, ...rest } = data as Record<string, unknown>;
  return rest;
}

/** The data with every `soldOut` left out, at any depth (bounded: a save's data is checked for size before). */
function withoutSoldOut(data: unknown): unknown {
  if (Array.isArray(data)) return data.map(withoutSoldOut);
  if (data === null || typeof data !== 'object') return data;
  return Object.fromEntries(
    Object.entries(data as Record<string, unknown>)
      .filter(([key]) => key !== 'soldOut')
      .map(([key, value]) => [key, withoutSoldOut(value)]),
  );
}

/** JSON with every object's keys in order: equal data, equal text (bounded: a save's data is checked for size before). */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, item: unknown) =>
    item !== null && typeof item === 'object' && !Array.isArray(item)
      ? Object.fromEntries(Object.entries(item as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : item,
  );
}
