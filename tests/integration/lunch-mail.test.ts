/**
 * The morning send end to end on files: the planner on a fake clock handed as `now`, the
 * subscribers' real list in a temporary DATA_DIR, the file queue's deliverer and a real SMTP
 * server (tests/support/smtp-sink.ts). The week of 23–27 November 2026, `sendAt: '10:00'`,
 * served 11:00–14:00 (Prague is UTC+1: 10:00 is 09:00Z).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Redis } from 'ioredis';
import pino from 'pino';
import request from 'supertest';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config/config';
import { createLunchMail, type LunchMail } from '../../server/lunch-mail';
import { openSubscriberList } from '../../server/subscribers';
import type { DailyMenu, Hours } from '../../src/content/schema';
import { lunchMenu, menuDay, weekHours } from '../../server/lunch-mail/lunch-mail.test-support';
import { createContactHarness } from '../support/contact-harness';
import { RedisServer } from '../support/redis-server';
import { SmtpSink, waitFor } from '../support/smtp-sink';
import { testContent } from '../support/test-content';

const SITE_URL = 'https://www.restaurace-ballon.test';
const MAIL_FROM = 'Restaurace Ballon <web@ballon.test>';
const week = ['2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26', '2026-11-27', '2026-11-28', '2026-11-29'];

let sink: SmtpSink;
let dataDir: string;
let clock: Date;
let menu: DailyMenu;
let hours: Hours;
const running: LunchMail[] = [];
/** Set in the Redis tests: the subscribers and the send share it. */
let redisUrl: string | null = null;
/** What the queue and its worker told the replica's outage report (none while Redis is up). */
const redisErrors: unknown[] = [];
const clients: Redis[] = [];
const client = () => {
  const made = new Redis(redisUrl!, { maxRetriesPerRequest: null });
  clients.push(made);
  return made;
};

beforeEach(async () => {
  sink = await new SmtpSink().start();
  dataDir = await mkdtemp(path.join(tmpdir(), 'ballon-lunch-mail-'));
  menu = lunchMenu(week.map((date) => menuDay(date)));
  hours = weekHours();
});

afterEach(async () => {
  await Promise.all(running.splice(0).map((lunch) => lunch.stop()));
  for (const made of clients.splice(0)) made.disconnect();
  await sink.stop();
  await rm(dataDir, { recursive: true, force: true });
});

const at = (iso: string) => {
  clock = new Date(iso);
};

/** The subscribers' real list on the temporary DATA_DIR. */
function subscribers() {
  return openSubscriberList({ dataDir, redis: redisUrl ? client() : null, siteUrl: SITE_URL, now: () => clock });
}

/** `count` confirmed subscribers, in order, half of them English; their unsubscribe tokens. */
async function seed(count: number): Promise<{ id: string; email: string; unsubscribe: string }[]> {
  const { desk } = subscribers();
  const seeded = [];
  for (let i = 0; i < count; i++) {
    clock = new Date(Date.UTC(2026, 10, 1, 8, 0, i));
    const email = `guest${i}@example.com`;
    const { subscriber } = await desk.subscribe(email, i % 2 ? 'en' : 'cs');
    await desk.confirm(new URL(await desk.linkFor('confirm', subscriber)).searchParams.get('t'));
    seeded.push({
      id: subscriber.id,
      email,
      unsubscribe: new URL(await desk.linkFor('unsubscribe', subscriber)).searchParams.get('t')!,
    });
  }
  return seeded;
}

/** A process's morning send on the shared DATA_DIR and sink, started. */
async function lunchMail(env: Record<string, string> = {}): Promise<LunchMail> {
  const config = loadConfig({ DATA_DIR: dataDir, SMTP_URL: sink.url, MAIL_FROM, SITE_URL, NODE_ENV: 'test', ...env });
  const base = testContent.view();
  const lunch = await createLunchMail({
    config,
    redis: redisUrl
      ? { requests: client(), forWorker: client, outage: { failed: (error) => redisErrors.push(error) } }
      : null,
    now: () => clock,
    logger: pino({ level: 'silent' }),
    view: () => ({ ...base, content: { ...base.content, dailyMenu: menu, hours } }),
    subscribers: subscribers().list,
    tuning: { backoff: () => 20, pollMs: 20, lockStaleMs: 2_000, tickMs: 3_600_000 },
  });
  lunch.start();
  running.push(lunch);
  return lunch;
}

const lunchMessages = () => sink.messages.filter((mail) => /^<lunch-/.test(mail.header('message-id') ?? ''));
const idsSent = () => lunchMessages().map((mail) => mail.header('message-id'));

