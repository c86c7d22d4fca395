/**
 * The admin's push API (server/admin/push-routes.ts over server/push) and a new enquiry told
 * to the owners' phones: every push read at a local push service that checks the VAPID JWT and
 * decrypts the payload as a browser would (tests/support/push-endpoint.ts).
 */
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pino from 'pino';
import request from 'supertest';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createPush, type Push } from '../../server/push';
import { adminApi as csWords } from '../../src/i18n/cs/admin-api';
import { adminApi as enWords } from '../../src/i18n/en/admin-api';
import { createAdminHarness, SITE, type AdminHarness } from '../support/admin-harness';
import { createContactHarness, validBody, type ContactHarness } from '../support/contact-harness';
import { PushEndpoint } from '../support/push-endpoint';

let endpoint: PushEndpoint;
let harness: AdminHarness | undefined;
let contact: ContactHarness | undefined;
let push: Push | undefined;

beforeEach(async () => {
  endpoint = await PushEndpoint.start();
});
afterEach(async () => {
  await push?.close();
  await harness?.dispose();
  await contact?.dispose();
  await endpoint.stop();
  harness = contact = push = undefined;
});

/** The admin with push on its DATA_DIR, loopback endpoints allowed (as only tests do), and an owner and a staff member signed in. */
async function scene() {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'admin-push-'));
  push = await createPush(
    { siteUrl: SITE, dataDir, mail: { to: 'info@example.com' } },
    {
      logger: pino({ level: 'silent' }),
      redis: null,
      loopbackEndpoints: true,
      accounts: () => harness!.admin.accounts(),
    },
  );
  harness = await createAdminHarness({ dataDir, push });
  const owner = await harness.register('majitel@ballon.test');
  const staff = await harness.register('kuchar@ballon.test', undefined, 'staff');
  const api = (method: 'get' | 'post' | 'delete', path: string, cookie?: string, lang = 'cs') => {
    const call = request(harness!.app)[method](`/admin/api${path}`).set('Origin', SITE).set('Accept-Language', lang);
    return cookie ? call.set('Cookie', cookie) : call;
  };
  endpoint.serverKey = (await api('get', '/push/key', owner.cookie)).body.publicKey as string;
  return { api, owner: owner.cookie, staff: staff.cookie };
}

describe('the admin push API', () => {
  it('is 401 signed out and 403 from another origin, before anything is read or kept', async () => {
    const { api, owner } = await scene();
    const device = endpoint.device('phone');
    expect((await api('get', '/push/key')).status).toBe(401);
    expect((await api('get', '/push/devices')).status).toBe(401);
    expect((await api('post', '/push/devices').send(device.subscription)).status).toBe(401);
    expect((await api('delete', '/push/devices/AAAAAAAAAAAAAAAAAAAAAA')).status).toBe(401);
    const cross = await request(harness!.app)
      .post('/admin/api/push/devices')
      .set('Origin', 'https://evil.example')
      .set('Cookie', owner)
      .send(device.subscription);
    expect(cross.status).toBe(403);
    expect(await push!.devicesOf('majitel@ballon.test')).toEqual([]);
  });

  it('lets owners and staff switch a device on, see only their own, test it and switch it off', async () => {
    const { api, owner, staff } = await scene();
    const ownerPhone = endpoint.device('owner-phone');
    const staffPhone = endpoint.device('staff-phone');
    const on = await api('post', '/push/devices', owner).send(ownerPhone.subscription);
    expect(on.status).toBe(201);
    expect(on.body.device).toMatchObject({
      id: expect.stringMatching(/^[\w-]{22}$/),
      service: endpoint.origin.slice(7),
    });
    const staffOn = await api('post', '/push/devices', staff, 'en').send(staffPhone.subscription);
    expect(staffOn.status).toBe(201);

    // Each sees its own; the endpoint itself is never answered.
    const listed = await api('get', '/push/devices', staff);
    expect(listed.body.devices.map((device: { id: string }) => device.id)).toEqual([staffOn.body.device.id]);
    expect(JSON.stringify(listed.body)).not.toContain('/push/');

    // A test notification to one's own device, decrypted at the push service, in the device's language.
    const tested = await api('post', `/push/devices/${staffOn.body.device.id}/test`, staff);
    expect(tested.body).toEqual({ outcome: 'sent' });
    expect(endpoint.received.map((received) => [received.device, received.payload.title])).toEqual([
      ['staff-phone', 'Notifications work'],
    ]);

    // Another account's device is no device of yours: 404, and it stays.
    expect((await api('post', `/push/devices/${on.body.device.id}/test`, staff)).status).toBe(404);
    const foreign = await api('delete', `/push/devices/${on.body.device.id}`, staff);
    expect(foreign.status).toBe(404);
    expect(foreign.body.error).toEqual({
      code: 'push_device_not_found',
      message: csWords.errors.push_device_not_found,
    });
    expect(await push!.devicesOf('majitel@ballon.test')).toHaveLength(1);
    expect((await api('delete', '/push/devices/not-an-id', owner)).status).toBe(404);

    expect((await api('delete', `/push/devices/${on.body.device.id}`, owner)).status).toBe(204);
    expect((await api('get', '/push/devices', owner)).body).toEqual({ devices: [] });
  });

  it('refuses a subscription that is not https, too long, or with malformed keys: 400 in the admin language', async () => {
    const { api, owner } = await scene();
    const { keys } = endpoint.device('phone').subscription;
    const cases = [
      { body: { endpoint: 'http://push.example.net/x', keys }, code: 'push_endpoint_invalid' },
      { body: { endpoint: `https://push.example.net/${'x'.repeat(1100)}`, keys }, code: 'push_endpoint_invalid' },
      { body: { endpoint: 'https://push.example.net/x', keys: { ...keys, auth: 'short' } }, code: 'push_keys_invalid' },
      { body: { endpoint: 'https://push.example.net/x' }, code: 'push_keys_invalid' },
      { body: ['not', 'an', 'object'], code: 'push_endpoint_invalid' },
    ] as const;
    for (const { body, code } of cases) {
      const cs = await api('post', '/push/devices', owner).send(body);
      expect(cs.status).toBe(400);
      expect(cs.body.error).toEqual({ code, message: csWords.errors[code] });
      const en = await api('post', '/push/devices', owner, 'en').send(body);
      expect(en.body.error).toEqual({ code, message: enWords.errors[code] });
    }
    expect((await api('post', '/push/devices', owner).set('Content-Type', 'text/plain').send('x')).status).toBe(415);
    expect(harness!.logs.filter((line) => Number(line.level) >= 50)).toEqual([]);
  });

  it('drops the device of a revoked account instead of telling it', async () => {
    const { api, staff } = await scene();
    await api('post', '/push/devices', staff).send(endpoint.device('staff-phone').subscription);
    await harness!.state.removeOwner('kuchar@ballon.test');
    expect(await push!.notifyOwners({ kind: 'enquiry' })).toEqual({ sent: 0, gone: 0, failed: 0 });
    expect(endpoint.received).toEqual([]);
    expect(await push!.devicesOf('kuchar@ballon.test')).toEqual([]);
  });

  it('serves the manifest and the service worker open, under the admin CSP, the worker allowed the scope /admin', async () => {
    await scene();
    const worker = await request(harness!.app).get('/admin/service-worker.js');
    expect(worker.status).toBe(200);
    expect(worker.headers['content-type']).toMatch(/^text\/javascript/);
    expect(worker.headers['service-worker-allowed']).toBe('/admin');
    expect(worker.headers['content-security-policy']).toContain("default-src 'none'");
    expect(worker.headers['cache-control']).toBe('private, no-store');
    const manifest = await request(harness!.app).get('/admin/manifest.webmanifest').set('Accept-Language', 'en');
    expect(manifest.headers['content-type']).toMatch(/^application\/manifest\+json/);
    expect(JSON.parse(manifest.text)).toMatchObject({
      name: 'Website admin · Restaurace Ballon',
      start_url: '/admin',
      scope: '/admin',
      display: 'standalone',
      lang: 'en',
    });
    const shell = await request(harness!.app).get('/admin/sign-in');
    expect(shell.text).toContain('<link rel="manifest" href="/admin/manifest.webmanifest">');
    expect(shell.headers['content-security-policy']).toContain("manifest-src 'self'");
  });
});

