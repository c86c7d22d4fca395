/**
 * The answer of `GET /admin/api/visits` ("Návštěvnost"), written once for both sides: the
 * server's router types what it sends with it (`satisfies VisitsReport`, server/admin/visits/)
 * and the screen's loader parses the answer with it where it enters the browser. It lives
 * beside the screen, not in api/contract.ts, so that the admin's entry does not carry it: only
 * the screen's chunk does (tests/budget/ceilings.ts, the lever its comment names). It imports
 * zod mini and the page ids, nothing of React or the screens (.dependency-cruiser.cjs,
 * `admin-stats-contract-imports`).
 *
 * The counts are the server's (server/visits, report.ts): page views, referring hosts, form
 * posts and bookings made, per Prague day or hour, never anything per visitor.
 */
import { z } from 'zod/mini';
import { pageKeys, type PageKey } from '../../page-ids';

/** The forms whose posts are counted: accepted and refused. */
const countedForms = ['contact', 'lounge', 'booking', 'subscribe'] as const;

/** A referrer host that is none: a view with no `Referer` at all. */
export const DIRECT = '(direct)';
/** The hosts beyond the top ones (and beyond the server's bound of hosts per hour), summed. */
export const OTHER = '(other)';

const counts = z.array(z.number());

export const visitsReport = z.object({
  /** The last 30 Prague dates (YYYY-MM-DD), oldest first; each `number[30]` below follows them. */
  days: z.array(z.string()),
  /** Views per page and language, one count per day of `days`. */
  pages: z.array(
    z.object({ page: z.enum(pageKeys as [PageKey, ...PageKey[]]), lang: z.enum(['cs', 'en']), views: counts }),
  ),
  /** The lunch menu's views (both languages) over the last `weeks` weeks: Monday to Friday × Prague hour 0–23. */
  lunchGrid: z.object({ weeks: z.number(), views: z.array(counts) }),
  /** Where views came from over the 30 days: the top hosts by views, then `(other)` and `(direct)`. */
  referrers: z.array(z.object({ host: z.string(), views: z.number() })),
  /** The last 13 weeks (Monday's date, oldest first): enquiries sent, bookings made, subscriptions accepted. */
  weekly: z.array(
    z.object({ weekStart: z.string(), enquiries: z.number(), bookings: z.number(), subscribeAccepted: z.number() }),
  ),
  /** The lunch's feed and the feast's calendar fetched, per day of `days`. */
  fetches: z.object({ feed: counts, ics: counts }),
  /** Each form's posts over the 30 days: accepted and refused. */
  forms: z.array(z.object({ form: z.enum(countedForms), accepted: z.number(), refused: z.number() })),
});

export type VisitsReport = z.infer<typeof visitsReport>;
