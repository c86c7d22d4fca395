/**
 * Table bookings on three built server processes (dist/server) sharing one real redis-server and
 * one real SMTP server: 20 guests at once, round robin over the three, for a time with room for
 * exactly three parties. Three are booked (303 to their page), seventeen are told the time is gone
 * with the nearest free times (409); nothing is held twice, and each booked guest's confirmation
 * and the restaurant's copy reach the SMTP server once. A guest's change by the manage link
 * reaches it too, as the changed e-mail whose calendar entry's SEQUENCE is above the first's.
 */
import { describe, expect, it } from 'vitest';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SmtpSink } from '../support/smtp-sink';
import { book, openDate } from './support/booking-post';
import { until } from './support/mail-child';
import { messageIdCounts, post, replicaScene, SITE_URL } from './support/redis-replicas';
import { get, startBuiltServer } from '../support/built-server';

describe('bookings on three replicas sharing one Redis', () => {
  it(
    '20 guests at once for room for three parties: three booked, seventeen told it is gone; each e-mail once',
    { timeout: 120_000 },
    async (context) => {
      const { sink, startReplica } = await replicaScene(context);
      const replicas = await Promise.all([startReplica(), startReplica(), startReplica()]);
      const ports = replicas.map((replica) => replica.port);
      const date = openDate();

      // The sample's restaurant gives online bookings 40 covers: 28 taken at 19:00 leave room for three parties of four.
      for (const [n, party] of [
        [100, 12],
        [101, 12],
        [102, 4],
      ] as const)
        expect((await book(ports[0]!, n, { date, party: String(party) })).status).toBe(303);

      const answers = await Promise.all(
        Array.from({ length: 20 }, (_, n) => book(ports[n % 3]!, n + 1, { date, party: '4' })),
      );
      const statuses = answers.map((answer) => answer.status);
      expect(statuses.filter((status) => status === 303)).toHaveLength(3);
      expect(statuses.filter((status) => status === 409)).toHaveLength(17);
      // Told so, with the nearest free times as choices.
      const gone = answers.find((answer) => answer.status === 409)!;
      expect(gone.body).toContain('Čas 19:00 už mezitím někdo obsadil');
      expect(gone.body).toMatch(/name="time" value="\d\d:\d\d"/);
      expect(gone.body).not.toMatch(/name="time" value="19:00"/);

      // Each booking's confirmation and the restaurant's copy, once: 6 bookings, 12 e-mails.
      await until(() => sink.messages.length >= 12, 30_000, 'the bookings’ e-mails at the SMTP server');
      await new Promise((resolve) => setTimeout(resolve, 1500));
      expect(sink.messages).toHaveLength(12);
      expect([...messageIdCounts(sink.messages).values()].every((count) => count === 1)).toBe(true);
      // The two parties of twelve wait for the owner (above confirmUpTo: "received"), the four of four are confirmed.
      const kinds = sink.messages.map((mail) => /booking-.*-(\w+)@/.exec(mail.header('Message-ID') ?? '')?.[1]).sort();
      expect(kinds).toEqual([
        ...Array(4).fill('confirmed'),
        ...Array(2).fill('received'),
        ...Array(6).fill('restaurant'),
      ]);
      expect(sink.messages.filter((mail) => mail.envelopeTo.includes('info@ballon.test'))).toHaveLength(6);
      for (const replica of replicas)
        expect(JSON.stringify(replica.lines.filter((line) => Number(line.level) >= 50))).toBe('[]');
    },
  );
});

