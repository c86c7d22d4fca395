import type { Stats } from 'node:fs';
import { chown, readFile, readdir, rename, stat } from 'node:fs/promises';
import path from 'node:path';
import pino from 'pino';
import { isCode, type FileOwner } from '../../lib/atomic-file';
import { ENQUIRY_ID, parseQueuedEnquiry, type DeliveryFailure } from '../enquiry';
import { failureLine } from '../../mail/delivery-failure';
import { parseInboxCommand, runInboxCommand } from '../inbox-command';
import { InboxError, type DeliveryState, type Inbox, type InboxEntry } from '../queue';
import { withEnquiryLock } from './enquiry-lock';
import { eraseFromOutbox } from './erase';
import { fileOf, idOf, Outbox, type WaitingNote } from './outbox';

/** Who owns the outbox (`dir`: where that was seen). */
interface Owner extends FileOwner {
  dir: string;
}

/**
 * `npm run mail -- list|retry ID|purge ID` on the outbox: on the files directly, so it
 * works beside a running server (no restart: the deliverer lists the outbox again every
 * few seconds). Prints no personal data.
 */
export async function runMailCommand(
  args: string[],
  where: { dataDir: string; emlDir: string },
  print: (line: string) => void,
  /** Who runs the command (tests pretend); undefined where there are no uids (Windows). */
  uid: number | undefined = process.getuid?.(),
): Promise<void> {
  const command = parseInboxCommand(args, (id) => ENQUIRY_ID.test(id), 'an outbox id');
  await runInboxCommand(command, await openFileInbox(where, uid), print);
}

/**
 * The outbox's inbox: its kept enquiries (pending, `sent/`, `failed/`), a failed one
 * queued again, one erased. Only the server's user (the outbox's owner) or root may
 * open it (`uid`): anyone else could not read it (mode 0700; a listing would look
 * empty) and would leave files the server cannot read. Root's files are handed to
 * the owner (`retry`).
 */
export async function openFileInbox(
  where: { dataDir: string; emlDir: string },
  uid: number | undefined = process.getuid?.(),
): Promise<Inbox> {
  const outbox = new Outbox(path.join(where.dataDir, 'outbox'), pino({ level: 'silent' }));
  const owner = await ownerOf(outbox.dir);
  checkUser(owner, uid);
  return {
    deliverer: 'the running server',
    queueName: null,
    list: (states) => list(outbox, states),
    // Under the enquiry's lock: an erase never finds it half way back to pending.
    retry: async (id) => withEnquiryLock(outbox, checkedId(id), () => retry(outbox, id, owner, uid === 0)),
    erase: async (id) => eraseFromOutbox(outbox, checkedId(id), where.emlDir),
    close: async () => undefined,
  };
}

/** An id that names a file of the outbox, never a path of the caller's choosing. */
function checkedId(id: string): string {
  if (!ENQUIRY_ID.test(id)) throw new InboxError(`not an outbox id: ${JSON.stringify(id)}`);
  return id;
}

/**
 * The owner of the outbox directory (the server's user), or of DATA_DIR when the
 * outbox cannot even be looked at by this user. Null when there is no outbox yet.
 */
async function ownerOf(dir: string): Promise<Owner | null> {
  for (const where of [dir, path.dirname(dir)]) {
    try {
      const info = await stat(where);
      return { uid: info.uid, gid: info.gid, dir: where };
    } catch (error) {
      if (isCode(error, 'ENOENT')) return null;
      if (!isCode(error, 'EACCES')) throw error;
    }
  }
  throw new InboxError(
    `cannot look at ${dir} as uid ${process.getuid?.() ?? '?'}: run npm run mail as the user the server runs as, or as root`,
  );
}

/**
 * Only the server's user (the outbox's owner) or root may act on the outbox: anyone
 * else could not read it (mode 0700; a listing would look empty) and would leave
 * files the server cannot read. Root's files are handed to the owner (`retry`).
 */
function checkUser(owner: Owner | null, uid: number | undefined) {
  if (uid === undefined || owner === null || uid === 0 || uid === owner.uid) return;
  throw new InboxError(
    `run npm run mail as the user the server runs as (uid ${owner.uid}, the owner of ${owner.dir}) or as root; this is uid ${uid}`,
  );
}

/** Whether the user (and group) `owner` may read a file with these attributes. */
function readableBy(info: Stats, owner: FileOwner): boolean {
  if (owner.uid === 0) return true;
  if (info.uid === owner.uid) return (info.mode & 0o400) !== 0;
  if (info.gid === owner.gid) return (info.mode & 0o040) !== 0;
  return (info.mode & 0o004) !== 0;
}

