import type { Command, Redis } from 'ioredis';
import { isRefusal, isReplyError } from '../lib/redis-errors';
import type { RedisOutage } from './redis-outage';

/**
 * Plain writes the request path sends (the claims' SET; the rate limit and BullMQ write
 * through scripts, which are left out: a script that only reads succeeds while Redis
 * refuses writes, and would end a refusal that is not over).
 */
const WRITES = new Set([
  'set',
  'del',
  'incr',
  'incrby',
  'decr',
  'decrby',
  'expire',
  'pexpire',
  'hset',
  'zadd',
  'lpush',
  'rpush',
]);

/** ioredis's words when a command's time-out passes (the connection stays up; a late reply is matched and dropped). */
const TIMED_OUT = 'Command timed out';

/** While the connection is not up, the probe looks again this often (a reconnect ends the stall by itself). */
const PROBE_PAUSE_MS = 100;

function isTimeout(error: unknown): boolean {
  return (error as { message?: unknown } | null)?.message === TIMED_OUT;
}

/**
 * Watches the request connection's commands, the only ones with a time-out:
 *
 * - a write Redis refuses (OOM, MISCONF, READONLY…) starts a refusal, a plain write
 *   that succeeds ends it (RedisOutage);
 * - a command that times out while the connection stays up leaves it *stalled*: Redis
 *   (stopped, or busy with one long command) may still run what was sent, later. Until
 *   something is answered again (a late reply counts), the connection does not count as
 *   ready: a new post waits a moment for it (`whenAnswering`), then is refused without
 *   sending anything, rather than adding commands whose fate nobody would know; a PING
 *   probe finds out when Redis answers again. Unanswered for `hangAfterMs`: an outage
 *   (`RedisOutage.hung`), the same error line and state as a lost connection, ended by
 *   the next answer.
 *
 * Its reactions run before the caller's, so a post refused is known as such when the
 * post is answered.
 */
export class CommandWatch {
  private stalledSince: number | null = null;
  private probing = false;
  private closed = false;
  private readonly waiting: (() => void)[] = [];

  constructor(
    private readonly client: Redis,
    private readonly outage: RedisOutage,
    private readonly hangAfterMs: number,
    private readonly now: () => number = Date.now,
  ) {
    const send = client.sendCommand.bind(client);
    client.sendCommand = (command: Command, ...rest: unknown[]) => {
      this.watchLateReply(command);
      const result = (send as (command: Command, ...rest: unknown[]) => unknown)(command, ...rest);
      command.promise.then(
        () => {
          this.answered();
          if (WRITES.has(command.name.toLowerCase())) outage.succeeded();
        },
        (error: unknown) => {
          if (isTimeout(error)) this.timedOut(error);
          else if (isReplyError(error)) {
            // An answer, if not a welcome one: the connection is not stalled.
            this.unstall();
            if (isRefusal(error)) outage.refused(error);
          }
        },
      );
      return result;
    };
    // A new connection has nothing unanswered; one closed for good has nothing to wait for.
    client.on('ready', () => this.unstall());
    client.on('end', () => this.close());
  }

  /** A command timed out and nothing has been answered since. */
  get stalled(): boolean {
    return this.stalledSince !== null;
  }

  /**
   * Whether the connection can take a command, waiting up to `ms` for a stalled one to
   * answer again (a slow command ends, a busy machine catches up). At once: no while
   * the connection is down, or while a hang is an outage already.
   */
  async whenAnswering(ms: number): Promise<boolean> {
    const ready = () => this.client.status === 'ready' && this.stalledSince === null;
    if (ready() || this.client.status !== 'ready' || this.outage.unavailable) return ready();
    let timer: NodeJS.Timeout | undefined;
    await new Promise<void>((resolve) => {
      this.waiting.push(resolve);
      timer = setTimeout(resolve, ms);
    });
    clearTimeout(timer);
    return ready();
  }

  close(): void {
    this.closed = true;
    this.unstall();
  }

  /** Something was answered (or the connection is new): no longer stalled. */
  private unstall(): void {
    this.stalledSince = null;
    for (const resolve of this.waiting.splice(0)) resolve();
  }

  /**
   * The reply to a command that already timed out still arrives (ioredis matches it
   * and drops it): Redis answers again, which ends a stall as any answer does.
   */
  private watchLateReply(command: Command): void {
    const { resolve, reject } = command;
    command.resolve = (value: unknown) => {
      if (command.isSettled) this.answered();
      resolve(value);
    };
    command.reject = (error: Error) => {
      if (command.isSettled && isReplyError(error)) this.unstall();
      reject(error);
    };
  }

  private answered(): void {
    this.unstall();
    this.outage.recovered();
  }

  private timedOut(error: unknown): void {
    if (this.stalledSince !== null) return;
    this.stalledSince = this.now();
    void this.probe(error);
  }

  /** Asks Redis (PING) until it answers; declares the hang once it has lasted `hangAfterMs`. */
  private async probe(error: unknown): Promise<void> {
    if (this.probing) return;
    this.probing = true;
    try {
      while (this.stalledSince !== null && !this.closed) {
        if (this.now() - this.stalledSince >= this.hangAfterMs) this.outage.hung(error);
        if (this.client.status === 'ready') await this.client.ping().catch(() => undefined);
        else await new Promise((resolve) => setTimeout(resolve, PROBE_PAUSE_MS).unref());
      }
    } finally {
      this.probing = false;
    }
  }
}
