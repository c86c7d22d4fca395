/**
 * EMFILE (this process) or ENFILE (the whole system): no file descriptor is free, for
 * a file or for a connection. It says nothing about the file or folder at hand: a
 * content file is not unreadable, DATA_DIR is not unwritable, a loop has not failed.
 * Parts that meet it leave their state as it was, tell the process (one line for the
 * operator, server/runtime/descriptor-shortage.ts) and try again on their next round.
 */
export function isOutOfDescriptors(error: unknown): boolean {
  const code = typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined;
  return code === 'EMFILE' || code === 'ENFILE';
}

/** How a part tells the process that it met EMFILE or ENFILE: the error and the part ('content', 'mail', …). */
export type OutOfDescriptors = (error: unknown, where: string) => void;
