import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { request, type ClientRequest } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { builtEntry, get, startServer, type Answer, type RunningServer } from '../support/built-server';

const IN_FLIGHT = 50;
const SHUTDOWN_TIMEOUT_MS = 10_000;

/**
 * A slow client: the headers and half of a JSON enquiry now, the rest when
 * finish() is called. The server has the request in flight (its handler is
 * waiting for the body) from the first bytes until the last — a real slow
 * upload, no test hook in the server. `read` resolves once the server has read
 * the head and taken the request (its `100 Continue`, which Node's server sends
 * as it hands the request to the app).
 */
function slowEnquiry(port: number, index: number) {
  const body = Buffer.from(
    JSON.stringify({
      name: `Host ${index}`,
      email: `host${index}@example.com`,
      subject: 'Stůl na sobotu',
      message: 'Dobrý den, rádi bychom si rezervovali stůl pro čtyři osoby.',
      lang: 'cs',
    }),
  );
  let req: ClientRequest | undefined;
  let read: () => void = () => {};
  const headRead = new Promise<void>((resolve) => (read = resolve));
  const answer = new Promise<Answer>((resolve, reject) => {
    req = request(
      {
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: '/api/send-contact-email',
        agent: false,
        headers: { 'Content-Type': 'application/json', 'Content-Length': body.length, Expect: '100-continue' },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8').on('data', (chunk: string) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text }));
      },
    ).on('error', reject);
    req.on('continue', () => {
      req?.write(body.subarray(0, body.length / 2));
      read();
    });
    req.flushHeaders();
  });
  // Awaited below; if the test fails before, the server's exit is no extra error.
  answer.catch(() => {});
  return { answer, read: headRead, finish: () => req?.end(body.subarray(body.length / 2)) };
}

/**
 * What a probe sees: a status, or the connection refused (one that was still in
 * the kernel's accept queue when the listener closed is reset instead).
 */
async function probe(port: number): Promise<number | 'refused'> {
  try {
    return (await get(port, '/readyz')).status;
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ECONNREFUSED' || code === 'ECONNRESET') return 'refused';
    throw error;
  }
}

let dataDir = '';
let server: RunningServer | undefined;
afterAll(async () => {
  server?.child.kill('SIGKILL');
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

describe('SIGTERM with 50 slow requests in flight (the built server)', () => {
  it('readiness turns 503 first, then the listener closes, every request completes with 2xx, exit 0 within SHUTDOWN_TIMEOUT', async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'ballon-shutdown-'));
    server = await startServer({
      args: [builtEntry()],
      cwd: process.cwd(),
      env: {
        NODE_ENV: 'production',
        HOST: '127.0.0.1',
        PORT: '0',
        SITE_URL: 'http://localhost:3000',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'info',
        CONTACT_RATE_LIMIT: '1000',
        SHUTDOWN_TIMEOUT: `${SHUTDOWN_TIMEOUT_MS}ms`,
      },
    });
    const { port, child, lines } = server;
    // Ready once the first photo set is there (from the build's variants).
    while ((await probe(port)) !== 200) await new Promise((resolve) => setTimeout(resolve, 20));

    const uploads = Array.from({ length: IN_FLIGHT }, (_, index) => slowEnquiry(port, index));
    // The server has read the 50 request heads (checked below through its own count too).
    await Promise.all(uploads.map((upload) => upload.read));

    child.kill('SIGTERM');

    // Readiness: 200 until the signal is handled, then 503, and only then refused.
    const seen: (number | 'refused')[] = [];
    while (!seen.includes('refused')) {
      seen.push(await probe(port));
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const states = seen.filter((status, i) => status !== seen[i - 1]);
    expect(states).toEqual(states[0] === 200 ? [200, 503, 'refused'] : [503, 'refused']);
    const log = () => lines.map((line) => JSON.stringify(line)).join('\n');
    // The server's own count: the 50 uploads (and maybe a probe) were in flight at the signal.
    const shuttingDown = lines.find((line) => line.msg === 'shutting down: readiness is 503');
    expect(shuttingDown, log()).toMatchObject({ signal: 'SIGTERM' });
    expect(shuttingDown?.inFlight, log()).toBeGreaterThanOrEqual(IN_FLIGHT);

    // The listener is closed; the 50 uploads still finish on their open connections.
    uploads.forEach((upload) => upload.finish());
    const answers = await Promise.all(uploads.map((upload) => upload.answer));
    expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 202));
    expect(answers.every((answer) => answer.headers.connection === 'close')).toBe(true);

    // Within SHUTDOWN_TIMEOUT: past it the process exits 1.
    const exit = await server.exited;
    expect(exit).toMatchObject({ code: 0, signal: null });
    expect(lines.at(-1), log()).toMatchObject({ msg: 'shut down', signal: 'SIGTERM' });
    expect(server.other.filter((line) => line.trim() !== '')).toEqual([]);

    // Every accepted enquiry is on disk: delivered, or pending for the next start.
    const outbox = path.join(dataDir, 'outbox');
    const pending = (await readdir(outbox)).filter((file) => file.endsWith('.json'));
    const sent = (await readdir(path.join(outbox, 'sent'))).filter((file) => file.endsWith('.json'));
    expect(pending.length + sent.length).toBe(IN_FLIGHT);
  }, 40_000);
});
