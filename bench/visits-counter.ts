/**
 * The visits counter's own cost per request (server/visits), apart from the server and the load
 * generator, which on a shared machine move the closed-loop figures far more than a Map lookup
 * could: `node --import tsx bench/visits-counter.ts`. For a million requests each, it prints the
 * CPU nanoseconds a request spends in the counter: one that cannot count (an asset: the Map lookup
 * alone), and a page view that counts (the lookup, the `finish` listener, the classification,
 * the referring host, the tally), beside making the response object alone. Three rounds;
 * docs/performance.md ("Counting") has the figures.
 */
import { EventEmitter } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { createVisits } from '../server/visits';

const REQUESTS = 1_000_000;
const BROWSER = 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0';

const dataDir = await mkdtemp(path.join(tmpdir(), 'ballon-visits-bench-'));
const visits = await createVisits({
  dataDir,
  siteUrl: 'https://www.restauraceballon.cz',
  redis: null,
  now: () => new Date(),
  logger: pino({ level: 'silent' }),
});

/**
 * CPU nanoseconds per request (the process's user and system time, not the wall clock, which on a
 * shared machine counts the time other processes ran): a response made, the counter run over it,
 * then its `finish` (as Node emits it).
 */
function perRequest(url: string | null): number {
  const next = () => {};
  const started = process.cpuUsage();
  for (let i = 0; i < REQUESTS; i++) {
    const res = Object.assign(new EventEmitter(), { statusCode: 200 });
    if (url !== null) {
      const req = { method: 'GET', path: url, headers: { 'user-agent': BROWSER, referer: 'https://www.mapy.cz/' } };
      visits.counter(req as never, res as never, next);
    }
    res.emit('finish');
  }
  const used = process.cpuUsage(started);
  return ((used.user + used.system) * 1000) / REQUESTS;
}

for (let round = 1; round <= 3; round++) {
  const alone = perRequest(null);
  const asset = perRequest('/assets/entry-client-abc123.js');
  const view = perRequest('/denni-menu');
  console.log(
    `round ${round}: the response alone ${alone.toFixed(0)} ns; an asset ${(asset - alone).toFixed(0)} ns more; ` +
      `a page view counted ${(view - alone).toFixed(0)} ns more`,
  );
}
await visits.stop();
await rm(dataDir, { recursive: true, force: true });
