// Preloaded into a child process (`NODE_OPTIONS=--import=<this file>`) to pin its clock at
// FIXED_NOW (an ISO instant): `new Date()` and `Date.now()` answer that moment, so a test
// of a command whose verdict depends on today (content:check and security.txt's expiry)
// holds whatever day it runs on. Without FIXED_NOW it changes nothing.
const fixed = Date.parse(process.env.FIXED_NOW ?? '');
if (!Number.isNaN(fixed)) {
  const RealDate = Date;
  class FixedDate extends RealDate {
    constructor(...args) {
      if (args.length === 0) super(fixed);
      else super(...args);
    }

    static now() {
      return fixed;
    }
  }
  globalThis.Date = FixedDate;
}
