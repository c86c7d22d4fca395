/**
 * The staff role behind the admin's real guards (permissions.ts, src/admin/api/roles.ts):
 * every request staff may not make is a 403 in the staff member's language before anything
 * is written (no content byte, no history entry, no stored photo, no audit entry, no
 * account change, no erased enquiry); every one staff may make works.
 */
import { createHash } from 'node:crypto';
import { cp, readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminApiMessages } from '../../src/i18n/admin-api-messages';
import { SITE } from '../../tests/support/admin-harness';
import { inboxHarness, OWNER, type InboxHarness } from '../../tests/support/enquiry-inbox';
import { multipart, multipartType, phonePhoto } from './photos/upload-fixtures.test-support';

const STAFF = 'staff@example.cz';
let inbox: InboxHarness;
let staff: string;
let enquiry: string;
let contentDir: string;

/** Every file under the content folder (history and photos included) with a hash of its bytes. */
async function snapshot(): Promise<Record<string, string>> {
  const entries = await readdir(contentDir, { recursive: true, withFileTypes: true });
  const files: Record<string, string> = {};
  for (const entry of entries.filter((each) => each.isFile())) {
    const full = path.join(entry.parentPath, entry.name);
    files[path.relative(contentDir, full)] = createHash('sha256')
      .update(await readFile(full))
      .digest('hex');
  }
  return files;
}

type Method = 'get' | 'put' | 'post' | 'patch' | 'delete';

/** A request to the admin API as the admin client sends it: same origin, a session, a language. */
function call(method: Method, url: string, { cookie = staff, lang = 'cs' as 'cs' | 'en', ifMatch = '' } = {}) {
  const agent = request(inbox.harness.app);
  const req = agent[method](`/admin/api${url}`).set('Origin', SITE).set('Accept-Language', lang).set('Cookie', cookie);
  return ifMatch ? req.set('If-Match', ifMatch) : req;
}

/** A content file as the editor reads it (as the owner): its version and data. */
async function read(file: string): Promise<{ version: string; data: Record<string, unknown> }> {
  const answer = await call('get', `/content/${file}`, { cookie: inbox.cookie }).expect(200);
  return answer.body as { version: string; data: Record<string, unknown> };
}

beforeAll(async () => {
  inbox = await inboxHarness();
  contentDir = path.join(inbox.dataDir, 'content');
  await cp(path.resolve('content'), contentDir, { recursive: true });
  ({ cookie: staff } = await inbox.harness.register(STAFF, undefined, 'staff'));
  enquiry = await inbox.post({
    name: 'Jana Dvořáková',
    email: 'jana@example.com',
    subject: 'Salonek',
    message: 'Dobrý den, máte volno?',
    lang: 'cs',
  });
  await inbox.reach(enquiry, 'sent');
}, 120_000);
afterAll(async () => inbox?.dispose());

