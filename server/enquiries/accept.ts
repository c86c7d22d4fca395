import { createHash } from 'node:crypto';
import type { Logger } from 'pino';
import { contactApiSchema, type ValidEnquiry } from '../../src/forms/contact-api';
import { localizeFieldErrors, type FieldErrors } from '../../src/forms/field-errors';
import { langFromBody, type Lang } from '../../src/lang';
import { isOutOfDescriptors } from '../lib/out-of-descriptors';
import { IdempotencyConflictError, type Dedupe } from './enquiry';
import { isUnconfirmed, type EnquiryQueue } from './queue';
import { newEnquiryId, type Enquiry } from './enquiry';
import type { LimitOutcome } from './limiter';

export type AcceptResult =
  /** Stored (`created`), or already stored by an earlier post with the same key or body (`created: false`). */
  | { status: 'queued'; id: string; lang: Lang; created: boolean }
  /** The idempotency key was used before for another message: nothing stored. */
  | { status: 'conflict'; lang: Lang }
  /** Asked only for a repeat (`replayOnly`, the client is at its limit) and this is none: nothing stored. */
  | { status: 'limited'; lang: Lang }
  | { status: 'unavailable'; lang: Lang; failure: { error: unknown; message: string; reported: boolean } }
  /** The store could not confirm in time whether it kept the message: it may have; a retry finds it. */
  | { status: 'unconfirmed'; lang: Lang; failure: { error: unknown; message: string; reported: boolean } };

/** Who posted, for the log lines and for recognising the same post twice. */
export interface AcceptContext {
  /** The request's logger (its lines carry the request id); default: the app's. */
  log?: Logger;
  /** The client's address as the rate limiter sees it (follows TRUST_PROXY). */
  clientAddress: string;
  /**
   * The client is at its limit: store nothing, only recognise a repeat of a message
   * already stored ('queued', not created) and answer 'limited' otherwise.
   */
  replayOnly?: boolean;
}

/**
 * A post without an idempotency key (the no-JS form, curl) counts as a repeat of
 * the same body from the same address within this window: a double click before
 * the answer, a browser that resends the form. Long enough for those, short
 * enough that a visitor who really sends the same text twice later is not silenced.
 */
const DUPLICATE_WINDOW_MS = 60_000;

export interface AcceptDeps {
  /** Where enquiries are queued (the file outbox, or the Redis queue); without one every enquiry is answered 'unavailable'. */
  queue: EnquiryQueue | undefined;
  /** Nudges the delivery worker after a message is queued. */
  kick?: () => void;
  /** Told of each enquiry newly stored (never a repeat nor a honeypot's): the owners' push (server/push). */
  notify?: EnquiryNotify;
  logger: Logger;
}

/** What is said of a new enquiry beyond the process: its id and form, nothing a guest wrote. */
export type EnquiryNotify = (created: { id: string; form: Enquiry['form'] }) => void;

/**
 * What the rate limit keeps of a result: only a newly stored enquiry counts (a filled
 * honeypot looks stored). One the queue could not confirm is not counted: the fault is
 * ours, and the guest who is asked to send it again must not use up their limit on it.
 */
export function outcomeOf(result: AcceptResult): LimitOutcome {
  if (result.status === 'queued') return result.created ? 'stored' : 'not-stored';
  return result.status === 'conflict' ? 'invalid' : 'not-stored';
}

/**
 * The JSON API's one parse of its body: a valid enquiry, or the localized field errors
 * (logged, without their values). The no-JS posts parse with their forms' own schemas
 * (src/forms/*-action.ts); `accept` trusts either and parses nothing again.
 */
export function parseEnquiry(
  body: unknown,
  log: Logger,
): { ok: true; enquiry: ValidEnquiry } | { ok: false; fields: FieldErrors; lang: Lang } {
  const parsed = contactApiSchema.safeParse(body);
  if (parsed.success) return { ok: true, enquiry: parsed.data };
  const lang = langFromBody(body);
  const fields = localizeFieldErrors(parsed.error, lang);
  log.info({ invalidFields: Object.keys(fields) }, 'contact message rejected: validation');
  return { ok: false, fields, lang };
}

/** The same enquiry from the same address hashes the same; nothing readable is kept. */
function fingerprintOf(clientAddress: string, enquiry: Enquiry): string {
  return createHash('sha256')
    .update(`${clientAddress}\n${JSON.stringify(enquiry)}`)
    .digest('hex');
}

/**
 * Queues a valid enquiry: shared by POST /api/send-contact-email and the no-JS form
 * posts. 'queued' is returned only once the enquiry is on disk (or acknowledged by
 * Redis). A filled honeypot looks queued (a fresh-looking id) but nothing is stored.
 * 'unavailable' is not logged here: it carries the cause, which the caller records for
 * the request's one 5xx line.
 */
export function createAccept({ queue, kick, notify, logger }: AcceptDeps) {
  return async function accept(
    valid: ValidEnquiry,
    { log = logger, clientAddress, replayOnly = false }: AcceptContext,
  ): Promise<AcceptResult> {
    const { name, email, subject, message, lang, website, idempotencyKey, form } = valid;
    if (replayOnly && (website ?? '').trim() !== '') return { status: 'limited', lang };
    if (website !== undefined && website.trim() !== '') {
      log.info({ honeypot: true }, 'contact message dropped: honeypot filled');
      return { status: 'queued', id: newEnquiryId(new Date()), lang, created: true };
    }
    if (!queue) {
      const reason = 'contact message not accepted: the app has no outbox';
      return { status: 'unavailable', lang, failure: { error: new Error(reason), message: reason, reported: false } };
    }
    const enquiry: Enquiry = { name, email, subject, message, lang, form };
    const dedupe: Dedupe = idempotencyKey
      ? { kind: 'key', key: idempotencyKey }
      : { kind: 'fingerprint', key: fingerprintOf(clientAddress, enquiry), windowMs: DUPLICATE_WINDOW_MS };
    if (replayOnly) {
      const id = await queue.replayOf(enquiry, dedupe).catch(() => null);
      if (!id) return { status: 'limited', lang };
      log.info({ outboxId: id, lang, repeated: true, dedupe: dedupe.kind }, 'contact message already queued');
      return { status: 'queued', id, lang, created: false };
    }
    try {
      const { id, created } = await queue.enqueue(enquiry, dedupe);
      log.info(
        { outboxId: id, lang, repeated: !created, dedupe: dedupe.kind },
        created ? 'contact message queued' : 'contact message already queued',
      );
      if (created) {
        kick?.();
        notify?.({ id, form });
      }
      return { status: 'queued', id, lang, created };
    } catch (error) {
      if (error instanceof IdempotencyConflictError) {
        log.info({ dedupe: dedupe.kind }, 'contact message refused: idempotency key reused for another message');
        return { status: 'conflict', lang };
      }
      if (isUnconfirmed(error)) {
        // Already a warning line where it happened (the store's): not an error line.
        return {
          status: 'unconfirmed',
          lang,
          failure: { error, message: 'contact message not confirmed as stored: its retry finds it', reported: true },
        };
      }
      // The outbox reports a DATA_DIR it cannot write to itself (an error line a minute), a shortage of
      // file descriptors is said once by the process, and a Redis outage is logged once
      // (server/redis/redis-outage.ts): not an error line per post.
      const reported = !queue.writable || isOutOfDescriptors(error);
      return {
        status: 'unavailable',
        lang,
        failure: { error, message: 'contact message could not be stored in the outbox', reported },
      };
    }
  };
}

export type AcceptEnquiry = ReturnType<typeof createAccept>;
