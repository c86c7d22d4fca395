/**
 * A background pass run one at a time: `kick()` asks for one soon (another right after, when
 * asked while one runs), `start()` runs one every so often, `stop()` waits for the one running.
 * A failed pass is said once per outage, as a warning with its cause and code and no stack (the
 * store or the queue it needs is away, and is reported where it is watched); what it had to do
 * stays to do until the next pass, and the first pass that works again says so. The bookings'
 * owed e-mails (server/bookings/mailer.ts) and the subscribers' (server/subscribers/owed-letters.ts).
 */
import type { Logger } from 'pino';

export interface PassLoopWords {
  /** The warning of a pass that failed (once per outage). */
  failed: string;
  /** The line of the first pass that works again. */
  recovered: string;
}

export class PassLoop {
  private running: Promise<void> | null = null;
  private again = false;
  private timer: NodeJS.Timeout | null = null;
  private failing = false;

  constructor(
    private readonly pass: () => Promise<void>,
    private readonly logger: Logger,
    private readonly words: PassLoopWords,
  ) {}

  /** A pass soon: one at a time, another right after when asked meanwhile. Never rejects. */
  kick(): Promise<void> {
    if (this.running) {
      this.again = true;
      return this.running;
    }
    this.running = (async () => {
      do {
        this.again = false;
        await this.pass().then(
          () => {
            if (this.failing) this.logger.info(this.words.recovered);
            this.failing = false;
          },
          (error: unknown) => {
            if (this.failing) return;
            this.failing = true;
            const { message, code } = (error ?? {}) as { message?: unknown; code?: unknown };
            this.logger.warn(
              { cause: String(message ?? error).slice(0, 300), code: typeof code === 'string' ? code : undefined },
              this.words.failed,
            );
          },
        );
      } while (this.again);
    })().finally(() => {
      this.running = null;
    });
    return this.running;
  }

  /** A pass every `everyMs` (unref'd), and one now. */
  start(everyMs: number): void {
    this.timer ??= setInterval(() => void this.kick(), everyMs);
    this.timer.unref();
    void this.kick();
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running;
  }
}
