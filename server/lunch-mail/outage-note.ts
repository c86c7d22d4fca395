/**
 * A background loop's trouble said once, not at every round: the deliverer looks every second and
 * the planner every 15 s, so an unusable DATA_DIR or a lost Redis would repeat the same line until
 * it is fixed (DATA_DIR's own watch already says that once, as the error the operator acts on).
 * A storage or network failure (an error with a system `code`) is a warning with its code and
 * message, no stack; anything else is a bug and an error line with the error, each once per outage.
 * The first round that works again says so (info). EMFILE/ENFILE is no trouble of the send's: it
 * goes to the process's one report (server/runtime/descriptor-shortage.ts), and nothing is said here.
 */
import type { Logger } from 'pino';
import { isOutOfDescriptors, type OutOfDescriptors } from '../lib/out-of-descriptors';

export class OutageNote {
  private failing = false;

  constructor(
    private readonly logger: Logger,
    private readonly words: { failed: string; recovered: string },
    private readonly onOutOfDescriptors?: OutOfDescriptors,
  ) {}

  /** A round worked: the end of an outage is said once. */
  ok(): void {
    if (!this.failing) return;
    this.failing = false;
    this.logger.info(this.words.recovered);
  }

  /** A round failed: said on the first failure of an outage only. */
  failed(error: unknown): void {
    if (isOutOfDescriptors(error)) {
      this.onOutOfDescriptors?.(error, 'lunch-mail');
      return;
    }
    if (this.failing) return;
    this.failing = true;
    const { message, code } = (error ?? {}) as { message?: unknown; code?: unknown };
    if (typeof code === 'string') {
      this.logger.warn({ code, cause: String(message ?? error).slice(0, 300) }, this.words.failed);
    } else {
      this.logger.error({ err: error }, this.words.failed);
    }
  }
}
