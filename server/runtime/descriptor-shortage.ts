import { readFileSync } from 'node:fs';

interface ShortageLogger {
  error(object: object, message: string): void;
  info(object: object, message: string): void;
  debug(object: object, message: string): void;
}

export interface DescriptorShortageOptions {
  logger: ShortageLogger;
  now?: () => number;
  /** While it lasts, the error line is repeated at most this often. */
  logEveryMs?: number;
  /** With no report for this long, it is over (one info line). */
  overAfterMs?: number;
  /** The process's descriptor limit, for the line; read from /proc/self/limits by default (Linux). */
  limit?: number | null;
}

/** The soft RLIMIT_NOFILE, read once at start (reading it when none is free would fail too). */
function descriptorLimit(): number | null {
  try {
    const line = /^Max open files\s+(\d+)/m.exec(readFileSync('/proc/self/limits', 'utf8'));
    return line ? Number(line[1]) : null;
  } catch {
    return null;
  }
}

/**
 * EMFILE/ENFILE as one condition of the process, not as the failure of whatever
 * met it (a content file, DATA_DIR, the delivery loop, a static file): each part
 * reports it here (`report`, see server/lib/out-of-descriptors.ts) and keeps its
 * state, and this says it once, at error level with `"alert":"out-of-descriptors"`,
 * again at most once a minute while it lasts (with how often it was met), and once
 * at info level when no part has met it for `overAfterMs`. Meanwhile the kernel
 * refuses new connections too (Node accepts and closes them at once).
 */
export class DescriptorShortage {
  private readonly now: () => number;
  private readonly limit: number | null;
  private lastLineAt: number | null = null;
  private metSinceLine = 0;
  private timer: NodeJS.Timeout | null = null;

  constructor(private readonly options: DescriptorShortageOptions) {
    this.now = options.now ?? Date.now;
    this.limit = options.limit === undefined ? descriptorLimit() : options.limit;
  }

  /** A part met EMFILE or ENFILE (bound: pass it as a callback). */
  readonly report = (error: unknown, where: string): void => {
    this.metSinceLine += 1;
    this.options.logger.debug({ where }, `out of file descriptors: ${where} waits`);
    const now = this.now();
    if (this.lastLineAt === null || now - this.lastLineAt >= (this.options.logEveryMs ?? 60_000)) {
      this.lastLineAt = now;
      const code = String((error as { code?: unknown } | null)?.code ?? 'EMFILE');
      const limit = this.limit === null ? '' : ` (limit ${this.limit})`;
      this.options.logger.error(
        { alert: 'out-of-descriptors', code, limit: this.limit, met: this.metSinceLine },
        `out of file descriptors (${code})${limit}: new connections are dropped and files cannot be opened until some close; ` +
          'the content, DATA_DIR and the mail are fine and are read again then. Raise the limit (ulimit -n, LimitNOFILE=, docker run --ulimit nofile=65536:65536) or find who holds the connections',
      );
      this.metSinceLine = 0;
    }
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => this.over(), this.options.overAfterMs ?? 30_000);
    this.timer.unref();
  };

  stop(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }

  private over() {
    this.timer = null;
    this.lastLineAt = null;
    this.metSinceLine = 0;
    this.options.logger.info({ alert: 'out-of-descriptors' }, 'file descriptors are free again');
  }
}
