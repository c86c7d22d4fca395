import { Router, type ErrorRequestHandler, type Request, type Response } from 'express';
import type { Logger } from 'pino';
import { z } from 'zod';
import type { Answer } from '../../../src/admin/api/contract';
import { sendAdminError } from '../api-errors';
import type { AdminRequestContext } from '../context';
import { jsonBody } from '../json-body';
import { enquiryStatuses, type AdminState } from '../state/admin-state';
import {
  ALL_STATES,
  answerOf,
  isEnquiryId,
  isGuestLetter,
  isPendingRefusal,
  isRefusal,
  receivedAt,
  type EnquiryInbox,
  type KeptEnquiry,
} from './kept-enquiries';

export type { EnquiryInbox } from './kept-enquiries';

/** A table request as the day's book lists it. */
export type KeptTableRequest = Answer<'dayBook'>['tableRequests'] extends (infer T)[] | null ? T : never;

export interface InboxRouteParts {
  /** The queue's inbox (`createEnquiries(…).openInbox`), opened at the first request and kept. */
  openInbox(): Promise<EnquiryInbox>;
  state: AdminState;
  context: AdminRequestContext;
  logger: Logger;
}

/** `PATCH /admin/api/enquiries/<id>`: the owner's status and nothing else. */
const statusBody = z.strictObject({ status: z.enum(enquiryStatuses) });

/**
 * A status whose enquiry is no longer listed is forgotten (the queue's retention or an
 * erasure took the enquiry), unless the enquiry was accepted this close to the listing:
 * one that arrived while the listing ran, whose status another replica just set.
 */
const SETTLING_MS = 60_000;

/** The queue could not be asked (Redis unreachable, DATA_DIR unusable): the operator's fault, never the owner's. */
class InboxUnavailable extends Error {
  override name = 'InboxUnavailable';
}

const readable = (entry: KeptEnquiry): entry is KeptEnquiry & { enquiry: NonNullable<KeptEnquiry['enquiry']> } =>
  entry.enquiry !== null;

/**
 * The enquiry inbox, behind the admin's same-origin and session
 * checks: the enquiries the queue still keeps, newest first, with their delivery and
 * the owner's status; a status set, a failed one sent again, one erased everywhere.
 * Each change is audited with the enquiry's id only, never its text.
 */
