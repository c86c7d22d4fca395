// Preloaded into a built server (`node --import=<this file> dist/server/index.js`) by
// tests/faults/booking-kill.test.ts to kill it with SIGKILL at one exact point of a booking
// on DATA_DIR, named by BOOKING_TEST_FAULT:
//
// - `before-hold`: just before the day's file (DATA_DIR/bookings/days/<date>.json) is renamed
//   into place: the step wrote nothing of the day (its manage link's token file may be there).
// - `after-hold`: just after that rename: the booking is held, with the e-mails it owes
//   (its notices) in the same file, and nothing is queued to mail yet.
// - `after-queue`: just after the first e-mail the booking owes is renamed into the mail
//   queue (DATA_DIR/outbox/<id>.json), before its notice is taken off the day; the booking
//   post's answer is held back until then (the server would otherwise answer first), so it
//   never leaves.
//
// The server's modules import these functions from `node:fs/promises` by name;
// `syncBuiltinESMExports` makes those bindings see the wrapper (as fault-point.ts does for the
// mail process), so the production build runs unchanged up to the crash. Without
// BOOKING_TEST_FAULT it changes nothing.
import http from 'node:http';
import { createRequire, syncBuiltinESMExports } from 'node:module';

const fault = process.env.BOOKING_TEST_FAULT;
const DAY_FILE = /[/\\]bookings[/\\]days[/\\]\d{4}-\d{2}-\d{2}\.json$/;
const QUEUED_FILE = /[/\\]outbox[/\\][^/\\.][^/\\]*\.json$/;

if (fault) {
  const target = { 'before-hold': DAY_FILE, 'after-hold': DAY_FILE, 'after-queue': QUEUED_FILE }[fault];
  if (!target) throw new Error(`bad BOOKING_TEST_FAULT: ${fault}`);
  const die = () => process.kill(process.pid, 'SIGKILL');
  const fsp = createRequire(import.meta.url)('node:fs/promises');
  const rename = fsp.rename;
  fsp.rename = async (from, to) => {
    const hit = typeof to === 'string' && target.test(to);
    if (hit && fault === 'before-hold') die();
    const result = await rename(from, to);
    if (hit) die();
    return result;
  };
  syncBuiltinESMExports();
  if (fault === 'after-queue') {
    // The booking post's answer waits for the crash: it is never sent.
    const end = http.ServerResponse.prototype.end;
    http.ServerResponse.prototype.end = function (...args) {
      const req = this.req;
      if (req?.method === 'POST' && /^\/(en\/)?moje-rezervace(\?|$)/.test(req.url ?? '')) return this;
      return end.apply(this, args);
    };
  }
}
