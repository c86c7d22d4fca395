/**
 * The owner's numbers ("Návštěvnost") and the lunch e-mail's subscribers ("Odběr menu") behind
 * the admin's real guards, over small fakes of their ports (server/admin/visits/port.ts,
 * server/admin/subscribers/port.ts; the real ones are server/visits' report and the
 * subscribers' and morning send's parts joined by server/index.ts): owners get the answers,
 * staff 403 `staff_forbidden` on all three routes before a port is asked, an address that is
 * none 422, a store out of reach 503 with a warning line and never an error line, and the
 * audit line of an erase holds no address.
 */
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pino from 'pino';
import request from 'supertest';
import { afterEach, describe, expect, it } from 'vitest';
import type { SubscribersPort, VisitsPort } from '../../server/admin';
import { createVisits } from '../../server/visits';
import { subscriberErased, subscribersSummary } from '../../src/admin/subscribers/contract';
import { sampleSubscribers } from '../../src/admin/subscribers/summary.test-support';
import { visitsReport } from '../../src/admin/visits/contract';
import { sampleVisitsReport } from '../../src/admin/visits/report.test-support';
import { createAdminHarness, SITE, type AdminHarness } from '../support/admin-harness';
import { loggedText, redactingLogger } from '../support/contact-harness';
import type { LogLine } from '../support/test-app';

const OWNER = 'majitel@example.cz';
const STAFF = 'personal@example.cz';
const GUEST = 'Jana.Novakova@example.cz';

/** The ports' fakes: what they were asked, and whether their store is out of reach. */
interface Fakes {
  asked: string[];
  down: boolean;
  subscribers: SubscribersPort;
  visits: VisitsPort;
}

function fakes(): Fakes {
  const kept = new Set([GUEST.toLowerCase()]);
  const fake: Fakes = {
    asked: [],
    down: false,
    subscribers: {
      summary: async () => {
        fake.asked.push('summary');
        if (fake.down) throw new Error('ECONNREFUSED 127.0.0.1:6379');
        return { ...sampleSubscribers(), confirmed: kept.size };
      },
      erase: async (email) => {
        fake.asked.push(`erase ${email}`);
        if (fake.down) throw new Error('ECONNREFUSED 127.0.0.1:6379');
        const erased = kept.delete(email.toLowerCase());
        return { erased, lettersLeft: erased ? 1 : 0 };
      },
    },
    visits: {
      report: async (now) => {
        fake.asked.push(`report ${now.toISOString()}`);
        if (fake.down) throw new Error('EACCES: DATA_DIR/visits');
        return sampleVisitsReport();
      },
    },
  };
  return fake;
}

let harness: AdminHarness | undefined;
afterEach(async () => {
  await harness?.dispose();
  harness = undefined;
});

async function stats(): Promise<{ fake: Fakes; lines: LogLine[]; owner: string; staff: string }> {
  const fake = fakes();
  const { logger, lines } = redactingLogger();
  harness = await createAdminHarness({ subscribers: fake.subscribers, visits: fake.visits, deps: { logger } });
  const { cookie: owner } = await harness.register(OWNER);
  const { cookie: staff } = await harness.register(STAFF, undefined, 'staff');
  return { fake, lines, owner, staff };
}

const api = (
  method: 'get' | 'post',
  url: string,
  { cookie, body, lang = 'cs' }: { cookie: string; body?: unknown; lang?: 'cs' | 'en' },
) => {
  const agent = request(harness!.app);
  const req = (method === 'get' ? agent.get(`/admin/api${url}`) : agent.post(`/admin/api${url}`))
    .set('Origin', SITE)
    .set('Accept-Language', lang)
    .set('Cookie', cookie);
  return body === undefined ? req : req.send(body as object);
};

const routes = [
  ['get', '/visits', undefined],
  ['get', '/subscribers', undefined],
  ['post', '/subscribers/erase', { email: GUEST }],
] as const;