describe('what staff may not do', () => {
  it('each is a 403 in the staff member’s language, and nothing is written', async () => {
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Prague' }).format(new Date());
    // A version to restore: the owner marks today closed once.
    await call('post', '/today', { cookie: inbox.cookie })
      .send({ kind: 'closed', reason: { cs: 'Zavřeno', en: 'Closed' } })
      .expect(200);
    const versions = (await call('get', '/history/hours', { cookie: inbox.cookie }).expect(200)).body.versions as {
      id: string;
    }[];
    const photo = multipart([
      { name: 'file', filename: 'salonek.jpg', contentType: 'image/jpeg', data: await phonePhoto('jpeg') },
    ]);
    const ownersKey = (await inbox.harness.state.listPasskeys()).find((key) => key.owner === OWNER)!;

    const refused: [Method, string, object | Buffer | undefined, string?][] = [];
    // In the files staff may save: the daily menu's serving hours (not its days), and a sample value confirmed.
    const lunch = await read('dailyMenu');
    refused.push([
      'put',
      '/content/dailyMenu',
      { data: { ...lunch.data, serving: { from: '06:00', until: '23:00' } } },
      lunch.version,
    ]);
    const notices = await read('announcements');
    refused.push(['put', '/content/announcements', { data: notices.data, confirm: [['items']] }, notices.version]);
    // Today is closed (the owner said so above): "closing early" would open it again.
    refused.push(['post', '/today', { kind: 'closes-early', closes: '20:00', reason: { cs: 'Dříve', en: 'Early' } }]);
    for (const file of ['venue', 'hours', 'drinks', 'events', 'lounge', 'links', 'photos']) {
      const { version, data } = await read(file);
      // The hours are read by the lunch week (its closed days), never saved: only the PUT is refused.
      if (file !== 'hours') refused.push(['get', `/content/${file}`, undefined]);
      refused.push(['put', `/content/${file}`, { data }, version]);
    }
    // The food menu: staff mark a dish sold out (below), and change nothing else, not even beside a mark.
    const food = await read('foodMenu');
    const dish = () => (food.data as { sections: { items: Record<string, unknown>[] }[] }).sections[0]!.items[0]!;
    const withDish = (change: Record<string, unknown>) => {
      const data = structuredClone(food.data) as { sections: { items: Record<string, unknown>[] }[] };
      Object.assign(data.sections[0]!.items[0]!, change);
      return data;
    };
    refused.push(
      ['put', '/content/foodMenu', { data: withDish({ price: (dish().price as number) + 10 }) }, food.version],
      [
        'put',
        '/content/foodMenu',
        { data: withDish({ soldOut: today, name: { cs: 'Jiné', en: 'Other' } }) },
        food.version,
      ],
      ['put', '/content/foodMenu', { data: withDish({ soldOut: today }), confirm: [['sections']] }, food.version],
      ['get', '/history/foodMenu', undefined],
    );
    refused.push(
      ['post', `/history/hours/${versions[0]!.id}/restore`, {}],
      ['get', '/history/hours', undefined],
      ['post', '/photos', photo],
      ['get', '/photos', undefined],
      ['get', '/checklist', undefined],
      ['get', '/audit', undefined],
      ['get', '/owners', undefined],
      ['post', '/invitations', { email: 'new@example.cz', role: 'staff' }],
      ['post', '/invitations', { email: STAFF }],
      ['patch', `/owners/${STAFF}`, { role: 'owner' }],
      ['patch', `/owners/${OWNER}`, { role: 'staff' }],
      ['delete', `/owners/${OWNER}`, undefined],
      ['delete', `/passkeys/${ownersKey.id}`, undefined],
      ['delete', `/enquiries/${enquiry}`, undefined],
    );

    const before = await snapshot();
    const audit = await inbox.harness.state.listAudit(1000);
    const accounts = await inbox.harness.state.listOwners();
    const passkeys = await inbox.harness.state.listPasskeys();
    let n = 0;
    for (const [method, url, body, ifMatch] of refused) {
      const lang = n++ % 2 === 0 ? 'cs' : 'en';
      let req = call(method, url, { lang, ifMatch });
      if (body instanceof Buffer) req = req.set('Content-Type', multipartType).send(body);
      else if (body !== undefined) req = req.send(body);
      const answer = await req;
      expect(answer.status, `${method} ${url} ${answer.text}`).toBe(403);
      expect(answer.body, `${method} ${url}`).toEqual({
        error: { code: 'staff_forbidden', message: adminApiMessages[lang].errors.staff_forbidden },
      });
    }
    expect(await snapshot()).toEqual(before);
    expect(await inbox.harness.state.listAudit(1000)).toEqual(audit);
    expect(await inbox.harness.state.listOwners()).toEqual(accounts);
    expect(await inbox.harness.state.listPasskeys()).toEqual(passkeys);
    expect((await inbox.list()).map((entry) => entry.id)).toContain(enquiry);
  });
});