describe('a booking while the mail server is down', () => {
  it(
    'is held and confirmed on the page at once; its e-mails arrive once the server is back, each once',
    { timeout: 90_000 },
    async ({ onTestFinished }) => {
      const sink = await new SmtpSink().start();
      await sink.stop();
      const dataDir = await mkdtemp(path.join(tmpdir(), 'ballon-booking-smtp-'));
      const server = await startBuiltServer({
        SITE_URL,
        DATA_DIR: dataDir,
        LOG_LEVEL: 'info',
        SMTP_URL: sink.url,
        MAIL_FROM: 'Restaurace Ballon <web@ballon.test>',
        MAIL_TO: 'info@ballon.test',
      });
      onTestFinished(async () => {
        server.child.kill('SIGKILL');
        await server.exited;
        await sink.stop();
        await rm(dataDir, { recursive: true, force: true });
      });
      const answer = await book(server.port, 7, { date: openDate(), party: '2' });
      expect(answer.status).toBe(303);
      const page = await get(server.port, String(answer.headers.location).split('#')[0]!);
      expect(page.body).toContain('Rezervace je potvrzena');
      // The server tried and failed; nothing was lost.
      await until(
        () => server.lines.some((line) => String(line.msg).startsWith('mail delivery failed; will retry')),
        30_000,
        'a failed try',
      );
      await sink.start();
      await until(() => sink.messages.length >= 2, 60_000, 'the booking’s e-mails once the server is back');
      await new Promise((resolve) => setTimeout(resolve, 1000));
      expect(sink.messages).toHaveLength(2);
      expect([...messageIdCounts(sink.messages).values()]).toEqual([1, 1]);
    },
  );
});

describe('a guest’s change by the manage link', () => {
  it(
    'reaches the SMTP server as the changed e-mail with the new time, its calendar entry’s SEQUENCE above the first one’s',
    { timeout: 90_000 },
    async ({ onTestFinished }) => {
      const sink = await new SmtpSink().start();
      const dataDir = await mkdtemp(path.join(tmpdir(), 'ballon-booking-change-'));
      const server = await startBuiltServer({
        SITE_URL,
        DATA_DIR: dataDir,
        LOG_LEVEL: 'info',
        SMTP_URL: sink.url,
        MAIL_FROM: 'Restaurace Ballon <web@ballon.test>',
        MAIL_TO: 'info@ballon.test',
      });
      onTestFinished(async () => {
        server.child.kill('SIGKILL');
        await server.exited;
        await sink.stop();
        await rm(dataDir, { recursive: true, force: true });
      });
      const date = openDate();
      const answer = await book(server.port, 8, { date, party: '2' });
      expect(answer.status).toBe(303);
      const token = /[?&]t=([A-Za-z0-9_-]{24})/.exec(String(answer.headers.location))![1]!;
      await until(() => sink.messages.length >= 2, 30_000, 'the booking’s e-mails');
      // The change, as the page's no-JavaScript post sends it (cookie-less, same origin).
      const changed = await post(
        server.port,
        `/moje-rezervace?t=${token}`,
        new URLSearchParams({ intent: 'change', t: token, date, party: '2', area: 'any', time: '20:30' }).toString(),
        {
          'Content-Type': 'application/x-www-form-urlencoded',
          'X-Forwarded-For': '203.0.113.8',
          Origin: SITE_URL,
          'Sec-Fetch-Site': 'same-origin',
        },
      );
      expect(changed.status).toBe(303);
      await until(() => sink.messages.length >= 3, 30_000, 'the change’s e-mail');
      const kindOf = (mail: (typeof sink.messages)[number]) =>
        /-(received|confirmed|restaurant|changed)(?:-\d+)?@/.exec(mail.header('Message-ID') ?? '')?.[1];
      const first = sink.messages.find((mail) => kindOf(mail) === 'confirmed')!;
      const change = sink.messages.find((mail) => kindOf(mail) === 'changed')!;
      expect(change.header('Message-ID')).toMatch(/^<booking-[^>]+-changed-1@/);
      // The new time in the subject (an encoded word: `:` may travel as `=3A`).
      expect(change.header('Subject')).toMatch(/20(?::|=3A)30/);
      /** The .ics attachment's SEQUENCE (base64 or plain, as nodemailer encoded it). */
      const sequenceOf = (raw: string) => {
        const plain = /SEQUENCE:(\d+)/.exec(raw)?.[1];
        if (plain) return Number(plain);
        const blocks = raw
          .split(/\r?\n\r?\n/)
          .map((block) => Buffer.from(block.replace(/\s+/g, ''), 'base64').toString());
        return Number(blocks.map((text) => /SEQUENCE:(\d+)/.exec(text)?.[1]).find(Boolean));
      };
      expect(sequenceOf(first.raw)).toBe(0);
      expect(sequenceOf(change.raw)).toBeGreaterThan(sequenceOf(first.raw));
      for (const line of server.lines) expect(JSON.stringify(line)).not.toContain(token);
    },
  );
});
