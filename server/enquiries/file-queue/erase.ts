import { unlink } from 'node:fs/promises';
import path from 'node:path';
import { isCode } from '../../lib/atomic-file';
import { InboxError } from '../queue';
import { withEnquiryLock } from './enquiry-lock';
import { fileOf, type Outbox } from './outbox';

/**
 * Erases a delivered or failed enquiry with every copy the outbox keeps: its `failed/`
 * or `sent/` record, its `.eml` (DATA_DIR/mail, shared by every process on the
 * DATA_DIR), a pending copy its twin outlives, and its idempotency claim. All of it
 * under the enquiry's lock (`withEnquiryLock`): a pending one, the deliverer's, is
 * refused with nothing removed, and no retry or replay can bring it back meanwhile.
 */
export function eraseFromOutbox(outbox: Outbox, id: string, emlDir: string): Promise<string[]> {
  return withEnquiryLock(outbox, id, async ({ name, current }) => {
    if ((await outbox.locate(id)) === 'pending') {
      throw new InboxError(
        `${id} is pending (not delivered yet, or being delivered); only delivered or failed messages can be purged`,
        'pending',
      );
    }
    const removed: string[] = [];
    // The pending copy too: one beside its twin would be delivered again after its erasure.
    for (const file of [
      fileOf(outbox.failedDir, id),
      fileOf(outbox.sentDir, id),
      path.join(emlDir, `${id}.eml`),
      fileOf(outbox.dir, id),
    ]) {
      if (await removeFile(file)) removed.push(file);
    }
    // Ours, or unreadable (it may hold the message); one another enquiry has taken since stays.
    const claim = outbox.claims.fileOf(name);
    if ((current === null || current.record.id === id) && (await removeFile(claim))) removed.push(claim);
    if (removed.length === 0) throw new InboxError(`${id} was not found in ${outbox.dir}`);
    return removed;
  });
}

async function removeFile(file: string): Promise<boolean> {
  try {
    await unlink(file);
    return true;
  } catch (error) {
    if (isCode(error, 'ENOENT')) return false;
    throw error;
  }
}
