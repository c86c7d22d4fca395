/**
 * The counts of this process since its last flush, in memory: `Map<"<hour>|<key>", number>`,
 * the hour being the UTC hour of the injected clock (`Math.floor(now / 3.6e6)`, hours since
 * 1970). Counting is a Map update, nothing else; the flusher takes the counts once a minute
 * and adds them to the store (file-store.ts, redis-store.ts), where they become the field
 * `<HH>|<key>` of the record of their UTC date.
 *
 * Referring hosts are bounded: at most REFERRER_HOSTS distinct hosts per hour in this
 * process, the rest counted as `(other)`, so that made-up `Referer` headers cannot grow the
 * memory, the records or the owner's screen. The well-known sources (maps, search, social)
 * take no place in the bound: fifty made-up hosts early in an hour cannot push mapy.cz or
 * google.com into `(other)` for the rest of it.
 */
import { OTHER, WELL_KNOWN_HOSTS } from './referrer';

export const HOUR_MS = 3_600_000;
/** Distinct referring hosts kept per hour per process; `(direct)` and `(other)` take no place. */
export const REFERRER_HOSTS = 50;

/** Counts taken out of a tally: `"<hour>|<key>"` → how many. */
export type Counts = Map<string, number>;

export class Tally {
  private counts: Counts = new Map();
  /** The hour whose referring hosts `hosts` holds. */
  private hostsHour = -1;
  private hosts = new Set<string>();

  constructor(private readonly now: () => Date) {}

  /** One more of `key` in the current hour. */
  count(key: string): void {
    this.add(Math.floor(this.now().getTime() / HOUR_MS), key);
  }

  /** One more view from `host` (`referrer.ts`) in the current hour, `(other)` past the hour's bound. */
  referral(host: string): void {
    const hour = Math.floor(this.now().getTime() / HOUR_MS);
    if (hour !== this.hostsHour) {
      this.hostsHour = hour;
      this.hosts = new Set();
    }
    let kept = host;
    if (!host.startsWith('(') && !WELL_KNOWN_HOSTS.has(host) && !this.hosts.has(host)) {
      if (this.hosts.size < REFERRER_HOSTS) this.hosts.add(host);
      else kept = OTHER;
    }
    this.add(hour, `r|${kept}`);
  }

  private add(hour: number, key: string): void {
    const field = `${hour}|${key}`;
    this.counts.set(field, (this.counts.get(field) ?? 0) + 1);
  }

  /** The counts so far, leaving the tally empty. */
  take(): Counts {
    const taken = this.counts;
    this.counts = new Map();
    return taken;
  }

  get size(): number {
    return this.counts.size;
  }
}

/** `"<hour>|<key>"` → its UTC date (`2027-03-28`) and its record's field (`01|<key>`). */
export function dayField(entry: string): { date: string; field: string } {
  const bar = entry.indexOf('|');
  const start = new Date(Number(entry.slice(0, bar)) * HOUR_MS).toISOString();
  return { date: start.slice(0, 10), field: `${start.slice(11, 13)}|${entry.slice(bar + 1)}` };
}
