import type { Logger } from 'pino';
import { contactApiSchema } from '../../src/forms/contact-api';
import { localizeFieldErrors, type FieldErrors } from '../../src/forms/field-errors';
import { langFromBody, type Lang } from '../../src/lang';
import { newOutboxId } from '../mail/outbox-record';
import type { Outbox } from '../mail/outbox';

export type SubmitResult =
  | { status: 'queued'; id: string; lang: Lang }
  | { status: 'invalid'; fields: FieldErrors; lang: Lang }
  | { status: 'unavailable'; lang: Lang; failure: { error: unknown; message: string } };

export interface ContactSubmissionDeps {
  /** Where messages are queued; without one every valid message is answered 'unavailable'. */
  outbox: Outbox | undefined;
  /** Nudges the delivery worker after a message is queued. */
  kick?: () => void;
  logger: Logger;
}

/**
 * Validates a contact API body and queues it: shared by POST /api/send-contact-email
 * and the no-JS form posts (which build the same body with the forms' own functions).
 * 'queued' is returned only once the message is on disk. A filled honeypot looks
 * queued (a fresh-looking id) but nothing is stored. `log` is the request's logger
 * (its lines carry the request id). 'unavailable' is not logged here: it carries the
 * cause, which the caller records for the request's one 5xx log line.
 */
export function createContactSubmission({ outbox, kick, logger }: ContactSubmissionDeps) {
  return async function submit(body: unknown, log: Logger = logger): Promise<SubmitResult> {
    const parsed = contactApiSchema.safeParse(body);
    if (!parsed.success) {
      const lang = langFromBody(body);
      const fields = localizeFieldErrors(parsed.error, lang);
      log.info({ invalidFields: Object.keys(fields) }, 'contact message rejected: validation');
      return { status: 'invalid', fields, lang };
    }
    const { name, email, subject, message, lang, website, idempotencyKey } = parsed.data;
    if (website !== undefined && website.trim() !== '') {
      log.info({ honeypot: true }, 'contact message dropped: honeypot filled');
      return { status: 'queued', id: newOutboxId(new Date()), lang };
    }
    if (!outbox) {
      const reason = 'contact message not accepted: the app has no outbox';
      return { status: 'unavailable', lang, failure: { error: new Error(reason), message: reason } };
    }
    try {
      const { id, created } = await outbox.enqueue({ name, email, subject, message, lang }, idempotencyKey ?? null);
      log.info({ outboxId: id, lang, repeated: !created }, created ? 'contact message queued' : 'contact message already queued (same idempotency key)');
      if (created) kick?.();
      return { status: 'queued', id, lang };
    } catch (error) {
      return { status: 'unavailable', lang, failure: { error, message: 'contact message could not be stored in the outbox' } };
    }
  };
}

export type ContactSubmit = ReturnType<typeof createContactSubmission>;
