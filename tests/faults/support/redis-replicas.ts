import { mkdtemp, rm } from 'node:fs/promises';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestContext } from 'vitest';
import { startBuiltServer, type Answer, type RunningServer } from '../../support/built-server';
import { RedisServer } from '../../support/redis-server';
import { SmtpSink, type ReceivedMail } from '../../support/smtp-sink';

export const SITE_URL = 'http://localhost:3000';

export interface ReplicaScene {
  redis: RedisServer;
  sink: SmtpSink;
  /** Starts one more built server (dist/server) on the shared Redis, with its own DATA_DIR. */
  startReplica(env?: Record<string, string>): Promise<RunningServer>;
  cleanup: (() => Promise<void>)[];
}

/** A real redis-server, a real SMTP server, and built server processes sharing them; all undone after the test. */
export async function replicaScene({ onTestFinished }: TestContext): Promise<ReplicaScene> {
  const cleanup: (() => Promise<void>)[] = [];
  onTestFinished(async () => {
    for (const step of cleanup.reverse()) await step();
  });
  const redis = await RedisServer.start();
  cleanup.push(() => redis.remove());
  const sink = await new SmtpSink().start();
  cleanup.push(() => sink.stop());
  const startReplica = async (env: Record<string, string> = {}) => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'ballon-replica-'));
    cleanup.push(() => rm(dataDir, { recursive: true, force: true }));
    const server = await startBuiltServer({
      SITE_URL,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'info',
      REDIS_URL: redis.url,
      SMTP_URL: sink.url,
      MAIL_FROM: 'Restaurace Ballon <web@ballon.test>',
      MAIL_TO: 'info@ballon.test',
      CONTACT_RATE_LIMIT: '5',
      ...env,
    });
    cleanup.push(async () => {
      server.child.kill('SIGKILL');
      await server.exited;
    });
    return server;
  };
  return { redis, sink, startReplica, cleanup };
}

/** A POST on a new connection; `client` is the visitor's address as the loopback proxy forwards it (TRUST_PROXY=loopback). */
export function post(port: number, urlPath: string, body: string, headers: Record<string, string>): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        path: urlPath,
        method: 'POST',
        agent: false,
        headers: { 'Content-Length': Buffer.byteLength(body), ...headers },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8').on('data', (chunk: string) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text }));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

export const enquiry = (n: number, extra: Record<string, string> = {}) => ({
  name: `Host ${n}`,
  email: `host${n}@example.com`,
  subject: `Dotaz ${n}`,
  message: `Dobrý den, zpráva číslo ${n}.`,
  lang: 'cs',
  ...extra,
});

/** The JSON API as the browser's script posts it, from `client`. */
export function postJson(port: number, body: object, client: string): Promise<Answer> {
  return post(port, '/api/send-contact-email', JSON.stringify(body), {
    'Content-Type': 'application/json',
    'X-Forwarded-For': client,
    Origin: SITE_URL,
  });
}

/** The id a 202 answered, or the status. */
export const idOf = (answer: Answer) =>
  answer.status === 202 ? (JSON.parse(answer.body) as { data: { id: string } }).data.id : answer.status;

/** How many times each Message-ID reached the SMTP server. */
export function messageIdCounts(messages: ReceivedMail[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const mail of messages) {
    const id = mail.header('Message-ID') ?? '';
    counts.set(id, (counts.get(id) ?? 0) + 1);
  }
  return counts;
}
