import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { Socket } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from './free-port';

/** Debian's redis-server (scripts/ensure-test-tools.sh installs it). */
const REDIS_SERVER = process.env.REDIS_SERVER_BIN ?? 'redis-server';

/** One RESP command over a fresh socket; resolves with the raw reply, rejects when nothing answers. */
function command(port: number, ...args: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = new Socket();
    let reply = '';
    socket.setTimeout(1000, () => socket.destroy(new Error('timed out')));
    socket.once('error', reject);
    socket.connect(port, '127.0.0.1', () => {
      socket.write(`*${args.length}\r\n${args.map((arg) => `$${Buffer.byteLength(arg)}\r\n${arg}\r\n`).join('')}`);
    });
    socket.on('data', (chunk) => {
      reply += chunk.toString('utf8');
      if (reply.endsWith('\r\n')) {
        socket.end();
        resolve(reply);
      }
    });
  });
}

/**
 * A real redis-server for a test: its own temporary directory, a free loopback port,
 * no RDB snapshots, the append-only file synced on every write (as compose.yaml runs
 * it). `stop` (SIGTERM, or SIGKILL for a crash) and `start` again keep the port and
 * the directory: what Redis had acknowledged must come back from its AOF.
 */
export class RedisServer {
  private child: ChildProcess | null = null;
  output = '';

  private constructor(
    readonly port: number,
    readonly dir: string,
    /** More redis-server options (`--requirepass …`). */
    private readonly extraArgs: string[],
  ) {}

  static async start(extraArgs: string[] = []): Promise<RedisServer> {
    return RedisServer.startOn(await freePort(), extraArgs);
  }

  /** On a given port (one a client already waits on). */
  static async startOn(port: number, extraArgs: string[] = []): Promise<RedisServer> {
    const server = new RedisServer(port, await mkdtemp(path.join(tmpdir(), 'ballon-redis-')), extraArgs);
    await server.start();
    return server;
  }

  get url(): string {
    return `redis://127.0.0.1:${this.port}`;
  }

  get running(): boolean {
    return this.child !== null;
  }

  async start(): Promise<void> {
    if (this.child) return;
    const args = [
      '--port',
      String(this.port),
      '--bind',
      '127.0.0.1',
      '--save',
      '',
      '--appendonly',
      'yes',
      '--appendfsync',
      'always',
      '--dir',
      this.dir,
      ...this.extraArgs,
    ];
    const child = spawn(REDIS_SERVER, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout?.setEncoding('utf8').on('data', (chunk: string) => (this.output += chunk));
    child.stderr?.setEncoding('utf8').on('data', (chunk: string) => (this.output += chunk));
    this.child = child;
    const exited = new Promise<never>((_resolve, reject) =>
      child.once('exit', (code) => reject(new Error(`redis-server exited (${code}):\n${this.output}`))),
    );
    exited.catch(() => undefined);
    const deadline = Date.now() + 10_000;
    for (;;) {
      const pong = await Promise.race([command(this.port, 'PING').catch(() => ''), exited]);
      // With --requirepass it answers, refusing: up all the same.
      if (pong.startsWith('+PONG') || pong.startsWith('-NOAUTH')) return;
      if (Date.now() > deadline) throw new Error(`redis-server did not answer PING within 10 s:\n${this.output}`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }

  /** SIGTERM (Redis finishes its AOF and exits) or SIGKILL (a crash: only what was fsynced survives). */
  async stop(signal: 'SIGTERM' | 'SIGKILL' = 'SIGTERM'): Promise<void> {
    const child = this.child;
    if (!child) return;
    this.child = null;
    if (child.exitCode !== null || child.signalCode !== null) return;
    const gone = new Promise((resolve) => child.once('exit', resolve));
    child.kill(signal);
    await gone;
  }

  /** SIGSTOP: Redis hangs with its sockets open (commands time out, no connection drops); SIGCONT: it runs on. */
  signal(signal: 'SIGSTOP' | 'SIGCONT'): void {
    this.child?.kill(signal);
  }

  /** A command through redis-cli's protocol, for assertions (the raw RESP reply). */
  send(...args: string[]): Promise<string> {
    return command(this.port, ...args);
  }

  /** Stops it and removes its directory. */
  async remove(): Promise<void> {
    await this.stop('SIGKILL');
    await rm(this.dir, { recursive: true, force: true });
  }
}
