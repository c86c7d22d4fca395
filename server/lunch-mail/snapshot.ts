/**
 * A send's snapshot: the day's lunch as it was when the send was planned, in both languages,
 * with what the e-mail says of the restaurant. Frozen into the plan (file or Redis), so every
 * e-mail of the day says the same whatever is published later, and a replica or a restart
 * that delivers the rest renders the same bytes.
 */
import { z } from 'zod';
import { publishedLunchDays } from '../../src/lunch/data';
import type { SiteContent } from '../../src/content/schema';
import type { LunchDayView } from '../../src/content/page-data';
import type { Lang } from '../../src/lang';

export interface SendSnapshot {
  /** The Prague date, `YYYY-MM-DD`. */
  date: string;
  /** When nothing more of the send is delivered (the end of the day's serving), ISO 8601. */
  deadline: string;
  /** The restaurant's name in each language, and the number that takes bookings. */
  venue: Record<Lang, string>;
  phone: string;
  /** The day's lunch as the page shows it, per language. */
  days: Record<Lang, LunchDayView>;
}

/** The day's snapshot from the live content, or null when the day is not published. */
export function takeSnapshot(
  content: Pick<SiteContent, 'dailyMenu' | 'venue'>,
  date: string,
  deadline: Date,
): SendSnapshot | null {
  const cs = publishedLunchDays(content.dailyMenu, 'cs', date, date)[0];
  const en = publishedLunchDays(content.dailyMenu, 'en', date, date)[0];
  if (!cs || !en) return null;
  const venue = content.venue;
  return {
    date,
    deadline: deadline.toISOString(),
    venue: { cs: venue.name.cs, en: venue.name.en },
    phone: venue.phones[venue.phoneFor.reservations],
    days: { cs, en },
  };
}

const dish = z.object({
  name: z.string(),
  amount: z.string().nullable(),
  price: z.number(),
  allergens: z.array(z.number()),
  diet: z.array(z.enum(['vegetarian', 'vegan', 'gluten-free'])),
  soldOut: z.string().nullable(),
});
const day = z.object({
  date: z.string(),
  serving: z.object({ from: z.string(), until: z.string() }),
  note: z.string().nullable(),
  soups: z.array(dish),
  mains: z.array(dish),
});

/** A snapshot read back from a plan (a file or Redis may hold anything: checked, not trusted). */
export const snapshotSchema: z.ZodType<SendSnapshot> = z.object({
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  deadline: z.iso.datetime(),
  venue: z.object({ cs: z.string(), en: z.string() }),
  phone: z.string(),
  days: z.object({ cs: day, en: day }),
});
