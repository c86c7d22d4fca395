// Preloaded into a child process (`NODE_OPTIONS=--import=<this file>`) to move its clock to
// SHIFTED_NOW (an ISO instant) and let it run from there: `Date.now()` and `new Date()` answer
// that instant plus the real time elapsed since the process started. Unlike fixed-clock.mjs the
// clock runs, so lock staleness (proper-lockfile compares Date.now() with the lock's mtime) and
// timers keep working. A shift into the future keeps a killed holder's lock, whose mtime is real
// time, stale at once for the next process. Without SHIFTED_NOW it changes nothing.
const target = Date.parse(process.env.SHIFTED_NOW ?? '');
if (!Number.isNaN(target)) {
  const RealDate = Date;
  const offset = target - RealDate.now();
  class ShiftedDate extends RealDate {
    constructor(...args) {
      if (args.length === 0) super(RealDate.now() + offset);
      else super(...args);
    }

    static now() {
      return RealDate.now() + offset;
    }
  }
  globalThis.Date = ShiftedDate;
}
