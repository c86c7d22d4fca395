/**
 * A send's plan on disk, `DATA_DIR/lunch-mail/<date>/plan.json`: the snapshot and the
 * subscribers' ids, written once. It is made under one `JsonFiles` lock (`plan.lock` in
 * DATA_DIR/lunch-mail), after a look whether it exists: of two replicas planning the same day,
 * the second finds the first's plan and writes nothing. A plan is never written again, so a
 * correction published after the send, or a restart, plans nothing.
 */
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod';
import { isCode } from '../../lib/atomic-file';
import { JsonFiles } from '../../lib/json-files';
import { snapshotSchema } from '../snapshot';
import type { SendPlan } from '../send';

const DATE = /^\d{4}-\d{2}-\d{2}$/;

const planSchema: z.ZodType<SendPlan> = z.object({
  date: z.string().regex(DATE),
  plannedAt: z.iso.datetime(),
  snapshot: snapshotSchema,
  ids: z.array(z.string().regex(/^[A-Za-z0-9_-]{1,64}$/)),
});

export class PlanFiles {
  private readonly files: JsonFiles;
  /** Plans read once (a plan never changes), by date. */
  private readonly known = new Map<string, SendPlan>();

  constructor(readonly dir: string) {
    this.files = new JsonFiles(dir, { lock: 'plan' });
  }

  dayDir(date: string): string {
    return path.join(this.dir, date);
  }

  /** The day's plan, or null. A plan file that is not one (hand-edited, another version) is an error. */
  async read(date: string): Promise<SendPlan | null> {
    const known = this.known.get(date);
    if (known) return known;
    const raw = await this.files.read<unknown>(path.join(date, 'plan'), null);
    if (raw === null) return null;
    const plan = planSchema.parse(raw);
    this.known.set(date, plan);
    return plan;
  }

  /** Writes the plan unless the day has one: true when this call wrote it. */
  async create(plan: SendPlan): Promise<boolean> {
    return this.files.locked(async () => {
      if (await this.read(plan.date)) return false;
      await new JsonFiles(this.dayDir(plan.date)).write('plan', plan);
      this.known.set(plan.date, plan);
      return true;
    });
  }

  /** The dates that have a folder, newest first. */
  async dates(): Promise<string[]> {
    try {
      return (await readdir(this.dir))
        .filter((name) => DATE.test(name))
        .sort()
        .reverse();
    } catch (error) {
      if (isCode(error, 'ENOENT')) return [];
      throw error;
    }
  }

  forget(date: string): void {
    this.known.delete(date);
  }
}
