/**
 * The subscribers' operations on both stores: files in a temporary DATA_DIR and a real
 * redis-server (tests/support/redis-server.ts), each on the same steps.
 */
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { RedisServer } from '../../tests/support/redis-server';
import { SubscriptionDesk } from './desk';
import { FileSubscriberStore } from './file-store';
import { RedisSubscriberStore } from './redis-store';
import type { SubscriberStore } from './store';
import { tokenFor } from './tokens';

let redis: RedisServer;
let client: Redis;
let dir: string;

beforeAll(async () => {
  redis = await RedisServer.start();
  client = new Redis(redis.url, { enableOfflineQueue: false, maxRetriesPerRequest: 0 });
  await new Promise((resolve) => client.once('ready', resolve));
});

afterAll(async () => {
  client?.disconnect();
  await redis?.remove();
});

beforeEach(async () => {
  await client.flushall();
  if (dir) await rm(dir, { recursive: true, force: true });
  dir = await mkdtemp(path.join(tmpdir(), 'ballon-subscribers-'));
});

const backends: [string, () => SubscriberStore][] = [
  ['files', () => new FileSubscriberStore(path.join(dir, 'subscribers'))],
  ['Redis', () => new RedisSubscriberStore(client)],
];

describe.each(backends)('the subscribers on %s', (_name, open) => {
  let clock: Date;
  const deskOn = (store: SubscriberStore) =>
    new SubscriptionDesk({ store, siteUrl: 'https://www.example.cz', now: () => clock });

  beforeEach(() => {
    clock = new Date('2027-03-01T08:00:00Z');
  });

  it('subscribe owes one confirmation; a repeat owes the next; confirm by the link; the list shows it', async () => {
    const store = open();
    const desk = deskOn(store);
    const first = await desk.subscribe(' Jana.Nova@Example.cz ', 'cs');
    expect(first).toMatchObject({
      letterOwed: true,
      subscriber: { state: 'pending', confirmations: 1, owed: ['confirm'] },
    });
    expect(first.subscriber.email).toBe('Jana.Nova@Example.cz');
    const repeat = await desk.subscribe('jana.nova@example.cz', 'en');
    expect(repeat.subscriber.id).toBe(first.subscriber.id);
    expect(repeat).toMatchObject({ letterOwed: true, subscriber: { confirmations: 2, lang: 'en' } });
    expect(await desk.list.confirmed()).toEqual([]);
    expect(await desk.list.recipient(first.subscriber.id)).toBeNull();

    const secret = await store.secret();
    expect(await desk.confirm(tokenFor(secret, 'unsubscribe', first.subscriber))).toBeNull();
    const confirmed = await desk.confirm(tokenFor(secret, 'confirm', first.subscriber));
    expect(confirmed).toMatchObject({ state: 'confirmed', confirmedAt: clock.toISOString() });
    // A second press changes nothing.
    expect((await desk.confirm(tokenFor(secret, 'confirm', first.subscriber)))?.confirmedAt).toBe(clock.toISOString());
    expect(await desk.list.confirmed()).toEqual([
      { id: first.subscriber.id, lang: 'en', confirmedAt: clock.toISOString() },
    ]);
    const recipient = await desk.list.recipient(first.subscriber.id);
    expect(recipient).toMatchObject({ email: 'jana.nova@example.cz', lang: 'en' });
    expect(recipient?.unsubscribeUrl).toMatch(
      /^https:\/\/www\.example\.cz\/en\/denni-menu\/odber\/odhlaseni\?t=[a-z2-7]{26}\.[A-Za-z0-9_-]{22}$/,
    );
    // Subscribing a confirmed address again changes nothing and sends nothing.
    expect(await desk.subscribe('JANA.NOVA@example.cz', 'cs')).toMatchObject({
      letterOwed: false,
      subscriber: { state: 'confirmed', lang: 'en' },
    });
    expect(await desk.counts()).toEqual({ confirmed: 1, pending: 0 });
  });

  it('unsubscribe deletes at once, again is still done; a re-subscribe is a new record with new links', async () => {
    const store = open();
    const desk = deskOn(store);
    const { subscriber } = await desk.subscribe('petr@example.cz', 'cs');
    const secret = await store.secret();
    await desk.confirm(tokenFor(secret, 'confirm', subscriber));
    const link = tokenFor(secret, 'unsubscribe', subscriber);
    expect(await desk.unsubscribe(`${link.slice(0, -1)}${link.endsWith('A') ? 'B' : 'A'}`)).toBe('invalid');
    expect(await desk.list.recipient(subscriber.id)).not.toBeNull();
    expect(await desk.unsubscribe(link)).toBe('done');
    expect(await desk.list.recipient(subscriber.id)).toBeNull();
    expect(await store.get(subscriber.id)).toBeNull();
    expect(await desk.unsubscribe(link)).toBe('done');
    const again = await desk.subscribe('petr@example.cz', 'cs');
    expect(again.letterOwed).toBe(true);
    expect(again.subscriber.id).not.toBe(subscriber.id);
    expect(await desk.confirm(tokenFor(secret, 'confirm', subscriber))).toBeNull();
    expect(await store.all()).toHaveLength(1);
  });

  it('an unconfirmed address is forgotten 7 days after its last confirmation e-mail; its link leads nowhere', async () => {
    const store = open();
    const desk = deskOn(store);
    const { subscriber } = await desk.subscribe('eva@example.cz', 'cs');
    const kept = await desk.subscribe('adam@example.cz', 'en');
    await desk.confirm(tokenFor(await store.secret(), 'confirm', kept.subscriber));
    clock = new Date(clock.getTime() + 7 * 24 * 3_600_000 - 1);
    expect(await desk.forgetUnconfirmed()).toBe(0);
    clock = new Date(clock.getTime() + 1);
    expect(await desk.confirm(tokenFor(await store.secret(), 'confirm', subscriber))).toBeNull();
    expect(await desk.forgetUnconfirmed()).toBe(1);
    expect(await store.get(subscriber.id)).toBeNull();
    expect((await store.all()).map(({ id }) => id)).toEqual([kept.subscriber.id]);
  });

  it('erase deletes the address whatever its state and case; the owed mark is settled only for its own letter', async () => {
    const store = open();
    const desk = deskOn(store);
    const { subscriber } = await desk.subscribe('Olga@example.cz', 'cs');
    await desk.subscribe('olga@example.cz', 'cs');
    expect((await desk.owing()).map(({ id }) => id)).toEqual([subscriber.id]);
    await desk.settle(subscriber, 1);
    expect(await desk.owing()).toHaveLength(1);
    await desk.settle({ ...subscriber, confirmations: 2 }, 2);
    expect(await desk.owing()).toEqual([]);
    expect(await desk.erase('OLGA@EXAMPLE.CZ')).toBe(subscriber.id);
    expect(await desk.erase('olga@example.cz')).toBeNull();
    expect(await store.all()).toEqual([]);
    expect(await desk.counts()).toEqual({ confirmed: 0, pending: 0 });
  });

  it('twenty subscribes of one address at once keep one record', async () => {
    const stores = [open(), open()];
    const outcomes = await Promise.all(
      Array.from({ length: 20 }, (_, n) => deskOn(stores[n % 2]!).subscribe('many@example.cz', 'cs')),
    );
    expect(new Set(outcomes.map(({ subscriber }) => subscriber.id)).size).toBe(1);
    const [record] = await stores[0]!.all();
    expect(record?.confirmations).toBe(20);
  });
});

describe('the subscribers’ file', () => {
  it('the secret is 0600 and the file holds the records by id', async () => {
    const store = new FileSubscriberStore(path.join(dir, 'subscribers'));
    const desk = new SubscriptionDesk({ store, siteUrl: 'https://www.example.cz', now: () => new Date() });
    const { subscriber } = await desk.subscribe('file@example.cz', 'cs');
    await store.secret();
    expect((await stat(path.join(dir, 'subscribers', 'secret.json'))).mode & 0o777).toBe(0o600);
    const stored = JSON.parse(await readFile(path.join(dir, 'subscribers', 'subscribers.json'), 'utf8'));
    expect(Object.keys(stored.records)).toEqual([subscriber.id]);
  });
});
