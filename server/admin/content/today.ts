/**
 * "Closed today" and "Closing early today at …": the owners' most common edit, as one
 * change of hours.yaml's exceptions for today's Prague date (replacing one already
 * there for today). Applied by the editor under its lock to the file as it is then,
 * so a concurrent edit is never lost; saved, checked and kept in history like any save.
 */
import { z } from 'zod';
import type { Hours } from '../../../src/content/schema';
import { localizeContentMessage, msg } from '../../../src/content/messages';
import { hoursOn, pragueDate } from '../../../src/content/time';

const reasonText = z.string().trim().min(1).max(300);

/** The request body: `closes` only for closing early. */
export const todayRequest = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('closed'), reason: z.strictObject({ cs: reasonText, en: reasonText }) }),
  z.strictObject({
    kind: z.literal('closes-early'),
    closes: z.string().regex(/^(?:[01]\d|2[0-3]):[0-5]\d$|^24:00$/),
    reason: z.strictObject({ cs: reasonText, en: reasonText }),
  }),
]);
type TodayRequest = z.infer<typeof todayRequest>;

/**
 * hours.yaml's data with today's exception set. Closing early keeps today's opening
 * time: an exception's for today with hours of its own, else the usual day's (so
 * "closing early" after "closed today" opens again as usual). On a day of the week that
 * is closed it opens at the closing time, which the schema then refuses (closing after
 * opening), so the admin hears why.
 */
export function withToday(data: unknown, request: TodayRequest, now: Date): unknown {
  // A file emptied or rewritten by hand may hold no fields at all: the schema then says what is missing.
  const hours = (data !== null && typeof data === 'object' && !Array.isArray(data) ? data : {}) as Hours;
  const date = pragueDate(now);
  const name = { cs: request.reason.cs.trim(), en: request.reason.en.trim() };
  let exception: Record<string, unknown>;
  if (request.kind === 'closed') exception = { date, name, closed: true };
  else {
    const open = safeHoursOn(hours, date) ?? safeHoursOn({ ...hours, exceptions: [] }, date);
    exception = { date, name, opens: open?.opens ?? request.closes, closes: request.closes };
  }
  const exceptions = (Array.isArray(hours.exceptions) ? hours.exceptions : []).filter((candidate) => (candidate as { date?: unknown }).date !== date);
  // In date order, where the owner would put it by hand.
  const at = exceptions.findIndex((candidate) => String((candidate as { date?: unknown }).date) > date);
  exceptions.splice(at === -1 ? exceptions.length : at, 0, exception as Hours['exceptions'][number]);
  return { ...hours, exceptions };
}

function safeHoursOn(hours: Hours, date: string): { opens: string } | null {
  try {
    return hoursOn({ ...hours, exceptions: hours.exceptions ?? [] }, date).open;
  } catch {
    return null;
  }
}

/** A refused request's problems, each in the admin's language. */
export function todayErrors(issues: readonly z.core.$ZodIssue[], lang: 'cs' | 'en'): { path: (string | number)[]; message: string }[] {
  return issues.map((issue) => {
    const path = issue.path.map((key) => (typeof key === 'number' ? key : String(key)));
    let message: string;
    if (path[0] === 'closes') message = msg('timeForm');
    else if (path[0] === 'reason' && (path[1] === 'cs' || path[1] === 'en')) message = msg(issue.code === 'too_big' ? 'textTooLong' : 'emptyText', { what: path[1] === 'cs' ? 'czechText' : 'englishText', max: 300, length: 0 });
    else if (path[0] === 'reason') message = msg('bothLanguages');
    else message = msg('oneOf', { list: 'closed, closes-early' });
    return { path, message: localizeContentMessage(message, lang) };
  });
}
