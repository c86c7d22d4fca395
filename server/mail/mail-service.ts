import path from 'node:path';
import type { Logger } from 'pino';
import type { Config } from '../config/config';
import { DeliveryWorker } from './delivery-worker';
import { openOutbox, type Outbox } from './outbox';
import { createMailSender } from './transport';

export interface MailService {
  outbox: Outbox;
  worker: DeliveryWorker;
}

/** The outbox under DATA_DIR/outbox and its delivery worker, from the configuration (not started). */
export async function createMailService(config: Pick<Config, 'dataDir' | 'mail'>, logger: Logger): Promise<MailService> {
  const outbox = await openOutbox({ dir: path.join(config.dataDir, 'outbox'), logger });
  const worker = new DeliveryWorker({
    outbox,
    sender: createMailSender(config, logger),
    addresses: { from: config.mail.from, to: config.mail.to },
    logger,
    keepDays: config.mail.keepDays,
  });
  return { outbox, worker };
}
