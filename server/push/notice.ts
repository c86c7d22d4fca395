import { fill } from '../../src/admin/i18n/messages';
import { pushCs, pushEn } from '../../src/admin/i18n/push-words';

/**
 * What the owners are told (`notifyOwners`): never anything a guest wrote (no name, e-mail,
 * phone or note), only what decides whether to open it, and the admin page that shows it.
 */
export type OwnerNotice =
  | {
      kind: 'booking';
      /** The booking's day in Prague, `YYYY-MM-DD`. */
      date: string;
      /** Its start in Prague, `HH:MM`. */
      time: string;
      /** How many guests. */
      party: number;
      /** true: it waits for the owner's confirmation (a large party); false: confirmed at once. */
      pending: boolean;
      /** true: a guest changed it by its manage link (it now has this date, time and party); absent or false: new. */
      changed?: boolean;
      /** The admin page that shows it: a path under `/admin/` (the day's book with the booking). */
      path: string;
    }
  | {
      kind: 'enquiry';
      /** The admin page that shows it; default the inbox, `/admin/inbox`. */
      path?: string;
    }
  /** The admin's "send a test notification" (one device). */
  | { kind: 'test' };

/** What the service worker receives (src/admin/push/service-worker.ts reads these fields, nothing else). */
export interface NoticePayload {
  title: string;
  body: string;
  /** Absolute, on SITE_URL, under /admin: what a tap opens. */
  url: string;
  lang: 'cs' | 'en';
  /** Notifications with one tag replace each other (the test only). */
  tag?: string;
}

const words = { cs: pushCs.push.notice, en: pushEn.push.notice };

/** A path under /admin, or null: never another origin, never `//host` nor a backslash a browser reads as one. */
function adminUrl(path: string, siteUrl: string): string | null {
  if (!/^\/admin(?:[/?#]|$)/.test(path) || /[\\\s]/.test(path) || path.startsWith('//')) return null;
  const url = new URL(path, siteUrl);
  return url.origin === new URL(siteUrl).origin ? url.href : null;
}

/** "4 osoby" / "4 guests": Czech has three forms (1; 2–4; 0 and 5 and more). */
function partyText(party: number, lang: 'cs' | 'en'): string {
  const w = words[lang];
  const form = party === 1 ? w.guestsOne : party >= 2 && party <= 4 ? w.guestsFew : w.guestsOther;
  return fill(form, { n: party });
}

/** "čt 3. 12. 19:00" / "Thu, Dec 3, 7:00 PM": the booking's own wall time, so formatted in UTC (no zone shift). */
function whenText(date: string, time: string, lang: 'cs' | 'en'): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const [h, min] = time.split(':').map(Number) as [number, number];
  const at = new Date(Date.UTC(y, m - 1, d, h, min));
  const locale = lang === 'cs' ? 'cs-CZ' : 'en-US';
  const part = (options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' }).format(at);
  return fill(words[lang].when, {
    weekday: part({ weekday: 'short' }),
    date: part({ day: 'numeric', month: lang === 'cs' ? 'numeric' : 'short' }),
    time: part({ hour: 'numeric', minute: '2-digit' }),
  });
}

/** Whether a booking notice is one we can word: a real date and time, a whole positive party. */
function bookingFits(notice: Extract<OwnerNotice, { kind: 'booking' }>): boolean {
  const date = /^(\d{4})-(\d{2})-(\d{2})$/.exec(notice.date);
  const time = /^([01]\d|2[0-3]):([0-5]\d)$/.test(notice.time);
  if (!date || !time || !Number.isInteger(notice.party) || notice.party < 1 || notice.party > 1000) return false;
  const day = new Date(Date.UTC(Number(date[1]), Number(date[2]) - 1, Number(date[3])));
  return day.toISOString().slice(0, 10) === notice.date;
}

/** The notification in `lang`, or null for a notice that cannot be worded (the caller's mistake: logged, nothing sent). */
export function noticePayload(notice: OwnerNotice, lang: 'cs' | 'en', siteUrl: string): NoticePayload | null {
  const w = words[lang];
  if (notice.kind === 'test')
    return { title: w.testTitle, body: w.testBody, url: `${siteUrl}/admin`, lang, tag: 'test' };
  if (notice.kind === 'enquiry') {
    const url = adminUrl(notice.path ?? '/admin/inbox', siteUrl);
    return url ? { title: w.enquiryTitle, body: w.enquiryBody, url, lang } : null;
  }
  const url = adminUrl(notice.path, siteUrl);
  if (!url || !bookingFits(notice)) return null;
  return {
    title: notice.changed
      ? notice.pending
        ? w.bookingChangedPendingTitle
        : w.bookingChangedTitle
      : notice.pending
        ? w.bookingPendingTitle
        : w.bookingTitle,
    body: fill(w.bookingBody, { when: whenText(notice.date, notice.time, lang), party: partyText(notice.party, lang) }),
    url,
    lang,
  };
}
