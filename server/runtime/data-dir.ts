import { makeDirectory } from '../lib/make-directory';
import { probeWritable } from '../lib/atomic-file';
import type { Readiness } from './readiness';

/** The name /readyz gives the condition (Readiness.setProblem). */
const DATA_DIR_PROBLEM = 'data-dir-unusable';

/** Who the process runs as: the user a DATA_DIR must belong to (the image's `node` user is 1000:1000). */
export interface ProcessUser {
  uid: number;
  gid: number;
}

const processUser = (): ProcessUser | null =>
  process.getuid && process.getgid ? { uid: process.getuid(), gid: process.getgid() } : null;

export interface DataDirWatchOptions {
  /** DATA_DIR, absolute. */
  dir: string;
  logger: { error(object: object, message: string): void; info(object: object, message: string): void };
  readiness: Pick<Readiness, 'setProblem'>;
  /** False with REDIS_URL: enquiries do not need DATA_DIR then, and the line does not say they are refused. */
  holdsEnquiries: boolean;
  user?: ProcessUser | null;
  now?: () => number;
  /** While it lasts, the error line is repeated at most this often. */
  logEveryMs?: number;
  /** How often DATA_DIR is looked at again: while it cannot be used, and while it can. */
  recheckMs?: { unusable: number; usable: number };
}

const codeOf = (error: unknown) => String((error as { code?: unknown } | null)?.code ?? 'unknown');
/** The file system's message, which starts with its code (`EACCES: permission denied, open '…'`). */
const messageOf = (error: unknown, code: string) => {
  const message = error instanceof Error ? error.message : String(error);
  return message.startsWith(code) ? message : `${code}: ${message}`;
};

/** What the operator can do about it, from the file system's code. */
function remedy(code: string, dir: string, user: ProcessUser | null): string {
  const owner = user ? `${user.uid}:${user.gid}` : 'the server’s user';
  switch (code) {
    case 'EACCES':
    case 'EPERM':
      return `give it to the server's user: chown -R ${owner} ${dir} (for a host folder mounted into the container, on the host)`;
    case 'EROFS':
      return 'it is on a read-only mount: mount it writable';
    case 'ENOSPC':
    case 'EDQUOT':
      return 'its disk (or quota) is full: free some space';
    case 'ENOTDIR':
      return 'it is not a folder (a file, a device, or under one): point DATA_DIR at a folder';
    case 'ENOENT':
      return `it cannot be made there (a dangling symlink, a mount that is not there, a virtual file system such as /proc): point DATA_DIR at a folder on a disk, owned by ${owner}`;
    default:
      return `make it a folder the server's user (${owner}) can write`;
  }
}

/**
 * Whether DATA_DIR can be used, for the whole process: made when missing (never
 * with Node's recursive mkdir, see makeDirectory), then a real write. The outbox
 * reports what it meets in its own folders (`report('outbox', …)`), so a post
 * refused by a folder that turned read-only counts at once.
 *
 * While it cannot be used: /readyz names `data-dir-unusable` (still 200: pages
 * are served, photos from the built variants, decision 0010), enquiries are
 * refused with 503 by the outbox, and one error line a minute names DATA_DIR, the
 * uid that needs access and what to do. One info line says when it can again.
 * Never a reason to stop the process: it is looked at again every few seconds.
 */
export class DataDirWatch {
  private readonly failures = new Map<string, unknown>();
  private readonly user: ProcessUser | null;
  private readonly now: () => number;
  private lastLineAt: number | null = null;
  private refusedSinceLine = 0;
  private refusedInEpisode = 0;
  private timer: NodeJS.Timeout | null = null;

  constructor(private readonly options: DataDirWatchOptions) {
    this.user = options.user === undefined ? processUser() : options.user;
    this.now = options.now ?? Date.now;
  }

  get usable(): boolean {
    return this.failures.size === 0;
  }

  /** Makes DATA_DIR if missing and writes a file in it; records the outcome. Never rejects. */
  async check(): Promise<boolean> {
    try {
      await makeDirectory(this.options.dir, 0o777);
      await probeWritable(this.options.dir);
      this.report('data-dir', null);
    } catch (error) {
      this.report('data-dir', error);
    }
    return this.usable;
  }

  /** What a part using DATA_DIR found: its error (with the enquiries it refused), or null once it works again. */
  report(source: string, error: unknown, refused = 0): void {
    const wasUsable = this.usable;
    if (error === null) this.failures.delete(source);
    else this.failures.set(source, error);
    this.refusedSinceLine += refused;
    this.refusedInEpisode += refused;
    if (this.usable) {
      if (!wasUsable) this.recovered();
      return;
    }
    this.options.readiness.setProblem(DATA_DIR_PROBLEM, true);
    const now = this.now();
    if (this.lastLineAt !== null && now - this.lastLineAt < (this.options.logEveryMs ?? 60_000)) return;
    this.lastLineAt = now;
    this.logLine();
  }

  /** Looks again now and then (unref'd: it never keeps the process alive). */
  start(): void {
    if (this.timer) return;
    const { unusable = 5000, usable = 60_000 } = this.options.recheckMs ?? {};
    const next = () => {
      this.timer = setTimeout(() => void this.check().then(next), this.usable ? usable : unusable);
      this.timer.unref();
    };
    next();
  }

  stop(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }

  private logLine() {
    const { dir, holdsEnquiries } = this.options;
    // DATA_DIR's own error first: a folder inside it failing follows from that.
    const error = this.failures.get('data-dir') ?? [...this.failures.values()][0];
    const code = codeOf(error);
    const who = this.user ? `uid ${this.user.uid}` : "the server's user";
    const effect = holdsEnquiries
      ? 'pages are served, enquiries are refused (503) until it can'
      : 'pages are served, new photos are not processed until it can';
    this.options.logger.error(
      {
        alert: DATA_DIR_PROBLEM,
        dataDir: dir,
        uid: this.user?.uid ?? null,
        gid: this.user?.gid ?? null,
        code,
        reason: messageOf(error, code),
        refused: this.refusedSinceLine,
      },
      `DATA_DIR (${dir}) cannot be used by ${who} (${messageOf(error, code)}): ${effect}; ${remedy(code, dir, this.user)}`,
    );
    this.refusedSinceLine = 0;
  }

  private recovered() {
    this.options.readiness.setProblem(DATA_DIR_PROBLEM, false);
    this.options.logger.info(
      { dataDir: this.options.dir, refused: this.refusedInEpisode },
      `DATA_DIR (${this.options.dir}) can be used again`,
    );
    this.lastLineAt = null;
    this.refusedSinceLine = 0;
    this.refusedInEpisode = 0;
  }
}
