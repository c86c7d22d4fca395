/**
 * Two processes' counts add up in one DATA_DIR and in one real redis-server; a batch sent
 * again (its answer lost) is added once; a store that fails keeps the counts for the next
 * flush. The flushers here are the ones the server runs, on tallies of their own.
 */
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Redis } from 'ioredis';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RedisServer } from '../../tests/support/redis-server';
import { FileVisitsStore } from './file-store';
import { Flusher } from './flusher';
import { expiryOf, RedisVisitsStore } from './redis-store';
import type { Batch, VisitsStore } from './store';
import { Tally } from './tally';

const logger = pino({ level: 'silent' });
// 2027-03-28 23:30 UTC: the next minutes are another UTC date.
let now = Date.UTC(2027, 2, 28, 23, 30);
const clock = () => new Date(now);

/** Two processes' worth of counting on one store: 3 + 2 views at 23:30, 1 + 4 at 00:10 the next day. */
async function countTwice(stores: [VisitsStore, VisitsStore]): Promise<void> {
  now = Date.UTC(2027, 2, 28, 23, 30);
  const tallies = [new Tally(clock), new Tally(clock)] as const;
  const flushers = stores.map((store, i) => new Flusher({ tally: tallies[i]!, store, logger, replica: `p${i}` }));
  for (let i = 0; i < 3; i++) tallies[0].count('v|dailyMenu|cs');
  for (let i = 0; i < 2; i++) tallies[1].count('v|dailyMenu|cs');
  tallies[1].referral('mapy.cz');
  await Promise.all(flushers.map((flusher) => flusher.flush()));
  now = Date.UTC(2027, 2, 29, 0, 10);
  tallies[0].count('v|dailyMenu|cs');
  for (let i = 0; i < 4; i++) tallies[1].count('v|dailyMenu|cs');
  tallies[0].count('b');
  await Promise.all(flushers.map((flusher) => flusher.stop()));
}

const batch = (seq: number): Batch => ({ replica: 'again', seq, days: { '2027-03-29': { '09|v|home|cs': 1 } } });

describe('the counts in DATA_DIR', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'ballon-visits-'));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it('two processes on one directory add up, each hour in its UTC date', async () => {
    const visits = path.join(dir, 'two');
    await countTwice([new FileVisitsStore(visits, clock), new FileVisitsStore(visits, clock)]);
    const days = await new FileVisitsStore(visits).read(['2027-03-28', '2027-03-29']);
    expect(days).toEqual({
      '2027-03-28': { '23|v|dailyMenu|cs': 5, '23|r|mapy.cz': 1 },
      '2027-03-29': { '00|v|dailyMenu|cs': 5, '00|b': 1 },
    });
    expect(JSON.parse(await readFile(path.join(visits, '2027-03-29.json'), 'utf8'))).toEqual(days['2027-03-29']);
  });

  it('a batch sent again is added once; the next one is added', async () => {
    const store = new FileVisitsStore(path.join(dir, 'again'), clock);
    await store.add(batch(1));
    await store.add(batch(1));
    await store.add(batch(2));
    expect((await store.read(['2027-03-29']))['2027-03-29']).toEqual({ '09|v|home|cs': 2 });
  });
});

describe('the counts in Redis', () => {
  let server: RedisServer;
  let clients: Redis[];
  beforeAll(async () => {
    server = await RedisServer.start();
    clients = [0, 1].map(() => new Redis(server.url, { enableOfflineQueue: false, maxRetriesPerRequest: 0 }));
    await Promise.all(clients.map((client) => new Promise((resolve) => client.once('ready', resolve))));
  });
  afterAll(async () => {
    for (const client of clients ?? []) client.disconnect();
    await server?.remove();
  });

  it('two replicas add up, and each date expires 13 months and a day after it', async () => {
    await countTwice([new RedisVisitsStore(clients[0]!), new RedisVisitsStore(clients[1]!)]);
    const days = await new RedisVisitsStore(clients[0]!).read(['2027-03-28', '2027-03-29', '2027-03-30']);
    expect(days).toEqual({
      '2027-03-28': { '23|v|dailyMenu|cs': 5, '23|r|mapy.cz': 1 },
      '2027-03-29': { '00|v|dailyMenu|cs': 5, '00|b': 1 },
      '2027-03-30': {},
    });
    expect(expiryOf('2027-03-29')).toBe(Date.UTC(2028, 3, 30) / 1000);
    expect(expiryOf('2027-01-31')).toBe(Date.UTC(2028, 2, 1) / 1000);
    expect(await clients[0]!.expiretime('ballon:visits:2027-03-29')).toBe(Date.UTC(2028, 3, 30) / 1000);
  });

  it('a batch sent again after its answer was lost is added once; the next one is added', async () => {
    const store = new RedisVisitsStore(clients[0]!);
    await store.add(batch(1));
    await store.add(batch(1));
    await store.add(batch(2));
    expect(await clients[1]!.hget('ballon:visits:2027-03-29', '09|v|home|cs')).toBe('2');
  });
});

describe('a store that fails', () => {
  it('keeps the batch, with its id, for the next flush: nothing lost, nothing twice; past the cap, new counts are dropped', async () => {
    const added: Batch[] = [];
    let failures = 2;
    const store: VisitsStore = {
      add: async (sent) => {
        added.push(sent);
        // The first attempt lands but its answer is lost; the second fails outright.
        if (failures-- > 0) throw new Error('connection lost');
      },
      read: async () => ({}),
      prune: async () => 0,
    };
    now = Date.UTC(2027, 5, 1, 10, 0);
    const tally = new Tally(clock);
    const flusher = new Flusher({ tally, store, logger, replica: 'r', maxWaiting: 3 });
    tally.count('v|home|cs');
    await flusher.flush();
    tally.count('v|home|en');
    await flusher.flush();
    // Over the cap of 3 waiting fields: these 3 are dropped, the 2 waiting are kept.
    tally.count('f|feed|cs');
    tally.count('f|ics|cs');
    tally.count('b');
    await flusher.flush();
    expect(added.map(({ seq }) => seq)).toEqual([1, 1, 1, 2]);
    expect(added[3]!.days).toEqual({ '2027-06-01': { '10|v|home|en': 1 } });
    expect(added[2]).toEqual(added[0]);
  });
});