/** Waits until the day's report accounts for every planned e-mail. */
async function settled(lunch: LunchMail, date: string) {
  let report = (await lunch.sends.recent(7)).find((send) => send.date === date);
  const deadline = Date.now() + 15_000;
  while (!report || report.sent + report.failed + report.late + report.withdrawn + report.dropped < report.planned) {
    if (Date.now() > deadline) throw new Error(`the send of ${date} did not settle: ${JSON.stringify(report)}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
    report = (await lunch.sends.recent(7)).find((send) => send.date === date);
  }
  return report;
}

describe('the morning send on files', () => {
  it('sends nothing on Friday at 09:59, and one e-mail to each subscriber at 10:00', async () => {
    const seeded = await seed(4);
    at('2026-11-27T08:59:00Z');
    const lunch = await lunchMail();
    await lunch.tick();
    expect(await lunch.sends.recent(7)).toEqual([]);
    at('2026-11-27T09:00:00Z');
    await lunch.tick();
    const report = await settled(lunch, '2026-11-27');
    expect(report).toMatchObject({ planned: 4, sent: 4, failed: 0, late: 0, dropped: 0 });
    expect(idsSent().sort()).toEqual(seeded.map(({ id }) => `<lunch-2026-11-27-${id}@ballon.test>`).sort());
    expect(
      lunchMessages()
        .map((mail) => mail.envelopeTo[0])
        .sort(),
    ).toEqual(seeded.map(({ email }) => email).sort());
    const english = lunchMessages().find((mail) => mail.envelopeTo[0] === 'guest1@example.com')!;
    expect(english.header('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    expect(english.header('list-unsubscribe')).toBe(
      `<${SITE_URL}/en/denni-menu/odber/odhlaseni?t=${seeded[1]!.unsubscribe}>`,
    );
  });

  it('sends nothing on Saturday, Sunday or a closed Monday', async () => {
    await seed(2);
    hours = weekHours([{ date: '2026-11-30', name: { cs: 'Zavřeno', en: 'Closed' }, closed: true }]);
    menu = lunchMenu([...week, '2026-11-30'].map((date) => menuDay(date)));
    const lunch = await lunchMail();
    for (const instant of ['2026-11-28T09:30:00Z', '2026-11-29T09:30:00Z', '2026-11-30T09:30:00Z']) {
      at(instant);
      await lunch.tick();
    }
    expect(await lunch.sends.recent(30)).toEqual([]);
    expect(sink.attempts).toBe(0);
  });

  it('sends a day published after sendAt at once (Tuesday at 11:30)', async () => {
    await seed(2);
    menu = lunchMenu([menuDay('2026-11-24', { published: false })]);
    at('2026-11-24T09:00:00Z');
    const lunch = await lunchMail();
    await lunch.tick();
    expect(await lunch.sends.recent(7)).toEqual([]);
    at('2026-11-24T10:30:00Z');
    menu = lunchMenu([menuDay('2026-11-24')]);
    await lunch.tick();
    expect(await settled(lunch, '2026-11-24')).toMatchObject({ planned: 2, sent: 2 });
  });

  it('catches up after an outage until serving ends (Wednesday from 13:00), then the rest is late', async () => {
    const seeded = await seed(8);
    at('2026-11-25T12:00:00Z');
    // The first e-mail reaches the mail server as the clock strikes 14:00: what is not yet on its way is late.
    sink.beforeAnswer = async (attempt) => {
      if (attempt === 1) at('2026-11-25T13:00:00Z');
    };
    const lunch = await lunchMail();
    await lunch.tick();
    const report = await settled(lunch, '2026-11-25');
    expect(report.sent).toBeGreaterThanOrEqual(1);
    // At most the pool's 4 were on their way when serving ended.
    expect(report.sent).toBeLessThanOrEqual(4);
    expect(report).toMatchObject({ planned: 8, late: 8 - report.sent, failed: 0 });
    expect(lunchMessages()).toHaveLength(report.sent);
    // After serving ends a send is never planned: Thursday's process started at 14:00 sends nothing.
    at('2026-11-26T13:00:00Z');
    await lunch.tick();
    expect((await lunch.sends.recent(7)).map((send) => send.date)).toEqual(['2026-11-25']);
    expect(seeded).toHaveLength(8);
  });

  it('never sends again for a correction published after the send, nor after a restart (Thursday)', async () => {
    await seed(3);
    at('2026-11-26T09:00:00Z');
    const lunch = await lunchMail();
    await lunch.tick();
    await settled(lunch, '2026-11-26');
    at('2026-11-26T09:30:00Z');
    menu = lunchMenu(week.map((date) => menuDay(date, { note: { cs: 'Oprava', en: 'Correction' } })));
    await lunch.tick();
    await lunch.stop();
    const restarted = await lunchMail();
    await restarted.tick();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(sink.attempts).toBe(3);
    expect(await restarted.sends.recent(7)).toMatchObject([{ date: '2026-11-26', planned: 3, sent: 3 }]);
  });

  it('stops the e-mail of a subscriber who unsubscribes in the middle of the send', async () => {
    const seeded = await seed(8);
    const last = seeded.at(-1)!;
    sink.beforeAnswer = async (attempt) => {
      if (attempt === 1) expect(await subscribers().desk.unsubscribe(last.unsubscribe)).toBe('done');
    };
    at('2026-11-27T09:00:00Z');
    const lunch = await lunchMail();
    await lunch.tick();
    expect(await settled(lunch, '2026-11-27')).toMatchObject({ planned: 8, sent: 7, dropped: 1 });
    expect(lunchMessages().map((mail) => mail.envelopeTo[0])).not.toContain(last.email);
  });

  it('two processes on one DATA_DIR plan once and send each e-mail once', async () => {
    await seed(6);
    at('2026-11-27T09:00:00Z');
    const [one, two] = [await lunchMail(), await lunchMail()];
    await Promise.all([one.tick(), two.tick()]);
    await settled(one, '2026-11-27');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(lunchMessages()).toHaveLength(6);
    expect(new Set(idsSent()).size).toBe(6);
    expect(await two.sends.recent(7)).toMatchObject([{ planned: 6, sent: 6 }]);
  });

  it('does not hold an enquiry back behind a paced send (MAIL_RATE=30)', async () => {
    await seed(3);
    at('2026-11-27T09:00:00Z');
    const contact = await createContactHarness({ smtpUrl: sink.url, dataDir });
    const enquiry = (message: string) =>
      request(contact.app)
        .post('/api/send-contact-email')
        .set('Origin', contact.config.siteUrl)
        .send({ name: 'Jana', email: 'jana@example.com', subject: 'Stůl', message })
        .expect(202);
    const enquiries = () => sink.messages.filter((mail) => mail.envelopeTo.includes('info@ballon.test'));
    try {
      // The enquiries' path warmed up first, so what is measured below is the queue, not a first load.
      await enquiry('Máte v pátek volno?');
      await waitFor(() => enquiries().length === 1, 5_000, 'the first enquiry');
      const lunch = await lunchMail({ MAIL_RATE: '30' });
      await lunch.tick();
      await waitFor(() => lunchMessages().length === 1, 5_000, 'the first lunch e-mail');
      await enquiry('A v sobotu?');
      await waitFor(() => enquiries().length === 2, 5_000, 'the enquiry posted during the send');
      // One lunch e-mail every 2 s, 3 planned: the enquiry went out while the send was still pacing.
      expect(lunchMessages().length).toBeLessThan(3);
      const [report] = await lunch.sends.recent(1);
      expect(report!.planned).toBe(3);
      expect(report!.sent).toBeLessThan(3);
    } finally {
      await contact.worker.stop();
    }
  });
});

describe('the morning send on Redis', () => {
  let server: RedisServer;

  beforeEach(async () => {
    server ??= await RedisServer.start();
    redisUrl = server.url;
    const admin = client();
    await admin.flushall();
  });

  afterEach(() => {
    redisUrl = null;
  });

  afterAll(async () => {
    await server?.remove();
  });

  it('two replicas on one redis-server plan once and send each e-mail once; the report counts each once', async () => {
    const seeded = await seed(6);
    at('2026-11-27T08:59:00Z');
    const [one, two] = [await lunchMail(), await lunchMail()];
    await Promise.all([one.tick(), two.tick()]);
    expect(await one.sends.recent(7)).toEqual([]);
    at('2026-11-27T09:00:00Z');
    await Promise.all([one.tick(), two.tick()]);
    const report = await settled(one, '2026-11-27');
    expect(report).toMatchObject({ planned: 6, sent: 6, failed: 0, dropped: 0 });
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(idsSent().sort()).toEqual(seeded.map(({ id }) => `<lunch-2026-11-27-${id}@ballon.test>`).sort());
    // A restart (or a third replica) after the send plans nothing again.
    const three = await lunchMail();
    await three.tick();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(sink.attempts).toBe(6);
    expect(redisErrors).toEqual([]);
  });
});