describe('what staff may do', () => {
  it('publish the lunch and announcements, today’s exception, the inbox: each works and is audited with the role', async () => {
    const session = (await call('get', '/session').expect(200)).body;
    expect(session.owner).toEqual({ email: STAFF, role: 'staff' });
    expect((await call('get', '/content').expect(200)).body.files.length).toBeGreaterThan(0);
    // The hours, read for the lunch week's closed days (saving them is refused above).
    expect((await call('get', '/content/hours').expect(200)).body.data.regular).toBeDefined();

    for (const file of ['dailyMenu', 'announcements']) {
      const { version, data } = (await call('get', `/content/${file}`).expect(200)).body;
      const saved = await call('put', `/content/${file}`, { ifMatch: version }).send({ data });
      expect(saved.status, file).toBe(200);
      expect((await call('get', `/history/${file}`).expect(200)).body.versions).toBeInstanceOf(Array);
    }
    // A food menu dish sold out today, and on offer again: two ordinary saves, audited.
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Prague' }).format(new Date());
    const food = (await call('get', '/content/foodMenu').expect(200)).body as {
      version: string;
      data: { sections: { items: Record<string, unknown>[] }[] };
    };
    const soldOut = structuredClone(food.data);
    soldOut.sections[0]!.items[0]!.soldOut = today;
    const marked = await call('put', '/content/foodMenu', { ifMatch: food.version })
      .send({ data: soldOut })
      .expect(200);
    expect(await readFile(path.join(contentDir, 'food-menu.yaml'), 'utf8')).toContain(`soldOut: ${today}`);
    await call('put', '/content/foodMenu', { ifMatch: marked.body.version }).send({ data: food.data }).expect(200);
    expect(await readFile(path.join(contentDir, 'food-menu.yaml'), 'utf8')).not.toContain('soldOut');
    // Closing early: earlier than today's hours say, never later. (The owner first takes back the
    // day's exception the test above made; the sample opens 10:00–22:00 every day but holidays.)
    const owned = await read('hours');
    const exceptions = (owned.data.exceptions as { date: string }[]).filter((entry) => entry.date !== today);
    await call('put', '/content/hours', { cookie: inbox.cookie, ifMatch: owned.version })
      .send({ data: { ...owned.data, exceptions } })
      .expect(200);
    const early = { kind: 'closes-early', reason: { cs: 'Dříve', en: 'Early' } };
    await call('post', '/today')
      .send({ ...early, closes: '23:30' })
      .expect(403);
    await call('post', '/today')
      .send({ ...early, closes: '24:00' })
      .expect(403);
    await call('post', '/today')
      .send({ ...early, closes: '14:00' })
      .expect(200);
    const hours = await readFile(path.join(contentDir, 'hours.yaml'), 'utf8');
    await call('post', '/today')
      .send({ kind: 'closed', reason: { cs: 'Soukromá akce', en: 'Private event' } })
      .expect(200);
    expect(await readFile(path.join(contentDir, 'hours.yaml'), 'utf8')).not.toBe(hours);

    expect((await call('get', '/enquiries').expect(200)).body.enquiries.map((e: { id: string }) => e.id)).toContain(
      enquiry,
    );
    await call('patch', `/enquiries/${enquiry}`).send({ status: 'answered' }).expect(200);
    // Sent already: the inbox's own refusal (not the guard's), so staff reached it.
    const retry = await call('post', `/enquiries/${enquiry}/retry`).send({});
    expect(retry.body.error.code).toBe('enquiry_not_failed');

    const audit = await inbox.harness.state.listAudit(20);
    const byStaff = audit.filter((entry) => 'by' in entry && entry.by === STAFF);
    expect(byStaff.map((entry) => entry.type)).toEqual(expect.arrayContaining(['content-save', 'enquiry-status']));
    expect(byStaff.every((entry) => entry.actorRole === 'staff')).toBe(true);
    expect(audit.find((entry) => 'by' in entry && entry.by === OWNER)?.actorRole).toBe('owner');
  });
});
