/**
 * The morning send on files (the embedded default): plans (plan.ts) and journals (journal.ts)
 * under DATA_DIR/lunch-mail, delivered by the one deliverer that holds the lock (deliverer.ts).
 * Kept 14 days (the owner's reports; the privacy notice says so), the `.eml` copies
 * (DATA_DIR/mail/lunch/<date>, without SMTP_URL) 2 days.
 */
import { readdir, rm, unlink } from 'node:fs/promises';
import path from 'node:path';
import { addDays, pragueDate } from '../../../src/content/time';
import { isCode } from '../../lib/atomic-file';
import { readJournal, JournalWriter } from './journal';
import { LunchDeliverer, type DelivererOptions } from './deliverer';
import { PlanFiles } from './plan';
import { reportOf } from '../reports';
import type { LunchQueue, SendPlan } from '../send';

const KEEP_PLAN_DAYS = 14;
const KEEP_EML_DAYS = 2;

export interface FileLunchQueueOptions extends Omit<DelivererOptions, 'plans' | 'journal'> {
  /** DATA_DIR/lunch-mail. */
  dir: string;
  /** Where the `.eml` copies go without SMTP_URL (DATA_DIR/mail/lunch), each day a folder. */
  emlDir: string | null;
}

export function createFileLunchQueue(options: FileLunchQueueOptions): LunchQueue & { deliverer: LunchDeliverer } {
  const plans = new PlanFiles(options.dir);
  const journals = new Map<string, JournalWriter>();
  const journal = (date: string) => {
    let writer = journals.get(date);
    if (!writer) {
      writer = new JournalWriter(path.join(plans.dayDir(date), 'journal.log'));
      journals.set(date, writer);
    }
    return writer;
  };
  const deliverer = new LunchDeliverer({ ...options, plans, journal });
  let pruned = '';

  /** Deletes the days past keeping, once a Prague day. */
  async function prune(): Promise<void> {
    const today = pragueDate(options.now());
    if (pruned === today) return;
    pruned = today;
    const removeOlder = async (dir: string, keepDays: number) => {
      const oldest = addDays(today, -keepDays);
      let names: string[] = [];
      try {
        names = await readdir(dir);
      } catch (error) {
        if (!isCode(error, 'ENOENT')) throw error;
      }
      for (const name of names)
        if (/^\d{4}-\d{2}-\d{2}$/.test(name) && name < oldest) {
          await rm(path.join(dir, name), { recursive: true, force: true });
          plans.forget(name);
          await journals.get(name)?.close();
          journals.delete(name);
        }
    };
    await removeOlder(options.dir, KEEP_PLAN_DAYS);
    if (options.emlDir) await removeOlder(options.emlDir, KEEP_EML_DAYS);
  }

  return {
    deliverer,
    planned: async (date) => (await plans.read(date)) !== null,
    plan: async (plan: SendPlan) => {
      const made = await plans.create(plan);
      if (made) deliverer.kick();
      return made;
    },
    start() {
      deliverer.start();
      void prune().catch((error: unknown) => {
        const { message, code } = (error ?? {}) as { message?: unknown; code?: unknown };
        options.logger.warn(
          { code: typeof code === 'string' ? code : undefined, cause: String(message ?? error).slice(0, 300) },
          'lunch e-mail: old sends not pruned; tried again at the next start',
        );
      });
    },
    async stop() {
      await deliverer.stop();
      await Promise.all([...journals.values()].map((writer) => writer.close()));
      options.sender.close();
    },
    async recent(days) {
      const oldest = addDays(pragueDate(options.now()), -days + 1);
      const reports = [];
      for (const date of await plans.dates()) {
        if (date < oldest) break;
        const plan = await plans.read(date);
        if (plan) reports.push(reportOf(plan, await readJournal(journal(date).file)));
      }
      return reports;
    },
    async drop(subscriberId) {
      let left = 0;
      for (const date of (await plans.dates()).slice(0, KEEP_PLAN_DAYS + 1)) {
        const plan = await plans.read(date);
        if (!plan?.ids.includes(subscriberId)) continue;
        if (deliverer.inFlight.has(`${date} ${subscriberId}`)) left += 1;
        const entries = await readJournal(journal(date).file);
        if (!entries.some((entry) => entry.id === subscriberId))
          await journal(date).append({
            id: subscriberId,
            outcome: 'dropped',
            at: options.now().toISOString(),
            line: 'erased',
          });
        if (options.emlDir)
          await unlink(path.join(options.emlDir, date, `lunch-${date}-${subscriberId}.eml`)).catch((error: unknown) => {
            if (!isCode(error, 'ENOENT')) throw error;
          });
      }
      return { left };
    },
  };
}
