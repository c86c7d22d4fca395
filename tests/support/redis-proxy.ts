import { createConnection, createServer, type Server, type Socket } from 'node:net';

/**
 * Where the RESP value starting at `at` ends, or -1 while it is incomplete. RESP2 and
 * RESP3 (ioredis speaks 3 after HELLO): lines, bulk strings, aggregates, attributes.
 */
function valueEnd(buf: Buffer, at: number): number {
  if (at >= buf.length) return -1;
  const eol = buf.indexOf('\r\n', at);
  if (eol === -1) return -1;
  const type = String.fromCharCode(buf[at]!);
  const size = Number(buf.toString('latin1', at + 1, eol));
  let next = eol + 2;
  switch (type) {
    case '+':
    case '-':
    case ':':
    case '_':
    case ',':
    case '#':
    case '(':
      return next;
    case '$':
    case '!':
    case '=':
      if (size < 0) return next;
      return buf.length >= next + size + 2 ? next + size + 2 : -1;
    case '*':
    case '~':
    case '>':
    case '%':
    case '|': {
      const count = size < 0 ? 0 : type === '%' || type === '|' ? 2 * size : size;
      for (let i = 0; i < count; i += 1) {
        next = valueEnd(buf, next);
        if (next === -1) return -1;
      }
      // An attribute comes before the reply it annotates: they travel together.
      return type === '|' ? valueEnd(buf, next) : next;
    }
    default:
      throw new Error(`not RESP: ${JSON.stringify(buf.toString('latin1', at, Math.min(at + 20, buf.length)))}`);
  }
}

/** A client's command (an array of bulk strings) as strings. */
function commandArgs(buf: Buffer, at: number, end: number): string[] {
  const args: string[] = [];
  let cursor = buf.indexOf('\r\n', at) + 2;
  while (cursor < end) {
    const eol = buf.indexOf('\r\n', cursor);
    const size = Number(buf.toString('latin1', cursor + 1, eol));
    args.push(buf.toString('utf8', eol + 2, eol + 2 + size));
    cursor = eol + 2 + size + 2;
  }
  return args;
}

export interface HeldReply {
  /** Resolves once a command matching was forwarded to Redis (which runs it at once). */
  readonly matched: Promise<string[]>;
  /** Lets its reply (and every reply queued behind it on that connection) through. */
  release(): void;
}

interface Hold extends HeldReply {
  match: (args: string[]) => boolean;
  armed: boolean;
  released: Promise<void>;
  found: (args: string[]) => void;
}

/**
 * A TCP proxy between the server and a real redis-server for fault tests. It forwards
 * every command at once, so Redis runs it, and the replies in order; `hold` keeps the
 * reply to the next command that matches (and, RESP having no ids, every later reply
 * on that connection) until the test releases it: a client whose command timed out
 * while Redis did what it asked, with no race on timing.
 */
export class RedisProxy {
  private readonly holds: Hold[] = [];
  private readonly sockets = new Set<Socket>();

  private constructor(
    private readonly server: Server,
    readonly port: number,
  ) {}

  static async start(redisPort: number): Promise<RedisProxy> {
    let proxy: RedisProxy | null = null;
    const server = createServer((client) => proxy?.pipe(client, redisPort));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const address = server.address();
    proxy = new RedisProxy(server, typeof address === 'object' && address ? address.port : 0);
    return proxy;
  }

  get url(): string {
    return `redis://127.0.0.1:${this.port}`;
  }

  /** Holds the reply to the next command (on any connection) for which `match(args)` is true. */
  hold(match: (args: string[]) => boolean): HeldReply {
    let found!: (args: string[]) => void;
    let release!: () => void;
    const matched = new Promise<string[]>((resolve) => (found = resolve));
    const released = new Promise<void>((resolve) => (release = resolve));
    const hold: Hold = { match, armed: true, matched, released, release, found };
    this.holds.push(hold);
    return hold;
  }

  private pipe(client: Socket, redisPort: number): void {
    const upstream = createConnection(redisPort, '127.0.0.1');
    this.sockets.add(client).add(upstream);
    // For each command sent and not yet answered: the hold that keeps its reply, if any.
    const waiting: (Hold | null)[] = [];
    let commands = Buffer.alloc(0);
    let replies = Buffer.alloc(0);
    let delivered = Promise.resolve();
    client.on('data', (chunk: Buffer) => {
      upstream.write(chunk);
      commands = Buffer.concat([commands, chunk]);
      for (let end = valueEnd(commands, 0); end !== -1; end = valueEnd(commands, 0)) {
        const args = commandArgs(commands, 0, end);
        const hold = this.holds.find((candidate) => candidate.armed && candidate.match(args)) ?? null;
        if (hold) {
          hold.armed = false;
          hold.found(args);
        }
        waiting.push(hold);
        commands = commands.subarray(end);
      }
    });
    upstream.on('data', (chunk: Buffer) => {
      replies = Buffer.concat([replies, chunk]);
      for (let end = valueEnd(replies, 0); end !== -1; end = valueEnd(replies, 0)) {
        const reply = Buffer.from(replies.subarray(0, end));
        // A push (RESP3 `>`) answers no command.
        const hold = reply[0] === 0x3e ? null : (waiting.shift() ?? null);
        delivered = delivered.then(async () => {
          if (hold) await hold.released;
          if (!client.destroyed) client.write(reply);
        });
        replies = replies.subarray(end);
      }
    });
    const end = () => {
      client.destroy();
      upstream.destroy();
      this.sockets.delete(client);
      this.sockets.delete(upstream);
    };
    client.on('close', end).on('error', end);
    upstream.on('close', end).on('error', end);
  }

  /** Releases whatever is held and closes every connection. */
  async close(): Promise<void> {
    for (const hold of this.holds) hold.release();
    for (const socket of this.sockets) socket.destroy();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}
