import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FileBookingStore } from './file-store';

const DATE = '2027-06-07';

describe('a day on disk, kept in memory while its file is the same', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'ballon-file-store-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  const bump = (store: FileBookingStore) => store.update([DATE], ([day]) => ({ result: null, days: [day!] }));

  it('answers a day read before from memory, and reads it again after a write of this process or another', async () => {
    const reader = new FileBookingStore(dir);
    const writer = new FileBookingStore(dir);
    expect((await reader.day(DATE)).version).toBe(0);
    await bump(writer);
    const first = await reader.day(DATE);
    expect(first.version).toBe(1);
    // The same file: the same day, from memory (and read-only: its readers share it).
    expect(await reader.day(DATE)).toBe(first);
    expect(Object.isFrozen(first) && Object.isFrozen(first.bookings)).toBe(true);
    // Another process's writes, one after another: each is seen at the next question.
    for (const version of [2, 3, 4]) {
      await bump(writer);
      expect((await reader.day(DATE)).version).toBe(version);
    }
    // This process's own write too.
    await bump(reader);
    expect((await reader.day(DATE)).version).toBe(5);
    expect((await writer.day(DATE)).version).toBe(5);
  });

  it('a day forgotten by another process is empty here at once', async () => {
    const reader = new FileBookingStore(dir);
    const other = new FileBookingStore(dir);
    await bump(other);
    expect((await reader.day(DATE)).version).toBe(1);
    await other.forget(DATE, []);
    expect(await reader.day(DATE)).toEqual(expect.objectContaining({ date: DATE, version: 0, bookings: [] }));
  });
});
