import { createRequire, syncBuiltinESMExports } from 'node:module';

type Mkdir = (path: unknown, ...rest: unknown[]) => unknown;

/**
 * Counts the attempts to take a lock (proper-lockfile makes the lock with `fs.mkdir`):
 * an enquiry claim's (`claims/<name>.lock`) and the delivery lock (`deliver.lock`, tried
 * on every poll until held). A test then tells "refused at once" from "refused after
 * retrying", or waits for polls, by what the process did, not by how long it took.
 * Imported first by mail-process.ts: graceful-fs copies `fs` when it loads.
 */
const fs = createRequire(import.meta.url)('node:fs') as { mkdir: Mkdir };
const mkdir = fs.mkdir;
const attempts = { claim: 0, delivery: 0 };
fs.mkdir = function (this: unknown, target: unknown, ...rest: unknown[]) {
  const file = String(target);
  if (/[/\\]claims[/\\][^/\\]+\.lock$/.test(file)) attempts.claim += 1;
  else if (/[/\\]deliver\.lock$/.test(file)) attempts.delivery += 1;
  return mkdir.call(this, target, ...rest);
};
syncBuiltinESMExports();

export const lockAttempts = (): { claimLockAttempts: number; deliveryLockAttempts: number } => ({
  claimLockAttempts: attempts.claim,
  deliveryLockAttempts: attempts.delivery,
});
