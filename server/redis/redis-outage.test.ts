import { describe, expect, it } from 'vitest';
import pino from 'pino';
import { RedisOutage } from './redis-outage';

function outage() {
  const lines: { level: number; msg: string; [key: string]: unknown }[] = [];
  const logger = pino({ level: 'debug' }, { write: (line: string) => lines.push(JSON.parse(line) as (typeof lines)[number]) });
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
    expect(lines[0]).toMatchObject({ alert: 'redis-unavailable', redis: 'redis://redis:6379', err: { code: 'ECONNREFUSED' } });
    expect(lines[1]).toMatchObject({ failures: 30, downForSeconds: 60 });
    expect(lines[2]).toMatchObject({ downForSeconds: 100 });
    expect(log.unavailable).toBe(false);
  });
});
