import { readFile, readdir, unlink } from 'node:fs/promises';
import path from 'node:path';
import pino from 'pino';
import { isCode, writeFileAtomic } from './atomic-file';
import { claimName } from './idempotency';
import { fileOf, idOf, Outbox } from './outbox';
import { OUTBOX_ID, parseOutboxRecord, type DeliveryFailure } from './outbox-record';

/** A refusal the operator should read (unknown id, a record that cannot be retried…): exit code 1. */
export class MailCommandError extends Error {
  override name = 'MailCommandError';
}

const USAGE = 'usage: npm run mail -- list | retry <id> | purge <id>';

/**
 * `npm run mail -- list|retry ID|purge ID`: the operator's view of refused mail,
 * on the files directly, so it works beside a running server (no restart: the
 * deliverer lists the outbox again every few seconds). Prints no personal data.
 */
export async function runMailCommand(args: string[], where: { dataDir: string; emlDir: string }, print: (line: string) => void): Promise<void> {
  const outbox = new Outbox(path.join(where.dataDir, 'outbox'), pino({ level: 'silent' }));
  const [command, id, ...rest] = args;
  if (command === 'list' && id === undefined) return list(outbox, print);
  if ((command === 'retry' || command === 'purge') && id !== undefined && rest.length === 0) {
    if (!OUTBOX_ID.test(id)) throw new MailCommandError(`not an outbox id: ${JSON.stringify(id)} (ids look like 20261122T100000000Z-0123456789ab)`);
    return command === 'retry' ? retry(outbox, id, print) : purge(outbox, id, where.emlDir, print);
  }
  throw new MailCommandError(USAGE);
}

async function list(outbox: Outbox, print: (line: string) => void) {
  const ids = (await readdir(outbox.failedDir).catch(() => [])).map(idOf).filter((id) => id !== null).sort();
  const pending = await outbox.scan().catch(() => []);
  const { oldestPendingAgeSeconds } = outbox.stats();
  print(`pending: ${pending.length}${oldestPendingAgeSeconds === null ? '' : ` (oldest ${oldestPendingAgeSeconds} s)`}`);
  print(`failed: ${ids.length}${ids.length ? ' (retry <id> queues one again, purge <id> deletes it)' : ''}`);
  for (const id of ids) {
    const failed = await readJson(fileOf(outbox.failedDir, id));
    const reason = failed?.reason as DeliveryFailure | undefined;
    const why = reason ? [reason.responseCode ?? reason.code, reason.response ?? reason.detail].filter(Boolean).join(' ') : 'unreadable record (set aside as it was found)';
    print(`${id}  ${typeof failed?.failedAt === 'string' ? failed.failedAt : '-'}  ${why}`);
  }
}

async function retry(outbox: Outbox, id: string, print: (line: string) => void) {
  const from = fileOf(outbox.failedDir, id);
  const json = await readFile(from, 'utf8').catch((error: unknown) => {
    if (isCode(error, 'ENOENT')) throw new MailCommandError(`${id} is not in ${outbox.failedDir}`);
    throw error;
  });
  const record = parseOutboxRecord(json);
  if (!record || record.id !== id) {
    throw new MailCommandError(`${id} cannot be retried: the record is corrupt or belongs to another id. Read ${from}, then purge it.`);
  }
  if ((await outbox.locate(id)) === 'pending') throw new MailCommandError(`${id} is already pending`);
  // Pending first, then the failed copy goes: at every moment one of them exists.
  await writeFileAtomic(fileOf(outbox.dir, id), JSON.stringify(record));
  await unlink(from);
  print(`${id} queued again; the running server delivers it within seconds`);
}

async function purge(outbox: Outbox, id: string, emlDir: string, print: (line: string) => void) {
  if ((await outbox.locate(id)) === 'pending') throw new MailCommandError(`${id} is pending (not delivered yet); only delivered or failed messages can be purged`);
  const record = (await readJson(fileOf(outbox.failedDir, id))) ?? (await readJson(fileOf(outbox.sentDir, id)));
  const removed: string[] = [];
  for (const file of [fileOf(outbox.failedDir, id), fileOf(outbox.sentDir, id), path.join(emlDir, `${id}.eml`)]) {
    if (await unlink(file).then(() => true, () => false)) removed.push(file);
  }
  const claim = typeof record?.claim === 'string' ? record.claim : typeof record?.idempotencyKey === 'string' ? claimName({ kind: 'key', key: record.idempotencyKey }) : null;
  if (claim && (await outbox.claims.removeIf(claim, (current) => current.record.id === id).catch(() => false))) removed.push(outbox.claims.fileOf(claim));
  if (removed.length === 0) throw new MailCommandError(`${id} was not found in ${outbox.dir}`);
  print(`${id} purged: ${removed.join(', ')}`);
}

async function readJson(file: string): Promise<Record<string, unknown> | null> {
  try {
    const value: unknown = JSON.parse(await readFile(file, 'utf8'));
    return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}