describe("the owner's numbers and the subscribers, who may ask", () => {
  it('staff get 403 staff_forbidden on all three routes, in their language, before a port is asked', async () => {
    const { fake, staff } = await stats();
    for (const lang of ['cs', 'en'] as const)
      for (const [method, url, body] of routes) {
        const refused = await api(method, url, { cookie: staff, body, lang });
        expect(refused.status, `${method} ${url}`).toBe(403);
        expect(refused.body.error.code).toBe('staff_forbidden');
        expect(refused.body.error.message).toMatch(lang === 'cs' ? /majitel/ : /owner/);
      }
    expect(fake.asked).toEqual([]);
  });

  it('signed out: 401 on all three; another origin may not erase (403 cross_site)', async () => {
    const { fake, owner } = await stats();
    for (const [method, url, body] of routes) {
      const answer = await request(harness!.app)[method](`/admin/api${url}`).set('Origin', SITE).send(body);
      expect(answer.status, `${method} ${url}`).toBe(401);
    }
    const foreign = await request(harness!.app)
      .post('/admin/api/subscribers/erase')
      .set('Origin', 'https://evil.example')
      .set('Cookie', owner)
      .send({ email: GUEST });
    expect(foreign.status).toBe(403);
    expect(foreign.body.error.code).toBe('cross_site');
    expect(fake.asked).toEqual([]);
  });
});

describe('an owner reads the numbers', () => {
  it('GET /visits: the report up to now, fitting the screen’s contract, kept by no cache', async () => {
    const { fake, owner } = await stats();
    const answer = await api('get', '/visits', { cookie: owner }).expect(200);
    expect(answer.headers['cache-control']).toBe('private, no-store');
    expect(answer.body).toEqual(sampleVisitsReport());
    expect(visitsReport.safeParse(answer.body).success).toBe(true);
    expect(fake.asked).toHaveLength(1);
    expect(fake.asked[0]).toMatch(/^report \d{4}-\d{2}-\d{2}T/);
  });

  it('GET /subscribers: the counts and the last sends, and no address anywhere', async () => {
    const { owner } = await stats();
    const answer = await api('get', '/subscribers', { cookie: owner }).expect(200);
    expect(answer.body).toEqual({ ...sampleSubscribers(), confirmed: 1 });
    expect(subscribersSummary.safeParse(answer.body).success).toBe(true);
    expect(answer.text).not.toMatch(/@/);
  });
});

describe('an owner erases an address', () => {
  it('erases it (200), audited without the address; again: not there, nothing audited', async () => {
    const { fake, owner, lines } = await stats();
    const erased = await api('post', '/subscribers/erase', { cookie: owner, body: { email: ` ${GUEST} ` } }).expect(
      200,
    );
    expect(erased.body).toEqual({ erased: true, lettersLeft: 1 });
    expect(subscriberErased.safeParse(erased.body).success).toBe(true);
    expect(fake.asked).toEqual([`erase ${GUEST}`]);
    const again = await api('post', '/subscribers/erase', { cookie: owner, body: { email: GUEST } }).expect(200);
    expect(again.body).toEqual({ erased: false, lettersLeft: 0 });

    const audit = (await harness!.state.listAudit(100)).filter((entry) => entry.type === 'subscriber-erased');
    expect(audit).toEqual([{ at: expect.any(String), type: 'subscriber-erased', by: OWNER, actorRole: 'owner' }]);
    const logged = JSON.stringify(await harness!.state.listAudit(100)) + loggedText(lines);
    expect(logged.toLowerCase()).not.toContain('novakova');
  });

  it.each([
    ['no address', {}],
    ['not text', { email: 42 }],
    ['no @', { email: 'jana.example.cz' }],
    ['no domain dot', { email: 'jana@example' }],
    ['a space', { email: 'jana novakova@example.cz' }],
    ['too long', { email: `${'a'.repeat(250)}@example.cz` }],
  ])('refuses %s with 422 subscriber_email_invalid and the field’s message, in both languages', async (_, body) => {
    const { fake, owner } = await stats();
    for (const lang of ['cs', 'en'] as const) {
      const refused = await api('post', '/subscribers/erase', { cookie: owner, body, lang }).expect(422);
      expect(refused.body.error.code).toBe('subscriber_email_invalid');
      expect(refused.body.error.message).toMatch(lang === 'cs' ? /e-mailová adresa/ : /email address/);
      expect(refused.body.error.fields).toEqual([{ path: ['email'], message: refused.body.error.message }]);
    }
    expect(fake.asked).toEqual([]);
  });
});

