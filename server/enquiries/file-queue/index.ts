import path from 'node:path';
import type { Logger } from 'pino';
import type { Config } from '../../config/config';
import { DeliveryWorker, type DeliveryWorkerOptions } from './worker';
import type { EnquiryStore, MailWorker } from '../queue';
import { openOutbox, type Outbox, type OutboxOptions } from './outbox';
import { createMailSender, emlDirOf } from '../../mail/transport';

export interface MailService {
  outbox: EnquiryStore;
  worker: MailWorker;
}

/** Timing knobs the fault tests and the benchmark turn; production uses the defaults. */
export type MailTuning = Partial<Pick<DeliveryWorkerOptions, 'backoff' | 'concurrency' | 'pollMs' | 'lockStaleMs' | 'maxRefusals'>>;

/** Deliveries at once, and SMTP connections: enough for a backlog, few enough for any mail server. */
export const CONCURRENCY = 4;


/**
 * The outbox under DATA_DIR/outbox and its delivery worker, from the configuration (not
 * started). Never rejects for a DATA_DIR it cannot use: enquiries are refused until it can.
 */
export async function createMailService(
  config: Pick<Config, 'dataDir' | 'mail'>,
  logger: Logger,
  tuning: MailTuning = {},
  { reportStorage, onOutOfDescriptors }: Pick<OutboxOptions, 'reportStorage' | 'onOutOfDescriptors'> = {},
): Promise<{ outbox: Outbox; worker: DeliveryWorker }> {
  const outbox = await openOutbox({ dir: path.join(config.dataDir, 'outbox'), logger, keepDays: config.mail.keepDays, reportStorage, onOutOfDescriptors });
  const concurrency = tuning.concurrency ?? CONCURRENCY;
  const worker = new DeliveryWorker({
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
  return { outbox, worker };
}
