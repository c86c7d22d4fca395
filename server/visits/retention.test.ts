/** The day files older than 13 calendar months go; the rest, and anything that is not a day file, stay. */
import { mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FileVisitsStore } from './file-store';
import { Retention } from './retention';
import { addMonths, oldestKept } from './store';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'ballon-visits-retention-'));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

describe('13 months kept', () => {
  it('calendar months, the day clamped to the month', () => {
    expect(oldestKept('2027-03-31')).toBe('2026-02-28');
    expect(oldestKept('2028-03-30')).toBe('2027-02-28');
    expect(oldestKept('2027-01-15')).toBe('2025-12-15');
    expect(addMonths('2027-01-31', 13)).toBe('2028-02-29');
  });

  it('the daily run removes the day files before the oldest kept date, and nothing else', async () => {
    for (const name of [
      '2026-02-26.json',
      '2026-02-27.json',
      '2026-02-28.json',
      '2027-03-31.json',
      'flushes.json',
      'notes.txt',
    ])
      await writeFile(path.join(dir, name), '{}\n');
    const retention = new Retention(
      new FileVisitsStore(dir),
      () => new Date('2027-03-31T23:59:00Z'),
      pino({ level: 'silent' }),
    );
    expect(await retention.run()).toBe(2);
    expect((await readdir(dir)).sort()).toEqual(['2026-02-28.json', '2027-03-31.json', 'flushes.json', 'notes.txt']);
    expect(await retention.run()).toBe(0);
  });

  it('a directory not made yet has nothing to remove', async () => {
    expect(await new FileVisitsStore(path.join(dir, 'none')).prune('2027-03-31')).toBe(0);
  });
});
