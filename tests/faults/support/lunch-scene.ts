/**
 * The morning send's fault scene: a copy of the sample content with one more published day D
 * (the first open weekday after both today and the sample's days), the instant of D's `sendAt`
 * (10:00 Prague) for the shifted clock, and `count` confirmed subscribers written straight into
 * DATA_DIR/subscribers (the file store's format: thousands in one write, not one each).
 */
import { createHash, randomBytes } from 'node:crypto';
import { appendFileSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Redis } from 'ioredis';
import { copySample } from '../../../server/content/content-fixture.test-support';
import { loadContent } from '../../../server/content/load';
import { addDays, hoursOn, pragueDate, pragueInstant, weekdayOf } from '../../../src/content/time';

export interface LunchScene {
  contentDir: string;
  date: string;
  /** D at 10:00:05 Prague, ISO: SHIFTED_NOW. */
  shiftedNow: string;
}

export async function lunchScene(): Promise<LunchScene> {
  const contentDir = copySample();
  const loaded = await loadContent(contentDir);
  if (!loaded.ok) throw new Error('the sample content is invalid');
  const { dailyMenu, hours } = loaded.snapshot.content;
  const last = dailyMenu.days.at(-1)?.date ?? '2026-01-01';
  let date = addDays([pragueDate(new Date()), last].sort().at(-1)!, 1);
  while (['saturday', 'sunday'].includes(weekdayOf(date)) || hoursOn(hours, date).open === null)
    date = addDays(date, 1);
  appendFileSync(
    path.join(contentDir, 'daily-menu.yaml'),
    `  - date: ${date}\n    published: true\n    mains:\n` +
      `      - name: { cs: Svíčková na smetaně, en: Beef sirloin in cream sauce }\n` +
      `        price: 189\n        allergens: [1, 3, 7]\n`,
  );
  return { contentDir, date, shiftedNow: new Date(pragueInstant(date, '10:00').getTime() + 5_000).toISOString() };
}

/**
 * `count` confirmed subscribers (half Czech, half English) in DATA_DIR/subscribers, or with `redis`
 * in the hashes `ballon:subscribers` and `ballon:subscribers:by-email`; their ids and addresses.
 */
export async function seedSubscribers(
  dataDir: string,
  count: number,
  redis: Redis | null = null,
): Promise<Map<string, string>> {
  const records: Record<string, unknown> = {};
  const addresses = new Map<string, string>();
  for (let i = 0; i < count; i++) {
    const id = randomBytes(10).toString('hex').slice(0, 26).padEnd(26, 'a');
    const email = `guest${i}@example.com`;
    const at = new Date(Date.UTC(2026, 10, 1, 8, 0, 0, i)).toISOString();
    records[id] = {
      id,
      email,
      emailKey: createHash('sha256').update(email).digest('hex'),
      lang: i % 2 ? 'en' : 'cs',
      state: 'confirmed',
      createdAt: at,
      confirmedAt: at,
      confirmations: 1,
      lastConfirmationAt: at,
      owed: [],
    };
    addresses.set(id, email);
  }
  if (redis) {
    await redis.hset(
      'ballon:subscribers',
      Object.fromEntries(Object.entries(records).map(([id, record]) => [id, JSON.stringify(record)])),
    );
    await redis.hset(
      'ballon:subscribers:by-email',
      Object.fromEntries(
        Object.values(records).map((record) => [
          (record as { emailKey: string }).emailKey,
          (record as { id: string }).id,
        ]),
      ),
    );
    return addresses;
  }
  const dir = path.join(dataDir, 'subscribers');
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  writeFileSync(path.join(dir, 'subscribers.json'), `${JSON.stringify({ records })}\n`);
  return addresses;
}
