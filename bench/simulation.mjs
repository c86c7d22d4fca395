// A simulated clock and server for the load generator's tests: what they check of
// the schedule (spacing, queueing, the early stop) then holds however busy the
// machine is, since no real time passes.

/** A clock whose time moves only from one due callback to the next. */
export function simulatedClock() {
  let now = 0;
  let order = 0;
  const due = [];
  const add = (at, fn) => {
    due.push({ at, order: order++, fn });
    // Kept sorted by time, then by when it was added; the lists here stay short.
    for (
      let i = due.length - 1;
      i > 0 && (due[i - 1].at > due[i].at || (due[i - 1].at === due[i].at && due[i - 1].order > due[i].order));
      i--
    ) {
      [due[i - 1], due[i]] = [due[i], due[i - 1]];
    }
  };
  return {
    now: () => now,
    setTimeout: (fn, ms) => add(now + Math.max(0, ms), fn),
    setImmediate: (fn) => add(now, fn),
    /** Runs every callback in time order, those they add included, until none is left. */
    runAll() {
      while (due.length > 0) {
        const next = due.shift();
        now = next.at;
        next.fn();
      }
    },
  };
}

/**
 * A server behind `connections` sockets: a request waits for a free socket, then
 * takes `serviceMs` of it. `answer(n)` says how the n-th request (from 1) ends:
 * `{ status, bytes }`, or `'error'` for a broken connection. `arrivals` holds when
 * each request reached the server.
 */
export function simulatedServer(clock, { connections, serviceMs, answer = () => ({ status: 200, bytes: 2 }) }) {
  const arrivals = [];
  const waiting = [];
  let busy = 0;
  let count = 0;
  const start = () => {
    while (busy < connections && waiting.length > 0) {
      const { callbacks } = waiting.shift();
      busy += 1;
      count += 1;
      arrivals.push(clock.now());
      const outcome = answer(count);
      clock.setTimeout(() => {
        busy -= 1;
        if (outcome === 'error') callbacks.onError('errors');
        else {
          callbacks.onStatus(outcome.status);
          callbacks.onData(outcome.bytes);
          callbacks.onEnd();
        }
        start();
      }, serviceMs);
    }
  };
  return {
    arrivals,
    send(_target, callbacks) {
      waiting.push({ callbacks });
      start();
    },
    close() {},
  };
}