describe('a store out of reach', () => {
  it('is 503 in words on all three routes, one warning line each and no error line, nothing audited', async () => {
    const { fake, owner, lines } = await stats();
    fake.down = true;
    const codes = { '/visits': 'visits_unavailable', '/subscribers': 'subscribers_unavailable' } as const;
    for (const [method, url, body] of routes) {
      for (const lang of ['cs', 'en'] as const) {
        const answer = await api(method, url, { cookie: owner, body, lang });
        expect(answer.status, `${method} ${url}`).toBe(503);
        expect(answer.body.error.code).toBe(url === '/visits' ? codes['/visits'] : codes['/subscribers']);
        expect(answer.body.error.message).toMatch(lang === 'cs' ? /Zkuste to prosím/ : /Please try again/);
      }
    }
    expect(lines.filter((line) => line.level >= 50)).toEqual([]);
    expect(lines.filter((line) => line.level === 40).length).toBeGreaterThanOrEqual(6);
    expect((await harness!.state.listAudit(100)).filter((entry) => entry.type === 'subscriber-erased')).toEqual([]);
  });
});

describe('over the real counts (server/visits on DATA_DIR)', () => {
  it('answers the report the screen reads: seeded hours in Prague days, the hosts ranked', async () => {
    const now = new Date('2026-11-30T11:30:00Z');
    const owner = await (async () => {
      const dataDir = await mkdtemp(path.join(tmpdir(), 'admin-visits-'));
      // Two UTC days' records as the flusher writes them: `<HH>|<key>`.
      await mkdir(path.join(dataDir, 'visits'));
      await writeFile(
        path.join(dataDir, 'visits', '2026-11-27.json'),
        JSON.stringify({ '10|v|dailyMenu|cs': 7, '10|r|mapy.cz': 3, '10|r|(direct)': 4, '11|p|contact|a': 1 }),
      );
      await writeFile(
        path.join(dataDir, 'visits', '2026-11-30.json'),
        JSON.stringify({ '09|v|dailyMenu|en': 2, '09|r|google.com': 2, '09|b': 1 }),
      );
      const visits = await createVisits({
        dataDir,
        siteUrl: SITE,
        redis: null,
        now: () => now,
        logger: pino({ level: 'silent' }),
      });
      harness = await createAdminHarness({ dataDir, visits: { report: () => visits.report(now) } });
      return (await harness.register(OWNER)).cookie;
    })();
    const answer = await api('get', '/visits', { cookie: owner }).expect(200);
    const report = visitsReport.parse(answer.body);
    expect(report.days.at(-1)).toBe('2026-11-30');
    const menu = report.pages.filter((row) => row.page === 'dailyMenu');
    expect(menu.find((row) => row.lang === 'cs')?.views[26]).toBe(7);
    expect(menu.find((row) => row.lang === 'en')?.views[29]).toBe(2);
    // Friday 27 November, 10:00 UTC is 11:00 in Prague.
    expect(report.lunchGrid.views[4]![11]).toBe(7);
    expect(report.referrers).toEqual([
      { host: 'mapy.cz', views: 3 },
      { host: 'google.com', views: 2 },
      { host: '(other)', views: 0 },
      { host: '(direct)', views: 4 },
    ]);
    expect(report.weekly.at(-1)).toMatchObject({ weekStart: '2026-11-30', bookings: 1 });
    expect(report.weekly.at(-2)).toMatchObject({ weekStart: '2026-11-23', enquiries: 1 });
  });
});
