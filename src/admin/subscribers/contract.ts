/**
 * The answers of "Odběr menu" (`GET /admin/api/subscribers`, `POST /admin/api/subscribers/erase`),
 * written once for both sides: the server's router types what it sends with them (server/admin/subscribers/)
 * and the screen parses each answer with them where it enters the browser. Beside the screen, not in
 * api/contract.ts, so that only the screen's chunk carries them (tests/budget/ceilings.ts). It
 * imports zod mini, nothing of React or the screens (.dependency-cruiser.cjs, `admin-stats-contract-imports`).
 *
 * No answer holds an address: the owner sees counts and the morning sends, and erases an address
 * they type (data minimisation).
 */
import { z } from 'zod/mini';

/**
 * One day's morning send (server/lunch-mail `SendReport`): when it was planned, how many were
 * planned, sent, failed, late (past the day's serving: not sent), withdrawn (unsubscribed
 * meanwhile), dropped (erased meanwhile); the failures' lines (the mail server's answers,
 * without addresses) with their counts; the first and last message sent.
 */
const sendReport = z.object({
  date: z.string(),
  plannedAt: z.string(),
  planned: z.number(),
  sent: z.number(),
  failed: z.number(),
  late: z.number(),
  withdrawn: z.number(),
  dropped: z.number(),
  reasons: z.array(z.object({ line: z.string(), count: z.number() })),
  firstSentAt: z.nullable(z.string()),
  lastSentAt: z.nullable(z.string()),
});

/** `GET /subscribers`: the confirmed and the pending, and the last 14 days' sends, newest first. */
export const subscribersSummary = z.object({
  confirmed: z.number(),
  pending: z.number(),
  sends: z.array(sendReport),
});

/** `POST /subscribers/erase {email}`: whether the address was there; the e-mails of it still to be erased once sent. */
export const subscriberErased = z.object({ erased: z.boolean(), lettersLeft: z.number() });

export type SendReport = z.infer<typeof sendReport>;
export type SubscribersSummary = z.infer<typeof subscribersSummary>;
export type SubscriberErased = z.infer<typeof subscriberErased>;
