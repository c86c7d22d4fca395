/**
 * "Odběr menu", behind the admin's same-origin, session and role checks: owners only
 * (permissions.ts leaves every route it does not name to the owners).
 *
 * - `GET /subscribers`: `{ confirmed, pending, sends }` (the last 14 days' morning sends).
 * - `POST /subscribers/erase` `{ email }`: the address erased everywhere; `{ erased, lettersLeft }`.
 *   Audited as `subscriber-erased` (when it was there) without the address (the audit log keeps no guest's data);
 *   an address that is none is 422 `subscriber_email_invalid` with the field's message.
 *
 * When the subscribers cannot be reached the answer is 503 `subscribers_unavailable` in the
 * admin's language, with one warning line.
 */
import { Router, type Request, type Response } from 'express';
import type { SubscriberErased, SubscribersSummary } from '../../../src/admin/subscribers/contract';
import { adminApiMessages } from '../../../src/i18n/admin-api-messages';
import { recordFailure } from '../../runtime/request-logging';
import { adminLang, sendAdminError, sendAdminJsonError } from '../api-errors';
import type { AdminRequestContext } from '../context';
import { jsonBody } from '../json-body';
import type { SubscribersPort } from './port';

export type { SubscribersPort } from './port';

/** The longest address SMTP carries (RFC 5321's path less its brackets). */
const MAX_EMAIL = 254;

/**
 * An address as the subscribe form takes one: one `@`, a dot in the domain, no spaces, at most
 * 254 characters. The store finds it by its lower-cased form, so the case does not matter here.
 */
function emailAsked(body: unknown): string | null {
  const email = (body as { email?: unknown } | null)?.email;
  if (typeof email !== 'string') return null;
  const trimmed = email.trim();
  return trimmed.length <= MAX_EMAIL && /^[^\s@]+@[^\s@.]+(?:\.[^\s@.]+)+$/.test(trimmed) ? trimmed : null;
}

export function subscriberRoutes({
  subscribers,
  context,
}: {
  subscribers: SubscribersPort;
  context: AdminRequestContext;
}): Router {
  const router = Router({ caseSensitive: true, strict: true });
  const unavailable = (req: Request, res: Response, error: unknown) => {
    // The request's one line, at warning level: no client caused it.
    recordFailure(res, error, 'admin subscribers: the subscribers cannot be reached', true);
    sendAdminError(req, res, 503, 'subscribers_unavailable');
  };

  router.get('/subscribers', async (req, res) => {
    let summary: SubscribersSummary;
    try {
      summary = await subscribers.summary();
    } catch (error) {
      return unavailable(req, res, error);
    }
    res.json(summary satisfies SubscribersSummary);
  });

  router.post('/subscribers/erase', jsonBody(), async (req, res) => {
    const email = emailAsked(req.body);
    if (email === null) {
      const message = adminApiMessages[adminLang(req)].errors.subscriber_email_invalid;
      return sendAdminJsonError(res, 422, {
        code: 'subscriber_email_invalid',
        message,
        fields: [{ path: ['email'], message }],
      });
    }
    let answer: SubscriberErased;
    try {
      answer = await subscribers.erase(email);
    } catch (error) {
      return unavailable(req, res, error);
    }
    // Who erased; never the address. An address that was not there changed nothing: no entry.
    if (answer.erased) await context.audit({ type: 'subscriber-erased', by: context.ownerOf(req) });
    res.json({ erased: answer.erased, lettersLeft: answer.lettersLeft } satisfies SubscriberErased);
  });
  return router;
}
