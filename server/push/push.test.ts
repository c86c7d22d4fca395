/**
 * Web Push end to end on loopback: the server's pushes to a local push service that verifies
 * the VAPID JWT and decrypts each payload as the device's browser would (tests/support/push-endpoint.ts,
 * its own code on node:crypto), with the pair of keys kept in DATA_DIR/push.
 */
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pino from 'pino';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PushEndpoint } from '../../tests/support/push-endpoint';
import { createPush, type Push } from './index';

const SITE = 'https://www.restaurace-ballon.test';
const config = (dataDir: string) => ({ siteUrl: SITE, dataDir, mail: { to: 'Restaurace Ballon <majitel@ballon.cz>' } });

function logLines() {
  const lines: { level: number; msg: string; [key: string]: unknown }[] = [];
  const logger = pino({ level: 'info' }, { write: (line: string) => void lines.push(JSON.parse(line)) });
  return { logger, lines };
}

describe('push to the admin devices', () => {
  let dataDir: string;
  let endpoint: PushEndpoint;
  const opened: Push[] = [];
  const open = async (options: { timeoutMs?: number; accounts?: () => Promise<string[]> } = {}) => {
    const { logger, lines } = logLines();
    const push = await createPush(config(dataDir), { logger, redis: null, loopbackEndpoints: true, ...options });
    opened.push(push);
    endpoint.serverKey = await push.publicKey();
    return { push, lines };
  };

  beforeEach(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'push-'));
    endpoint = await PushEndpoint.start();
  });
  afterEach(async () => {
    await Promise.all(opened.splice(0).map((push) => push.close()));
    await endpoint.stop();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('makes the key pair once, keeps it 0600 in DATA_DIR/push, and has the same after a restart (two starts at once agree)', async () => {
    const [a, b] = await Promise.all([open(), open()]);
    const key = await a.push.publicKey();
    expect(await b.push.publicKey()).toBe(key);
    expect(Buffer.from(key, 'base64url')).toHaveLength(65);
    const file = path.join(dataDir, 'push', 'vapid.json');
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect(JSON.parse(await readFile(file, 'utf8'))).toMatchObject({ publicKey: key });
    await Promise.all(opened.splice(0).map((push) => push.close()));
    const again = await open();
    expect(await again.push.publicKey()).toBe(key);
  });

  it('sends a booking to every device in its own language, decrypted at the push service, with no guest detail', async () => {
    const { push } = await open();
    const czech = endpoint.device('owner-phone');
    const english = endpoint.device('staff-phone');
    expect((await push.subscribe({ email: 'majitel@ballon.cz', lang: 'cs' }, czech.subscription)).ok).toBe(true);
    expect((await push.subscribe({ email: 'staff@ballon.cz', lang: 'en' }, english.subscription)).ok).toBe(true);

    const report = await push.notifyOwners({
      kind: 'booking',
      date: '2026-12-03',
      time: '19:00',
      party: 4,
      pending: false,
      path: '/admin/bookings/2026-12-03#b-7',
    });
    expect(report).toEqual({ sent: 2, gone: 0, failed: 0 });
    expect(endpoint.refused).toEqual([]);
    const byDevice = Object.fromEntries(endpoint.received.map((push) => [push.device, push]));
    expect(byDevice['owner-phone']!.payload).toEqual({
      title: 'Nová rezervace',
      body: 'čt 3. 12. 19:00, 4 osoby',
      url: `${SITE}/admin/bookings/2026-12-03#b-7`,
      lang: 'cs',
    });
    expect(byDevice['staff-phone']!.payload).toMatchObject({
      title: 'New booking',
      body: expect.stringMatching(/^Thu, Dec 3, 7:00\s?PM, 4 guests$/),
      lang: 'en',
    });
    // RFC 8030's headers and RFC 8292's claims: kept a day, urgent, our contact.
    expect(byDevice['owner-phone']).toMatchObject({ ttl: '86400', urgency: 'high' });
    expect(byDevice['owner-phone']!.claims.sub).toBe('mailto:majitel@ballon.cz');
    expect(byDevice['owner-phone']!.claims.aud).toBe(endpoint.origin);
  });

  it('words a new enquiry, a waiting booking and a guest’s change, and refuses to word a booking out of shape', async () => {
    const { push, lines } = await open();
    const phone = endpoint.device('phone');
    await push.subscribe({ email: 'majitel@ballon.cz', lang: 'cs' }, phone.subscription);
    await push.notifyOwners({ kind: 'enquiry' });
    await push.notifyOwners({
      kind: 'booking',
      date: '2026-12-05',
      time: '12:30',
      party: 1,
      pending: true,
      path: '/admin/bookings',
    });
    await push.notifyOwners({
      kind: 'booking',
      date: '2026-12-05',
      time: '12:30',
      party: 7,
      pending: false,
      path: '/admin',
    });
    // A guest moved their booking by its link: said as a change, waiting again when it does.
    for (const pending of [false, true])
      await push.notifyOwners({
        kind: 'booking',
        date: '2026-12-06',
        time: '19:00',
        party: 4,
        pending,
        changed: true,
        path: '/admin/bookings?date=2026-12-06',
      });
    expect(endpoint.received.map((received) => received.payload)).toEqual([
      {
        title: 'Nová zpráva z webu',
        body: 'Otevřete ji v poptávkách ve správě webu.',
        url: `${SITE}/admin/inbox`,
        lang: 'cs',
      },
      {
        title: 'Rezervace čeká na potvrzení',
        body: 'so 5. 12. 12:30, 1 osoba',
        url: `${SITE}/admin/bookings`,
        lang: 'cs',
      },
      { title: 'Nová rezervace', body: 'so 5. 12. 12:30, 7 osob', url: `${SITE}/admin`, lang: 'cs' },
      {
        title: 'Host změnil rezervaci',
        body: 'ne 6. 12. 19:00, 4 osoby',
        url: `${SITE}/admin/bookings?date=2026-12-06`,
        lang: 'cs',
      },
      {
        title: 'Změněná rezervace čeká na potvrzení',
        body: 'ne 6. 12. 19:00, 4 osoby',
        url: `${SITE}/admin/bookings?date=2026-12-06`,
        lang: 'cs',
      },
    ]);
    // Another origin, a day that does not exist: nothing sent, a warn line, no throw.
    for (const bad of ['//evil.example/admin', 'https://evil.example/admin', '/admin\\@evil'])
      expect(
        await push.notifyOwners({
          kind: 'booking',
          date: '2026-12-05',
          time: '12:30',
          party: 2,
          pending: false,
          path: bad,
        }),
      ).toEqual({ sent: 0, gone: 0, failed: 1 });
    expect(
      await push.notifyOwners({
        kind: 'booking',
        date: '2026-02-30',
        time: '12:30',
        party: 2,
        pending: false,
        path: '/admin',
      }),
    ).toEqual({ sent: 0, gone: 0, failed: 1 });
    expect(endpoint.received).toHaveLength(5);
    expect(lines.filter((line) => line.level >= 50)).toEqual([]);
  });

  it('drops a device whose push service answers 410 or 404, and keeps the others', async () => {
    const { push, lines } = await open();
    const kept = endpoint.device('kept');
    const gone = endpoint.device('gone');
    const missing = endpoint.device('missing');
    for (const device of [kept, gone, missing])
      await push.subscribe({ email: 'majitel@ballon.cz', lang: 'cs' }, device.subscription);
    endpoint.answer('gone', 410);
    endpoint.answer('missing', 404);
    expect(await push.notifyOwners({ kind: 'enquiry' })).toEqual({ sent: 1, gone: 2, failed: 0 });
    expect((await push.devicesOf('majitel@ballon.cz')).map((device) => device.service)).toEqual([
      endpoint.origin.replace('http://', ''),
    ]);
    expect(await push.notifyOwners({ kind: 'enquiry' })).toEqual({ sent: 1, gone: 0, failed: 0 });
    expect(lines.filter((line) => line.msg.startsWith('push device dropped'))).toHaveLength(2);
  });

  it('never fails the caller when a push service hangs, drops the connection, answers 500 or is not there', async () => {
    const { push, lines } = await open({ timeoutMs: 300 });
    for (const name of ['hangs', 'resets', 'errs', 'fine'])
      await push.subscribe({ email: 'a@ballon.cz', lang: 'cs' }, endpoint.device(name).subscription);
    // A service that refuses connections: a port nobody listens on.
    const closed = await PushEndpoint.start();
    const nobody = closed.device('nobody');
    await closed.stop();
    await push.subscribe({ email: 'a@ballon.cz', lang: 'cs' }, nobody.subscription);
    endpoint.answer('hangs', 'hang');
    endpoint.answer('resets', 'reset');
    endpoint.answer('errs', 500);

    await expect(push.notifyOwners({ kind: 'enquiry' })).resolves.toEqual({ sent: 1, gone: 0, failed: 4 });
    // Each failure is a warn line, none an error; the failed devices stay (a service may be back later).
    const warned = lines.filter((line) => line.msg === 'push not delivered');
    expect(warned).toHaveLength(4);
    expect(warned.map((line) => String(line.reason)).sort()).toEqual(
      expect.arrayContaining([expect.stringMatching(/^no answer within 300 ms$/), 'push service answered 500']),
    );
    expect(lines.filter((line) => line.level >= 50)).toEqual([]);
    expect(await push.devicesOf('a@ballon.cz')).toHaveLength(5);
    // No endpoint is ever logged whole (a capability): the host only.
    expect(JSON.stringify(lines)).not.toContain('/push/');
  });

  it('tells no device of an account that no longer exists, and drops it', async () => {
    let accounts = ['majitel@ballon.cz', 'staff@ballon.cz'];
    const { push } = await open({ accounts: async () => accounts });
    await push.subscribe({ email: 'majitel@ballon.cz', lang: 'cs' }, endpoint.device('owner').subscription);
    await push.subscribe({ email: 'staff@ballon.cz', lang: 'cs' }, endpoint.device('staff').subscription);
    accounts = ['majitel@ballon.cz'];
    expect(await push.notifyOwners({ kind: 'enquiry' })).toEqual({ sent: 1, gone: 0, failed: 0 });
    expect(endpoint.received.map((received) => received.device)).toEqual(['owner']);
    expect(await push.devicesOf('staff@ballon.cz')).toEqual([]);
  });

  it('refuses an endpoint that is not https on a host name, too long, or keys that are no P-256 point and 16 bytes', async () => {
    const { logger } = logLines();
    const strict = await createPush(config(dataDir), { logger, redis: null });
    opened.push(strict);
    const device = endpoint.device('x');
    const keys = device.subscription.keys;
    const who = { email: 'a@ballon.cz', lang: 'cs' as const };
    // The test's own loopback endpoint: refused without loopbackEndpoints, as in production.
    expect(await strict.subscribe(who, device.subscription)).toEqual({ ok: false, refusal: 'push_endpoint_invalid' });
    for (const endpointUrl of [
      'http://push.example.net/x',
      'https://127.0.0.1/x',
      'https://[::1]/x',
      'https://localhost/x',
      'https://user:pw@push.example.net/x',
      `https://push.example.net/${'a'.repeat(1024)}`,
      'javascript:alert(1)',
      42,
    ])
      expect(await strict.subscribe(who, { endpoint: endpointUrl, keys })).toEqual({
        ok: false,
        refusal: 'push_endpoint_invalid',
      });
    const offCurve = Buffer.from(keys.p256dh, 'base64url');
    offCurve[64] = offCurve[64]! ^ 1;
    for (const bad of [
      { ...keys, auth: Buffer.alloc(15).toString('base64url') },
      { ...keys, auth: `${keys.auth}=` },
      { ...keys, p256dh: offCurve.toString('base64url') },
      { ...keys, p256dh: keys.p256dh.slice(2) },
      { p256dh: keys.p256dh },
      null,
    ])
      expect(await strict.subscribe(who, { endpoint: 'https://push.example.net/x', keys: bad })).toEqual({
        ok: false,
        refusal: 'push_keys_invalid',
      });
    expect(await strict.subscribe(who, { endpoint: 'https://fcm.googleapis.com/fcm/send/abc', keys })).toMatchObject({
      ok: true,
      device: { service: 'fcm.googleapis.com' },
    });
  });

  it('keeps at most ten devices per account (the oldest goes), and lets an account switch off only its own', async () => {
    let clock = Date.parse('2026-01-01T10:00:00Z');
    const { logger } = logLines();
    const push = await createPush(config(dataDir), {
      logger,
      redis: null,
      loopbackEndpoints: true,
      now: () => new Date((clock += 1000)),
    });
    opened.push(push);
    const ids: string[] = [];
    for (let n = 0; n < 12; n += 1) {
      const answer = await push.subscribe({ email: 'a@ballon.cz', lang: 'cs' }, endpoint.device(`d${n}`).subscription);
      if (answer.ok) ids.push(answer.device.id);
    }
    const mine = await push.devicesOf('a@ballon.cz');
    expect(mine.map((device) => device.id)).toEqual(ids.slice(2).reverse());
    expect(await push.unsubscribe('b@ballon.cz', ids[5]!)).toBe(false);
    expect(await push.test('b@ballon.cz', ids[5]!)).toBe('not_found');
    expect(await push.unsubscribe('a@ballon.cz', ids[5]!)).toBe(true);
    expect(await push.devicesOf('a@ballon.cz')).toHaveLength(9);
  });
});
