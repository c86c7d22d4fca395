#!/usr/bin/env node
// The free booking times under a flood: autocannon with `connections` clients in parallel, each
// sending its next request when the last is answered, on the contact page (a cached page, the one
// that holds the booking form: what the times are measured against) and on
// `GET /api/bookings/times`, as guests flicking through days ask it: each guest (its own address,
// X-Forwarded-For from loopback, which the server trusts by default) asks 30 days in a row for one
// party size from a day of its own, then the next guest comes; the days span the next 60, a few of
// them with bookings held (booked first through the page's no-JS post), so the answers come from
// the day's bookings and its version. Beside each run, one `/healthz` at a time on its own
// connection; also the server's CPU per request (event-loop-probe.mjs) and its memory after each run
// (feeds.mjs's `flood`, the same method as the feeds' figures).
//
// Alone: `node bench/booking-times.mjs` starts `dist/server/index.js` as it is (build first:
// `node scripts/build.mjs`); `--root=DIR` measures another checkout's build (a `git worktree` of an
// older commit, for a before and after). Also run by `npm run bench`'s `admin` section. Environment:
// BENCH_CONNECTIONS (50), BENCH_DURATION (20 s a run), BENCH_WARMUP (3 s a target).
// Prints Markdown tables and writes JSON to bench/results/booking-times-latest.json (git-ignored).
import { pathToFileURL } from 'node:url';
import { flood, formatFeeds, runAlone } from './feeds.mjs';

/** The free times cost what a cached page costs: their p99 within this factor of the page's. */
export const BOOKING_TIMES_TARGETS = { p99Ratio: 1.2 };

/** How many days in a row one guest asks, and over how many days ahead the guests ask. */
const DAYS_A_GUEST = 30;
const DAYS = 60;

const prague = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Prague',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});
const dates = Array.from({ length: DAYS }, (_, n) => prague.format(new Date(Date.now() + (n + 2) * 86_400_000)));

/** Guest n's address: one of 2^24 under 10/8. */
const addressOf = (n) => `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;

/** Bookings on every third day (two a day, lunch and evening), through the booking page's no-JS post: how many were held. */
async function seedBookings(server) {
  let held = 0;
  for (let n = 0; n < DAYS; n += 3) {
    for (const [time, guest] of [
      ['12:00', 2 * n],
      ['19:00', 2 * n + 1],
    ]) {
      const response = await fetch(`${server.url}/moje-rezervace`, {
        method: 'POST',
        redirect: 'manual',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          origin: server.url.replace('127.0.0.1', 'localhost'),
          'sec-fetch-site': 'same-origin',
          'x-forwarded-for': addressOf(1_000_000 + guest),
        },
        body: new URLSearchParams({
          intent: 'book',
          date: dates[n],
          party: '4',
          area: 'any',
          time,
          name: 'Host Lavice',
          email: `host${guest}@example.com`,
          phone: `777 000 ${String(guest).padStart(3, '0')}`,
          note: '',
        }).toString(),
      });
      if (response.status === 303) held += 1;
    }
  }
  return held;
}

/** The guests' questions, one after another: guest g asks DAYS_A_GUEST days in a row from a day of its own, for 2–4. */
function flickingGuests() {
  let n = 0;
  return () => {
    const guest = Math.floor(n / DAYS_A_GUEST);
    const day = (guest * 7 + (n % DAYS_A_GUEST)) % DAYS;
    n += 1;
    return {
      path: `/api/bookings/times?date=${dates[day]}&party=${2 + (guest % 3)}&area=any&lang=cs`,
      headers: { 'x-forwarded-for': addressOf(guest) },
    };
  };
}

/** The runs of the section: the page, then the times, each warmed up, then measured with /healthz beside it. */
export async function bookingTimesSection(server, config, log) {
  const booked = await seedBookings(server);
  const targets = [
    { name: 'contact page (cached)', path: '/kontakt', status: 200, next: () => '/kontakt' },
    {
      name: 'free times, guests flicking through days',
      path: `/api/bookings/times?date=<${DAYS} days>&party=<2–4>`,
      status: 200,
      next: flickingGuests(),
    },
  ];
  const runs = [];
  for (const target of targets) {
    log(
      `${target.path}: warm-up ${config.warmupSeconds} s, then ${config.durationSeconds} s at ${config.connections} connections…`,
    );
    await flood(server, target.next, { ...config, durationSeconds: config.warmupSeconds }, false);
    const run = await flood(server, target.next, config, true);
    runs.push({ name: target.name, path: target.path, expectedStatus: target.status, ...run });
  }
  const [page, times] = runs;
  const wrong = (run) => run.requests - (run.statuses[run.expectedStatus] ?? 0) + run.errors;
  const checks = [
    {
      section: 'booking times',
      name: "free times: p99 ÷ the cached page's p99",
      measured: `${(times.latency.p99 / Math.max(1, page.latency.p99)).toFixed(2)} (${times.latency.p99} / ${page.latency.p99} ms)`,
      target: `≤ ${BOOKING_TIMES_TARGETS.p99Ratio}`,
      ok: times.latency.p99 <= BOOKING_TIMES_TARGETS.p99Ratio * Math.max(1, page.latency.p99),
    },
    ...runs.map((run) => ({
      section: 'booking times',
      name: `${run.name}: answers other than ${run.expectedStatus}, errors (time-outs among them)`,
      measured: String(wrong(run)),
      target: '0',
      ok: wrong(run) === 0,
    })),
  ];
  return { booked, runs, checks };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href)
  await runAlone('booking-times', bookingTimesSection, (section, config) =>
    formatFeeds(section, config).replace(
      /^### Feeds and calendars/,
      `### Free booking times (${section.booked} bookings held over ${DAYS} days)`,
    ),
  );
