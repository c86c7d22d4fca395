/**
 * A send's journal, `DATA_DIR/lunch-mail/<date>/journal.log`: one line per outcome,
 * `<subscriberId> <outcome> <ISO time>[ <line>]`, appended and fsynced before the outcome
 * counts. Pending is the plan minus the journal, so one durable write per e-mail is the
 * whole bookkeeping of a 5,000-e-mail send (no file per job). A line is written whole by one
 * append; a kill in the middle of one leaves a torn last line, which `readJournal` ignores
 * (that e-mail is then pending, and sent again under the same Message-ID: it folds).
 */
import { open, readFile, type FileHandle } from 'node:fs/promises';
import { singleLine } from '../../lib/header-text';
import { isCode } from '../../lib/atomic-file';
import { OUTCOMES, type Outcome } from '../send';

export interface JournalEntry {
  id: string;
  outcome: Outcome;
  at: string;
  /** The failure's line (`failed`), or why (`dropped`: `erased`, `gone`). */
  line: string;
}

const ID = /^[A-Za-z0-9_-]{1,64}$/;
const outcomes = new Set<string>(OUTCOMES);

/** The journal's entries; a line that is not whole (torn by a kill) or not ours is ignored. */
export async function readJournal(file: string): Promise<JournalEntry[]> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    if (isCode(error, 'ENOENT')) return [];
    throw error;
  }
  const lines = text.split('\n');
  // The last piece is '' after a whole last line, or a torn line: never read.
  lines.pop();
  const entries: JournalEntry[] = [];
  for (const line of lines) {
    const [id = '', outcome = '', at = '', ...rest] = line.split(' ');
    if (ID.test(id) && outcomes.has(outcome) && !Number.isNaN(Date.parse(at)))
      entries.push({ id, outcome: outcome as Outcome, at, line: rest.join(' ') });
  }
  return entries;
}

/**
 * Opens a journal to append to. A torn last line (a kill in the middle of an append) is ended
 * first, so the next line is whole and read, never glued to the torn piece.
 */
async function openForAppend(file: string): Promise<FileHandle> {
  const handle = await open(file, 'a+', 0o600);
  try {
    const { size } = await handle.stat();
    if (size > 0) {
      const last = Buffer.alloc(1);
      await handle.read(last, 0, 1, size - 1);
      if (last[0] !== 0x0a) await handle.write('\n');
    }
    return handle;
  } catch (error) {
    await handle.close();
    throw error;
  }
}

/**
 * Appends entries to one journal, each fsynced before its promise resolves. Entries that arrive
 * while a write is under way go together in the next write and fsync (a group commit): the
 * deliverer's connections do not wait for each other's fsync in turn.
 */
export class JournalWriter {
  private handle: Promise<FileHandle> | null = null;
  private queued: { text: string; done: () => void; failed: (error: unknown) => void }[] = [];
  private writing: Promise<void> | null = null;

  constructor(readonly file: string) {}

  append(entry: Omit<JournalEntry, 'line'> & { line?: string }): Promise<void> {
    if (!ID.test(entry.id)) return Promise.reject(new Error('a subscriber id the journal cannot hold'));
    const line = singleLine(entry.line ?? '').slice(0, 300);
    const text = `${entry.id} ${entry.outcome} ${entry.at}${line ? ` ${line}` : ''}\n`;
    return new Promise<void>((done, failed) => {
      this.queued.push({ text, done, failed });
      this.writing ??= this.flush();
    });
  }

  private async flush(): Promise<void> {
    while (this.queued.length > 0) {
      const batch = this.queued;
      this.queued = [];
      try {
        this.handle ??= openForAppend(this.file);
        const handle = await this.handle.catch((error: unknown) => {
          this.handle = null;
          throw error;
        });
        await handle.write(batch.map((item) => item.text).join(''));
        await handle.datasync();
        for (const item of batch) item.done();
      } catch (error) {
        for (const item of batch) item.failed(error);
      }
    }
    this.writing = null;
  }

  async close(): Promise<void> {
    await this.writing;
    const handle = this.handle;
    this.handle = null;
    if (handle) await (await handle.catch(() => null))?.close();
  }
}
