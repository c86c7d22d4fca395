import { InboxError, type Inbox } from './queue';

const USAGE = 'usage: npm run mail -- list | retry <id> | purge <id>';

/** What `npm run mail` was asked to do. */
export type InboxCommand = { name: 'list' } | { name: 'retry' | 'purge'; id: string };

/**
 * Reads `list | retry <id> | purge <id>`; an id must look like one (`idWord`, for the
 * refusal: 'an outbox id'). Anything else is refused with the usage line.
 */
export function parseInboxCommand(
  args: readonly string[],
  isId: (id: string) => boolean,
  idWord: string,
): InboxCommand {
  const [name, id, ...rest] = args;
  if (name === 'list' && id === undefined) return { name };
  if ((name === 'retry' || name === 'purge') && id !== undefined && rest.length === 0) {
    if (!isId(id))
      throw new InboxError(`not ${idWord}: ${JSON.stringify(id)} (ids look like 20261122T100000000Z-0123456789ab)`);
    return { name, id };
  }
  throw new InboxError(USAGE);
}

/**
 * Runs a command on an inbox and prints what the operator reads: the pending count and
 * the failed enquiries (id, when, why: no personal data), or what became of one.
 */
export async function runInboxCommand(
  command: InboxCommand,
  inbox: Inbox,
  print: (line: string) => void,
): Promise<void> {
  if (command.name === 'retry') {
    await inbox.retry(command.id);
    print(`${command.id} queued again; ${inbox.deliverer} delivers it within seconds`);
    return;
  }
  if (command.name === 'purge') {
    const removed = await inbox.erase(command.id);
    print(`${command.id} purged: ${removed.join(', ')}`);
    return;
  }
  const { entries, pending, oldestPendingAgeSeconds, delivered } = await inbox.list(['failed']);
  const more = inbox.queueName
    ? ` (${inbox.queueName}; delivered and kept: ${delivered ?? 0})`
    : oldestPendingAgeSeconds === null
      ? ''
      : ` (oldest ${oldestPendingAgeSeconds} s)`;
  print(`pending: ${pending}${more}`);
  print(`failed: ${entries.length}${entries.length ? ' (retry <id> queues one again, purge <id> deletes it)' : ''}`);
  for (const entry of entries)
    print(
      entry.reason === null ? `${entry.id}  ${entry.at ?? '-'}` : `${entry.id}  ${entry.at ?? '-'}  ${entry.reason}`,
    );
}
