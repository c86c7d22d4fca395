import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { errSerializer, loggerOptions } from './logger';

/** An error as ioredis rejects a refused command: the command and its arguments hang on it. */
function replyError(args: string[]) {
  const error = Object.assign(new Error("OOM command not allowed when used memory > 'maxmemory'."), {
    command: { name: 'set', args },
  });
  Object.defineProperty(error, 'name', { value: 'ReplyError' });
  return error;
}

const RECORD = JSON.stringify({ submission: { email: 'tajny@example.org', message: 'tajná zpráva 4711' } });

function capture() {
  const lines: string[] = [];
  const logger = pino(loggerOptions({ isDevelopment: false, logLevel: 'debug' }), {
    write: (line: string) => lines.push(line),
  });
  return { logger, lines };
}

describe("the logger's err serializer", () => {
  it("drops a Redis command's arguments from an error, its cause and the errors nested in it", () => {
    const { logger, lines } = capture();
    const wrapped = new Error('could not store', { cause: replyError(['ballon:claim:x', RECORD]) });
    logger.error({ err: replyError(['ballon:claim:x', RECORD]) }, 'one');
    logger.error({ err: wrapped }, 'two');
    logger.error(
      {
        err: Object.assign(new Error('outer'), { inner: replyError([RECORD]), cause: { command: { args: [RECORD] } } }),
      },
      'three',
    );
    expect(lines).toHaveLength(3);
    for (const line of lines) {
      expect(line).not.toContain('4711');
      expect(line).not.toContain('tajny@');
      expect(line).not.toContain('"args"');
    }
    // What helps is kept: the message (with the cause's), the type, the stack.
    expect(JSON.parse(lines[0]!)).toMatchObject({
      err: { type: 'Error', message: expect.stringContaining('OOM command not allowed') },
    });
    expect(JSON.parse(lines[1]!).err.message).toContain('OOM');
    expect(JSON.parse(lines[2]!).err.inner.message).toContain('OOM');
  });

  it('takes an error pino-http has serialized already (its request lines)', () => {
    const serialized = pino.stdSerializers.err(replyError([RECORD]));
    const out = errSerializer(serialized) as Record<string, unknown>;
    expect(JSON.stringify(out)).not.toContain('4711');
    expect(out).toMatchObject({ type: 'Error', message: expect.stringContaining('OOM'), stack: expect.any(String) });
  });
});
