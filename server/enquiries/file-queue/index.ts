import path from 'node:path';
import type { Logger } from 'pino';
import type { Config } from '../../config/config';
import { OutboxWorker, type OutboxWorkerOptions } from './worker';
import { CONCURRENCY } from '../queue';
import { openOutbox, type Outbox, type OutboxOptions } from './outbox';
import { createMailSender, emlDirOf } from '../../mail/transport';

/** Timing knobs the fault tests and the benchmark turn; production uses the defaults. */
export type DeliveryTuning = Partial<
  Pick<OutboxWorkerOptions, 'backoff' | 'concurrency' | 'pollMs' | 'lockStaleMs' | 'maxRefusals'>
>;

/**
 * The outbox under DATA_DIR/outbox and its delivery worker, from the configuration (not
 * started). Never rejects for a DATA_DIR it cannot use: enquiries are refused until it can.
 */
export async function createFileQueue(
  config: Pick<Config, 'dataDir' | 'mail'>,
  logger: Logger,
  tuning: DeliveryTuning = {},
  { reportStorage, onOutOfDescriptors }: Pick<OutboxOptions, 'reportStorage' | 'onOutOfDescriptors'> = {},
): Promise<{ queue: Outbox; worker: OutboxWorker }> {
  const outbox = await openOutbox({
    dir: path.join(config.dataDir, 'outbox'),
    logger,
    keepDays: config.mail.keepDays,
    reportStorage,
    onOutOfDescriptors,
  });
  const concurrency = tuning.concurrency ?? CONCURRENCY;
  const worker = new OutboxWorker({
    outbox,
    sender: createMailSender(config, logger, concurrency),
    addresses: { from: config.mail.from, to: config.mail.to },
    logger,
    keepDays: config.mail.keepDays,
    emlDir: emlDirOf(config.dataDir),
    alertAfterMs: config.mail.alertAfterMs,
    onOutOfDescriptors,
    ...tuning,
    concurrency,
  });
  return { queue: outbox, worker };
}