export function inboxRoutes({ openInbox, state, context, logger }: InboxRouteParts): {
  router: Router;
  /** The table requests kept from before online booking for a date, soonest first (the day's book lists them read-only). */
  tableRequests(date: string): Promise<KeptTableRequest[]>;
  close(): Promise<void>;
} {
  let opened: Promise<EnquiryInbox> | null = null;
  /** The inbox, or InboxUnavailable; a refusal (InboxError) is passed on as it is. */
  const ask = async <T>(work: (inbox: EnquiryInbox) => Promise<T>): Promise<T> => {
    opened ??= openInbox().catch((error: unknown) => {
      // Opened again at the next request: the store may be back. Whatever it says (the outbox
      // not this user's included), an inbox that does not open is the operator's to fix.
      opened = null;
      throw new InboxUnavailable('the enquiries cannot be opened', { cause: error });
    });
    const inbox = await opened;
    try {
      return await work(inbox);
    } catch (error) {
      if (isRefusal(error)) throw error;
      throw new InboxUnavailable('the enquiries cannot be reached', { cause: error });
    }
  };
  // A guest's booking e-mail rides the same queue: the inbox lists and touches only the restaurant's.
  const listAll = () =>
    ask((inbox) => inbox.list(ALL_STATES)).then((listed) => listed.entries.filter((entry) => !isGuestLetter(entry)));
  /** The kept enquiry of a valid id, or null. */
  const find = async (id: string) => (await listAll()).find((entry) => entry.id === id) ?? null;

  const router = Router({ caseSensitive: true, strict: true });
  router.get('/enquiries', async (_req, res) => {
    // Before the listing: what was accepted after it started is not in it.
    const started = Date.now();
    const [entries, statuses] = await Promise.all([listAll(), state.listStatuses()]);
    const kept = new Set(entries.map((entry) => entry.id));
    const gone = Object.keys(statuses).filter(
      (id) => !kept.has(id) && (!isEnquiryId(id) || Date.parse(receivedAt(id)) < started - SETTLING_MS),
    );
    if (gone.length > 0)
      await state
        .removeStatuses(gone)
        .catch((error: unknown) =>
          logger.warn({ err: error }, 'admin inbox: the statuses of enquiries no longer kept could not be removed'),
        );
    const enquiries = entries
      .filter(readable)
      .map((entry) => answerOf(entry, Object.hasOwn(statuses, entry.id) ? statuses[entry.id] : undefined))
      .sort((a, b) => b.id.localeCompare(a.id));
    res.json({ enquiries } satisfies Answer<'enquiries'>);
  });

  /** The id of the path, checked before anything is asked; null once answered 400. */
  const idOf = (req: Request, res: Response): string | null => {
    const id = req.params.id;
    if (typeof id === 'string' && isEnquiryId(id)) return id;
    sendAdminError(req, res, 400, 'enquiry_id_invalid');
    return null;
  };

  router.patch('/enquiries/:id', jsonBody(), async (req, res) => {
    const id = idOf(req, res);
    if (!id) return;
    const body = statusBody.safeParse(req.body);
    if (!body.success) return sendAdminError(req, res, 422, 'enquiry_status_invalid');
    const entry = await find(id);
    if (!entry) return sendAdminError(req, res, 404, 'enquiry_not_found');
    const { status } = body.data;
    // Confirmed and declined say what became of a table asked for: a message asked for none.
    // Refused only when known: a kept copy that could not be read (`enquiry: null`) says no form.
    const form = entry.enquiry ? (entry.enquiry.form ?? 'contact') : null;
    if ((status === 'confirmed' || status === 'declined') && form !== null && form !== 'table')
      return sendAdminError(req, res, 422, 'enquiry_status_not_table');
    await state.setStatus(id, status);
    await context.audit({ type: 'enquiry-status', by: context.ownerOf(req), enquiry: id, status });
    res.json({ id, status } satisfies Answer<'enquiryStatus'>);
  });

  router.post('/enquiries/:id/retry', async (req, res) => {
    const id = idOf(req, res);
    if (!id) return;
    const entry = await find(id);
    if (!entry) return sendAdminError(req, res, 404, 'enquiry_not_found');
    if (entry.state !== 'failed') return sendAdminError(req, res, 409, 'enquiry_not_failed');
    await ask((inbox) => inbox.retry(id));
    await context.audit({ type: 'enquiry-retry', by: context.ownerOf(req), enquiry: id });
    res.status(202).json({ id, delivery: 'queued' } satisfies Answer<'enquiryRetry'>);
  });

  router.delete('/enquiries/:id', async (req, res) => {
    const id = idOf(req, res);
    if (!id) return;
    if (!(await find(id))) return sendAdminError(req, res, 404, 'enquiry_not_found');
    // The queue refuses one not delivered yet in the same step as it erases (it may be being
    // sent right now): a look here first could be stale by then.
    await ask((inbox) => inbox.erase(id));
    await state.removeStatuses([id]);
    await context.audit({ type: 'enquiry-delete', by: context.ownerOf(req), enquiry: id });
    res.status(204).end();
  });

  const onError: ErrorRequestHandler = (error: unknown, req, res, next) => {
    if (res.headersSent) return next(error);
    if (isPendingRefusal(error)) return sendAdminError(req, res, 409, 'enquiry_pending');
    // Between our look and the change, the enquiry changed (delivered, retried, erased elsewhere).
    if (isRefusal(error)) return sendAdminError(req, res, 409, 'enquiry_changed');
    if (!(error instanceof InboxUnavailable)) return next(error);
    (req.log ?? logger).warn({ err: error.cause }, 'admin inbox: the enquiries cannot be reached');
    sendAdminError(req, res, 503, 'inbox_unavailable');
  };
  router.use(onError);

  return {
    router,
    async tableRequests(date) {
      const [entries, statuses] = await Promise.all([listAll(), state.listStatuses()]);
      return entries
        .filter(readable)
        .map((entry) => answerOf(entry, Object.hasOwn(statuses, entry.id) ? statuses[entry.id] : undefined))
        .flatMap(({ name, email, status, table }) =>
          table && table.date === date ? [{ name, email, time: table.time, guests: table.guests, status }] : [],
        )
        .sort((a, b) => a.time.localeCompare(b.time));
    },
    async close() {
      const inbox = await opened?.catch(() => null);
      opened = null;
      await inbox?.close();
    },
  };
}
