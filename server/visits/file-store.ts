/**
 * The counts in DATA_DIR/visits: `<YYYY-MM-DD>.json`, one record per UTC date
 * (`{ "<HH>|<key>": n }`, a few hundred fields at most), and `flushes.json`, the last batch
 * added from each process. A flush reads, adds and writes under the lock `visits`
 * (server/lib/json-files.ts: atomic files, one writer at a time across processes), so the
 * server and a second process on one DATA_DIR add up, and a batch sent again after a failure
 * whose write had in fact landed is not added twice.
 */
import { readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { isCode } from '../lib/atomic-file';
import { JsonFiles } from '../lib/json-files';
import { oldestKept, type Batch, type DayCounts, type VisitsStore } from './store';

const DAY_FILE = /^(\d{4}-\d{2}-\d{2})\.json$/;
/** A process's last batch is remembered this long after it was added (a restarted process has a new id). */
const FORGET_FLUSHES_MS = 2 * 24 * 3_600_000;

type Flushes = Record<string, { seq: number; at: number }>;

export class FileVisitsStore implements VisitsStore {
  private readonly files: JsonFiles;

  constructor(
    readonly dir: string,
    private readonly now: () => Date = () => new Date(),
  ) {
    // Counts are minutes old at most and a lost minute is no loss: no fsync on every flush.
    this.files = new JsonFiles(dir, { lock: 'visits', durable: false });
  }

  add(batch: Batch): Promise<void> {
    return this.files.locked(async () => {
      const flushes = await this.files.read<Flushes>('flushes', {});
      if ((flushes[batch.replica]?.seq ?? 0) >= batch.seq) return;
      for (const [date, fields] of Object.entries(batch.days)) {
        const day = await this.files.read<Record<string, number>>(date, {});
        for (const [field, n] of Object.entries(fields)) day[field] = (day[field] ?? 0) + n;
        await this.files.write(date, day);
      }
      const at = this.now().getTime();
      const kept = Object.fromEntries(
        Object.entries(flushes).filter(([, flush]) => at - flush.at < FORGET_FLUSHES_MS),
      ) as Flushes;
      kept[batch.replica] = { seq: batch.seq, at };
      await this.files.write('flushes', kept);
    });
  }

  async read(dates: readonly string[]): Promise<DayCounts> {
    const days: DayCounts = {};
    for (const date of dates) days[date] = await this.files.read<Record<string, number>>(date, {});
    return days;
  }

  /** Looks before it locks: a directory not made yet (nothing counted) is not made by the daily run. */
  async prune(today: string): Promise<number> {
    const oldest = oldestKept(today);
    const old = async () => {
      try {
        return (await readdir(this.dir)).filter((name) => (DAY_FILE.exec(name)?.[1] ?? oldest) < oldest);
      } catch (error) {
        if (isCode(error, 'ENOENT')) return [];
        throw error;
      }
    };
    if ((await old()).length === 0) return 0;
    return this.files.locked(async () => {
      const names = await old();
      for (const name of names) await rm(path.join(this.dir, name), { force: true });
      return names.length;
    });
  }
}
