import { describe, expect, it } from 'vitest';
import pino from 'pino';
import { RedisOutage } from './redis-outage';

function outage() {
  const lines: { level: number; msg: string; [key: string]: unknown }[] = [];
  const logger = pino(
    { level: 'debug' },
    { write: (line: string) => lines.push(JSON.parse(line) as (typeof lines)[number]) },
  );
  let now = 0;
  const log = new RedisOutage(logger, 'redis://redis:6379', () => now);
  return { log, lines, advance: (ms: number) => (now += ms) };
}

describe('the Redis outage log', () => {
  it('one error line when Redis goes, a warning a minute while it stays away, one info line when it is back', () => {
    const { log, lines, advance } = outage();
    log.recovered(); // ready at start: nothing to say
    for (let i = 0; i < 50; i += 1) {
      log.failed(Object.assign(new Error('connect ECONNREFUSED 10.0.0.5:6379'), { code: 'ECONNREFUSED' }));
      advance(2000);
    }
    expect(log.unavailable).toBe(true);
    log.recovered();
    expect(lines.map((line) => [line.level, line.msg])).toEqual([
      [50, 'redis: unreachable; pages are served, enquiries are refused (503) until it is back'],
      [40, 'redis: still unreachable'],
      [30, 'redis: reachable again; enquiries are accepted'],
    ]);
    expect(lines[0]).toMatchObject({
      alert: 'redis-unavailable',
      redis: 'redis://redis:6379',
      err: { code: 'ECONNREFUSED' },
    });
    expect(lines[1]).toMatchObject({ failures: 30, downForSeconds: 60 });
    expect(lines[2]).toMatchObject({ downForSeconds: 100 });
    expect(log.unavailable).toBe(false);
  });
});

/** A reply error as ioredis makes it (`redis-errors`' ReplyError): Redis answered. */
function replyError(message: string) {
  const error = new Error(message);
  Object.defineProperty(error, 'name', { value: 'ReplyError' });
  return error;
}

describe('a write Redis refuses (the server answered)', () => {
  it('is an error line of its own, at most once a minute; the connection is not down, and a real outage later still alerts', () => {
    const { log, lines, advance } = outage();
    // BullMQ's worker reports an OOM reply of a Lua script as an 'error' event.
    for (let i = 0; i < 10; i += 1) {
      log.failed(replyError("OOM command not allowed when used memory > 'maxmemory'."));
      advance(10_000);
    }
    expect(log.unavailable).toBe(false);
    expect(log.refusingWrites).toBe(true);
    const errors = lines.filter((line) => line.level === 50);
    expect(errors).toHaveLength(2);
    expect(errors[0]).toMatchObject({ alert: 'redis-write-refused', err: { code: 'OOM' }, refusals: 1 });
    expect(errors[1]).toMatchObject({ alert: 'redis-write-refused', refusals: 6, refusingForSeconds: 60 });

    // A write succeeds: the refusal is over (one info line).
    log.succeeded();
    log.succeeded();
    expect(log.refusingWrites).toBe(false);
    expect(lines.filter((line) => line.msg === 'redis: takes writes again; enquiries are accepted')).toHaveLength(1);

    // Then Redis goes away: the outage's own error line, with its own duration.
    advance(30_000);
    log.failed(Object.assign(new Error('connect ECONNREFUSED 10.0.0.5:6379'), { code: 'ECONNREFUSED' }));
    advance(5000);
    log.recovered();
    expect(lines.filter((line) => line.alert === 'redis-unavailable')).toHaveLength(1);
    expect(lines.at(-1)).toMatchObject({ msg: 'redis: reachable again; enquiries are accepted', downForSeconds: 5 });
  });

  it('MISCONF and READONLY are refusals too; a reconnect does not end one', () => {
    const { log, lines } = outage();
    log.refused(
      replyError('MISCONF Redis is configured to save RDB snapshots, but it is currently not able to persist on disk.'),
    );
    log.recovered();
    expect(log.refusingWrites).toBe(true);
    log.refused(replyError("READONLY You can't write against a read only replica."));
    expect(lines.map((line) => [line.level, line.alert])).toEqual([[50, 'redis-write-refused']]);
    expect(lines[0]).toMatchObject({ err: { code: 'MISCONF' } });
  });
});

describe('a hung Redis (commands time out on a connection that stays up)', () => {
  it('is an outage: one error line and the state, reminders a minute apart, one line when it answers again; listeners hear both ends', () => {
    const { log, lines, advance } = outage();
    const heard: boolean[] = [];
    log.onChange((unavailable) => heard.push(unavailable));
    for (let i = 0; i < 70; i += 1) {
      log.hung(new Error('Command timed out'));
      advance(1000);
    }
    expect(log.unavailable).toBe(true);
    log.recovered();
    log.recovered();
    expect(lines.map((line) => [line.level, line.msg])).toEqual([
      [
        50,
        'redis: does not answer (commands time out); pages are served, enquiries are refused (503) until it answers',
      ],
      [40, 'redis: still not answering'],
      [30, 'redis: reachable again; enquiries are accepted'],
    ]);
    expect(lines[0]).toMatchObject({ alert: 'redis-unavailable', err: { message: 'Command timed out' } });
    expect(heard).toEqual([true, false]);
  });
});

describe('credentials Redis refuses', () => {
  it('WRONGPASS is one error line naming REDIS_URL, never a refused write, however many reconnects fail', () => {
    const { log, lines, advance } = outage();
    for (let i = 0; i < 20; i += 1) {
      log.failed(replyError('WRONGPASS invalid username-password pair or user is disabled.'));
      advance(2000);
    }
    expect(log.unavailable).toBe(true);
    expect(log.refusingWrites).toBe(false);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ level: 50, alert: 'redis-auth-failed', err: { code: 'WRONGPASS' } });
    expect(lines[0]!.msg).toContain('REDIS_URL');
  });

  it('NOAUTH, NOPERM and an old Redis\'s "invalid password" are the same; during an outage for another cause the refusal still gets its line', () => {
    const { log, lines } = outage();
    log.failed(Object.assign(new Error('connect ECONNREFUSED 10.0.0.5:6379'), { code: 'ECONNREFUSED' }));
    log.failed(replyError('NOAUTH Authentication required.'));
    log.failed(replyError("NOPERM User ballon has no permissions to run the 'set' command"));
    expect(lines.map((line) => line.alert)).toEqual(['redis-unavailable', 'redis-auth-failed']);
    const old = outage();
    old.log.failed(replyError('ERR invalid password'));
    expect(old.lines.map((line) => line.alert)).toEqual(['redis-auth-failed']);
  });
});