async function list(outbox: Outbox, states: readonly DeliveryState[]) {
  // A pending copy beside its sent/ or failed/ twin is one the worker is just dropping
  // (markSent and markFailed write the twin first): it is done, and listed once, as done.
  const done = new Set([...(await idsIn(outbox.sentDir)), ...(await idsIn(outbox.failedDir))]);
  const pendingIds = (await outbox.scan().catch(() => [])).filter((id) => !done.has(id));
  const { oldestPendingAgeSeconds } = outbox.stats();
  const entries: InboxEntry[] = [];
  if (states.includes('pending')) {
    for (const id of pendingIds) {
      const record = await outbox.read(id).catch(() => null);
      const waiting = waitingOf(await readJson(fileOf(outbox.dir, id)));
      entries.push({
        id,
        state: 'pending',
        at: record?.createdAt ?? null,
        reason: waiting ? failureLine(waiting.reason) : null,
        nextAttemptAt: waiting?.nextAttemptAt ?? null,
        enquiry: record?.submission ?? null,
      });
    }
  }
  if (states.includes('delivered')) {
    for (const id of await idsIn(outbox.sentDir)) {
      const sent = await readJson(fileOf(outbox.sentDir, id));
      const record = sent ? parseQueuedEnquiry(JSON.stringify(sent)) : null;
      entries.push({
        id,
        state: 'delivered',
        at: typeof sent?.sentAt === 'string' ? sent.sentAt : null,
        reason: null,
        // Written as an .eml file (SMTP_URL unset): on this server only, in nobody's mailbox.
        keptHere: isKeptHere(sent?.delivery),
        enquiry: record?.submission ?? null,
      });
    }
  }
  if (states.includes('failed')) {
    for (const id of await idsIn(outbox.failedDir)) {
      const failed = await readJson(fileOf(outbox.failedDir, id));
      const reason = failed?.reason as DeliveryFailure | undefined;
      const why = reason ? failureLine(reason) : 'unreadable record (set aside as it was found)';
      const record = failed ? parseQueuedEnquiry(JSON.stringify(failed)) : null;
      entries.push({
        id,
        state: 'failed',
        at: typeof failed?.failedAt === 'string' ? failed.failedAt : null,
        reason: why,
        enquiry: record?.submission ?? null,
      });
    }
  }
  entries.sort((a, b) => a.id.localeCompare(b.id));
  return { entries, pending: pendingIds.length, oldestPendingAgeSeconds, delivered: null };
}

/** A sent record's delivery that is a file, not a mail server's acceptance. */
const isKeptHere = (delivery: unknown): boolean =>
  typeof delivery === 'object' && delivery !== null && typeof (delivery as { file?: unknown }).file === 'string';

/** The deliverer's note on a pending record (outbox.noteWaiting), when it is whole. */
function waitingOf(json: Record<string, unknown> | null): WaitingNote | null {
  const waiting = json?.waiting as Partial<WaitingNote> | undefined;
  if (typeof waiting !== 'object' || waiting === null) return null;
  const { reason, nextAttemptAt } = waiting;
  if (typeof nextAttemptAt !== 'string' || typeof reason !== 'object' || reason === null) return null;
  if (typeof reason.detail !== 'string') return null;
  return { reason, nextAttemptAt };
}

async function idsIn(dir: string): Promise<string[]> {
  return (await readdir(dir).catch(() => []))
    .map(idOf)
    .filter((id) => id !== null)
    .sort();
}

/**
 * `owner`: the outbox's owner (the server's user), who must be able to read the new
 * pending record; `asRoot`: the record is handed to them (root's own 0600 file
 * would be unreadable to the server, retried and never delivered).
 */
async function retry(outbox: Outbox, id: string, owner: FileOwner | null, asRoot: boolean): Promise<void> {
  const from = fileOf(outbox.failedDir, id);
  const json = await readFile(from, 'utf8').catch((error: unknown) => {
    if (isCode(error, 'ENOENT')) throw new InboxError(`${id} is not in ${outbox.failedDir}`);
    throw error;
  });
  const record = parseQueuedEnquiry(json);
  if (!record || record.id !== id) {
    throw new InboxError(
      `${id} cannot be retried: the record is corrupt or belongs to another id. Read ${from}, then purge it.`,
    );
  }
  // A pending copy itself, not locate(): beside its failed twin it is the one the deliverer is
  // just dropping, and the rename below would put the retry where that drop then removes it.
  if (
    await stat(fileOf(outbox.dir, id)).then(
      () => true,
      () => false,
    )
  )
    throw new InboxError(`${id} is already pending`);
  // Handed to the server's user first (root's own 0600 file would be unreadable to it), and only
  // then moved: a failed copy the server could not read stays where it is.
  if (asRoot && owner && (owner.uid !== 0 || owner.gid !== 0)) await chown(from, owner.uid, owner.gid);
  const info = owner ? await stat(from).catch(() => null) : null;
  if (owner && info && !readableBy(info, owner)) {
    throw new InboxError(
      `${id} was not queued again: the server's user (uid ${owner.uid}) could not read the record; it stays in ${outbox.failedDir}`,
    );
  }
  // One rename: at every moment exactly one copy exists. A pending copy beside its failed twin is
  // what a crash between the deliverer's two steps leaves, and the deliverer drops it: a retry
  // written as a new pending file before the failed one went was lost when a scan fell between.
  // The pending copy keeps `failedAt` and `reason`; reading it as a pending record ignores them.
  await rename(from, fileOf(outbox.dir, id));
}

async function readJson(file: string): Promise<Record<string, unknown> | null> {
  try {
    const value: unknown = JSON.parse(await readFile(file, 'utf8'));
    return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}
