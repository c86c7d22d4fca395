import { describe, expect, it } from 'vitest';
import { get } from '../support/built-server';
import { until } from './support/mail-child';
import { enquiry, idOf, messageIdCounts, postJson, replicaScene } from './support/redis-replicas';

/**
 * Three built server processes (dist/server) sharing one real redis-server
 * (REDIS_URL) and one real SMTP server, each with its own DATA_DIR: the rate
 * limit, the idempotency keys and the mail queue are the same for all three.
 */
describe('three replicas on one Redis', () => {
  it(
    'accept exactly 5 enquiries of one client across the three, recognise a key replayed on another replica, and deliver each once',
    { timeout: 120_000 },
    async (context) => {
      const { sink, startReplica } = await replicaScene(context);
      const replicas = await Promise.all([startReplica(), startReplica(), startReplica()]);
      const ports = replicas.map((replica) => replica.port);

      // One client (one forwarded address) posts 12 different enquiries, round robin over the three.
      const client = '203.0.113.10';
      const answers = [];
      for (let n = 0; n < 12; n += 1)
        answers.push(await postJson(ports[n % 3]!, enquiry(n, { idempotencyKey: `key-${n}` }), client));
      const statuses = answers.map((answer) => answer.status);
      expect(statuses.filter((status) => status === 202)).toHaveLength(5);
      expect(statuses.filter((status) => status === 429)).toHaveLength(7);
      // The first five, whichever replica took them.
      expect(statuses.slice(0, 5)).toEqual([202, 202, 202, 202, 202]);
      const accepted = answers.slice(0, 5).map(idOf) as string[];

      // At its limit, the client's retry of an accepted enquiry on another replica is that enquiry, not a 429.
      const retry = await postJson(ports[1]!, enquiry(0, { idempotencyKey: 'key-0' }), client);
      expect(retry.status).toBe(202);
      expect(idOf(retry)).toBe(accepted[0]);

      // Another client: a key used on one replica is recognised on the two others (same id, nothing new stored).
      const other = '203.0.113.20';
      const first = await postJson(ports[0]!, enquiry(50, { idempotencyKey: 'replayed-key' }), other);
      const replays = await Promise.all([
        postJson(ports[1]!, enquiry(50, { idempotencyKey: 'replayed-key' }), other),
        postJson(ports[2]!, enquiry(50, { idempotencyKey: 'replayed-key' }), other),
      ]);
      expect(first.status).toBe(202);
      expect(replays.map(idOf)).toEqual([idOf(first), idOf(first)]);
      // The same key with another message: a conflict, on any replica.
      expect((await postJson(ports[2]!, enquiry(51, { idempotencyKey: 'replayed-key' }), other)).status).toBe(409);
      const replayLines = replicas
        .flatMap((replica) => replica.lines)
        .filter((line) => line.msg === 'contact message already queued');
      expect(replayLines.filter((line) => line.outboxId === idOf(first))).toHaveLength(2);
      expect(
        replicas[0]!.lines.filter((line) => line.msg === 'contact message queued' && line.outboxId === idOf(first)),
      ).toHaveLength(1);

      // Delivered: each enquiry once, by whichever replica took its job; the replays and the retry added nothing.
      const expected = [...accepted, idOf(first) as string].sort();
      await until(() => sink.messages.length >= expected.length, 30_000, 'every enquiry at the SMTP server');
      await new Promise((resolve) => setTimeout(resolve, 1500));
      expect(sink.messages.map((mail) => mail.header('X-Outbox-Id')).sort()).toEqual(expected);
      expect([...messageIdCounts(sink.messages).values()].every((count) => count === 1)).toBe(true);
      const deliveredBy = replicas.map(
        (replica) => replica.lines.filter((line) => line.msg === 'mail delivered').length,
      );
      expect(deliveredBy.reduce((sum, count) => sum + count, 0)).toBe(expected.length);

      // Pages never needed Redis; no replica logged an error.
      for (const port of ports) expect((await get(port, '/')).status).toBe(200);
      for (const replica of replicas) expect(replica.lines.filter((line) => Number(line.level) >= 50)).toEqual([]);
      // A replica leaves (a rolling update): its worker stops cleanly, the others carry on.
      replicas[2]!.child.kill('SIGTERM');
      expect((await replicas[2]!.exited).code).toBe(0);
      expect((await postJson(ports[0]!, enquiry(60), '203.0.113.30')).status).toBe(202);
      await until(() => sink.messages.length === expected.length + 1, 30_000, 'the enquiry after one replica left');
    },
  );
});
