import { describe, expect, it } from 'vitest';
import { DescriptorShortage } from './descriptor-shortage';

const emfile = Object.assign(new Error('EMFILE: too many open files, scandir /data/outbox'), { code: 'EMFILE' });

function shortage(overAfterMs = 30_000) {
  const lines: { level: string; object: Record<string, unknown>; message: string }[] = [];
  const log = (level: string) => (object: object, message: string) =>
    void lines.push({ level, object: object as Record<string, unknown>, message });
  let now = 0;
  const watch = new DescriptorShortage({
    logger: { error: log('error'), info: log('info'), debug: log('debug') },
    now: () => now,
    limit: 400,
    overAfterMs,
  });
  return {
    watch,
    lines,
    advance: (ms: number) => (now += ms),
    errors: () => lines.filter((line) => line.level === 'error'),
  };
}

describe('running out of file descriptors', () => {
  it('is one error line a minute while parts keep meeting it, with how often they did; each meeting is a debug line', () => {
    const { watch, advance, errors, lines } = shortage();
    watch.report(emfile, 'content');
    watch.report(emfile, 'mail');
    advance(30_000);
    watch.report(emfile, 'mail');
    expect(errors()).toHaveLength(1);
    expect(errors()[0]!.object).toEqual({ alert: 'out-of-descriptors', code: 'EMFILE', limit: 400, met: 1 });
    expect(errors()[0]!.message).toMatch(
      /^out of file descriptors \(EMFILE\) \(limit 400\): new connections are dropped/,
    );
    advance(30_000);
    watch.report(Object.assign(new Error('ENFILE'), { code: 'ENFILE' }), 'content');
    expect(errors()).toHaveLength(2);
    expect(errors()[1]!.object).toMatchObject({ code: 'ENFILE', met: 3 });
    expect(lines.filter((line) => line.level === 'debug').map((line) => line.object.where)).toEqual([
      'content',
      'mail',
      'mail',
      'content',
    ]);
    watch.stop();
  });

  it('says once when no part has met it for a while, and the next time is a new first line', async () => {
    const { watch, lines, errors } = shortage(20);
    watch.report(emfile, 'mail');
    while (!lines.some((line) => line.level === 'info')) await new Promise((resolve) => setTimeout(resolve, 5));
    expect(lines.filter((line) => line.level === 'info').map((line) => line.message)).toEqual([
      'file descriptors are free again',
    ]);
    watch.report(emfile, 'mail');
    expect(errors()).toHaveLength(2);
    watch.stop();
  });
});
