import path from 'node:path';
import pino from 'pino';
import type { TestContext } from 'vitest';
import { openOutbox, type Outbox } from '../../../server/enquiries/file-queue/outbox';
import { SmtpSink } from '../../support/smtp-sink';
import { dataDirFor } from './mail-child';

export interface FaultScene {
  /** A real SMTP server in the test process. */
  sink: SmtpSink;
  dataDir: string;
  outboxDir: string;
  /** The outbox, opened (its folders created) when `open` was asked for. */
  outbox: Outbox | null;
  /** Steps run after the test, last first (children killed, servers stopped, files removed). */
  cleanup: (() => Promise<void>)[];
}

/**
 * What every fault test starts from: an SMTP server, a fresh DATA_DIR (owned by
 * `owner` when given) and, with `open`, its outbox created as the server would.
 * Everything is undone when the test finishes, pass or fail.
 */
export async function faultScene(
  { onTestFinished }: TestContext,
  options: { owner?: number; open?: boolean } = {},
): Promise<FaultScene> {
  const cleanup: (() => Promise<void>)[] = [];
  onTestFinished(async () => {
    for (const step of cleanup.reverse()) await step();
  });
  const sink = await new SmtpSink().start();
  cleanup.push(() => sink.stop());
  const data = await dataDirFor(options.owner);
  cleanup.push(data.remove);
  const outboxDir = path.join(data.dir, 'outbox');
  const outbox =
    options.open === false ? null : await openOutbox({ dir: outboxDir, logger: pino({ level: 'silent' }) });
  return { sink, dataDir: data.dir, outboxDir, outbox, cleanup };
}
