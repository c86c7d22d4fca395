// A real process that runs the mail side of the server (outbox + delivery worker,
// as server/index.ts wires it) for the fault tests: started with
// `node --import tsx`, killed with SIGKILL by the tests. It talks over IPC:
// in: { type: 'enqueue', n, submission, dedupe } | { type: 'stats', n }
// out: { type: 'ready' } | { type: 'event', event, id } | { type: 'reply', n, ... }
// Its log (pino JSON) goes to stdout. MAIL_TEST_FAULT makes it kill itself
// at an exact point between two file operations (see fault-point.ts).
import { lockAttempts } from './lock-attempts';
import pino from 'pino';
import { loadConfig } from '../../../server/config/config';
import type { Dedupe } from '../../../server/enquiries/enquiry';
import { createFileQueue } from '../../../server/enquiries/file-queue';
import type { Enquiry } from '../../../server/enquiries/enquiry';
import { installFaultPoint } from './fault-point';

type Request =
  { type: 'enqueue'; n: number; submission: Enquiry; dedupe: Dedupe | null } | { type: 'stats'; n: number };

const env = process.env;
const number = (name: string, fallback: number) => Number(env[name] ?? fallback);
installFaultPoint(env.MAIL_TEST_FAULT);

const config = loadConfig({ ...env, NODE_ENV: 'test' });
const logger = pino({ level: 'debug' });
const retryMs = number('MAIL_TEST_RETRY_MS', 50);
const mail = await createFileQueue(config, logger, {
  pollMs: number('MAIL_TEST_POLL_MS', 100),
  lockStaleMs: number('MAIL_TEST_LOCK_STALE_MS', 2000),
  concurrency: number('MAIL_TEST_CONCURRENCY', 4),
  backoff: () => retryMs,
});
const send = (message: object) => process.send?.(message);
for (const event of ['delivered', 'failed', 'retry', 'active']) {
  mail.worker.on(event, (id?: string) => send({ type: 'event', event, id }));
}

process.on('message', (request: Request) => {
  if (request.type === 'stats') {
    send({
      type: 'reply',
      n: request.n,
      ...mail.queue.stats(),
      writable: mail.queue.writable,
      maxRssKb: process.resourceUsage().maxRSS,
      ...lockAttempts(),
    });
    return;
  }
  mail.queue.enqueue(request.submission, request.dedupe).then(
    (result) => {
      send({ type: 'reply', n: request.n, ...result });
      mail.worker.kick();
    },
    (error: { code?: string }) => send({ type: 'reply', n: request.n, error: String(error.code) }),
  );
});
process.on('SIGTERM', () => {
  void mail.worker.stop().then(() => process.exit(0));
});

if (env.MAIL_TEST_WORKER !== '0') mail.worker.start();
send({ type: 'ready' });