describe('a new enquiry reaches the owners phones', () => {
  it('once per enquiry stored, never for a repeat or a honeypot, with nothing the guest wrote', async () => {
    const { api, owner } = await scene();
    await api('post', '/push/devices', owner).send(endpoint.device('owner-phone').subscription);
    const told: { id: string; form: string | undefined }[] = [];
    contact = await createContactHarness({
      env: { CONTACT_RATE_LIMIT: '1000' },
      notify: (created) => {
        told.push(created);
        void push!.notifyOwners({ kind: 'enquiry' });
      },
    });
    const post = (body: object) => request(contact!.app).post('/api/send-contact-email').send(body);
    const body = { ...validBody, idempotencyKey: 'b6c1a4e2-5f0d-4c1e-9a3b-7d2e1f0c9b8a' };
    const first = await post(body);
    expect(first.status).toBe(202);
    expect((await post(body)).status).toBe(202);
    expect((await post({ ...validBody, website: 'https://spam.example' })).status).toBe(202);
    expect(told).toEqual([{ id: first.body.data.id, form: 'contact' }]);
    await endpoint.until(1);
    expect(endpoint.refused).toEqual([]);
    expect(endpoint.received.map((received) => received.payload)).toEqual([
      {
        title: 'Nová zpráva z webu',
        body: 'Otevřete ji v poptávkách ve správě webu.',
        url: `${SITE}/admin/inbox`,
        lang: 'cs',
      },
    ]);
    const sent = JSON.stringify(endpoint.received);
    for (const guestText of [validBody.name, validBody.email, validBody.subject, 'pátek'])
      expect(sent).not.toContain(guestText);
  });

  it('answers the guest at once even when the push service hangs', async () => {
    const { api, owner } = await scene();
    await api('post', '/push/devices', owner).send(endpoint.device('owner-phone').subscription);
    endpoint.answer('owner-phone', 'hang');
    let pending: Promise<unknown> | undefined;
    contact = await createContactHarness({ notify: () => void (pending = push!.notifyOwners({ kind: 'enquiry' })) });
    const answer = await request(contact.app).post('/api/send-contact-email').send(validBody);
    expect(answer.status).toBe(202);
    // The push is still in flight (the service hangs) while the guest already has the answer.
    let settled = false;
    void pending!.then(() => (settled = true));
    await new Promise((resolve) => setImmediate(resolve));
    expect(settled).toBe(false);
  });
});
