import path from 'node:path';
import lockfile from 'proper-lockfile';
import { isCode } from './atomic-file';

export interface DeliveryLockOptions {
  /** The outbox directory; the lock is the directory `deliver.lock` inside it. */
  dir: string;
  /** A lock not refreshed for this long is taken over (a killed holder). */
  staleMs: number;
  /** Called once when the lock was lost (taken over, or could not be refreshed). */
  onLost: (error: Error) => void;
}

/**
 * One deliverer per DATA_DIR: a `proper-lockfile` lock (an atomic mkdir whose mtime
 * the holder refreshes). A killed holder's lock goes stale after `staleMs` and the
 * next process takes it; a holder that exits normally releases it at once.
 *
 * `held` is also false for a moment after this process stalled (a blocked event
 * loop, a suspended VM) for long enough that another process may have taken the
 * lock: proper-lockfile notices that at its next refresh, and until then no new
 * message is started.
 */
export class DeliveryLock {
  private release: (() => Promise<void>) | null = null;
  private heartbeat: NodeJS.Timeout | null = null;
  private lastBeat = 0;
  private suspectUntil = 0;
  private readonly updateMs: number;

  constructor(private readonly options: DeliveryLockOptions) {
    this.updateMs = Math.max(1000, Math.floor(options.staleMs / 5));
  }

  get lockPath(): string {
    return path.join(this.options.dir, 'deliver.lock');
  }

  get held(): boolean {
    const now = Date.now();
    return (
      this.release !== null && now >= this.suspectUntil && now - this.lastBeat < this.options.staleMs - this.updateMs
    );
  }

  /** Takes the lock if it is free or stale: true when this process now holds it. Throws file system errors. */
  async tryAcquire(): Promise<boolean> {
    if (this.release) return true;
    try {
      this.release = await lockfile.lock(this.options.dir, {
        lockfilePath: this.lockPath,
        realpath: false,
        stale: this.options.staleMs,
        update: this.updateMs,
        retries: 0,
        onCompromised: (error) => this.lost(error),
      });
    } catch (error) {
      if (isCode(error, 'ELOCKED')) return false;
      throw error;
    }
    this.lastBeat = Date.now();
    this.suspectUntil = 0;
    this.heartbeat = setInterval(() => this.beat(), 250);
    this.heartbeat.unref();
    return true;
  }

  /** Gives the lock up, so that another process takes over delivery at once. */
  async releaseLock(): Promise<void> {
    const release = this.release;
    this.stopHeartbeat();
    this.release = null;
    // ERELEASED / ENOTACQUIRED: it was lost meanwhile; nothing of ours to remove.
    if (release) await release().catch(() => undefined);
  }

  private beat() {
    const now = Date.now();
    // A stall long enough for the lock to look stale to others: wait for proper-lockfile's own check.
    if (now - this.lastBeat >= this.options.staleMs - this.updateMs) this.suspectUntil = now + this.updateMs + 1000;
    this.lastBeat = now;
  }

  private lost(error: Error) {
    this.stopHeartbeat();
    this.release = null;
    this.options.onLost(error);
  }

  private stopHeartbeat() {
    if (this.heartbeat) clearInterval(this.heartbeat);
    this.heartbeat = null;
  }
}
