/**
 * The optional `form` of an enquiry (contact, lounge), an extension of
 * the spec's call. It comes in the JSON body or from the page a no-JS form posts to, is
 * kept in the queued record on both backends, and a missing one reads as the contact
 * form (records kept before the field existed too). An unknown one is the usual 400, the
 * retired table request's included; the table requests kept from before still read as such.
 */
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config/config';
import { connectRedis } from '../redis/connection';
import {
  contactForm,
  createContactHarness,
  loungeForm,
  MAIL_FROM,
  MAIL_TO,
  redactingLogger,
  temporaryDataDir,
  validBody,
} from '../../tests/support/contact-harness';
import { RedisServer } from '../../tests/support/redis-server';
import { createTestApp } from '../../tests/support/test-app';
import { enquiryHash } from './redis-queue/claims';
import { createEnquiries } from './index';
import { formOf, parseQueuedEnquiry } from './enquiry';

const SITE = 'https://www.restaurace-ballon.test';
const post = (app: Parameters<typeof request>[0], body: object) =>
  request(app).post('/api/send-contact-email').set('Origin', SITE).send(body);

describe('the form of an enquiry, in the file outbox', () => {
  it('is kept as posted in the JSON body, as the page of a no-JS post, and as contact when missing', async () => {
    const harness = await createContactHarness({ startWorker: false, env: { CONTACT_RATE_LIMIT: '100' } });
    try {
      const stored = async (answer: request.Response) => {
        expect(answer.status, answer.text).toBe(202);
        return (await harness.outbox.read(answer.body.data.id as string))?.submission.form;
      };
      expect(await stored(await post(harness.app, { ...validBody, form: 'lounge' }))).toBe('lounge');
      expect(await stored(await post(harness.app, { ...validBody, message: 'Bez formuláře' }))).toBe('contact');

      const before = harness.outbox.pending().length;
      const pages = [
        ['/kontakt', contactForm, 'contact'],
        ['/en/kontakt', { ...contactForm, message: 'Hello, a table for two?' }, 'contact'],
        ['/konferencni-prostory-salonek', loungeForm, 'lounge'],
        ['/en/konferencni-prostory-salonek', { ...loungeForm, eventType: 'Workshop' }, 'lounge'],
      ] as const;
      for (const [page, fields] of pages)
        expect((await request(harness.app).post(page).set('Origin', SITE).type('form').send(fields)).status, page).toBe(
          303,
        );
      const ids = (await harness.outbox.scan()).slice(before);
      const forms = await Promise.all(ids.map(async (id) => (await harness.outbox.read(id))?.submission.form));
      expect(forms).toEqual(pages.map(([, , form]) => form));
    } finally {
      await harness.dispose();
    }
  });

  it('refuses an unknown form with the usual 400 in the body’s language, and stores nothing', async () => {
    const harness = await createContactHarness({ startWorker: false });
    try {
      const table = { date: '2026-06-20', time: '19:00', guests: 4 };
      for (const [form, lang, message] of [
        ['reservation', 'cs', 'Neplatná hodnota'],
        [null, 'en', 'Invalid value'],
        [['lounge'], 'cs', 'Neplatná hodnota'],
        ['table', 'cs', 'Neplatná hodnota'],
        ['table', 'en', 'Invalid value'],
      ] as const) {
        const answer = await post(harness.app, { ...validBody, lang, form, table });
        expect(answer.status).toBe(400);
        expect(answer.body.error).toMatchObject({ code: 'validation', fields: { form: [message] } });
      }
      expect(harness.outbox.pending()).toEqual([]);
    } finally {
      await harness.dispose();
    }
  });

  it('a record kept before the field existed reads as the contact form', async () => {
    const dataDir = await temporaryDataDir();
    try {
      const config = loadConfig({ NODE_ENV: 'test', SITE_URL: SITE, DATA_DIR: dataDir, MAIL_FROM, MAIL_TO });
      const { logger } = redactingLogger();
      const enquiries = await createEnquiries(config, { logger, redis: null });
      const id = '20261122T100000000Z-0123456789ab';
      const old = {
        version: 1,
        id,
        createdAt: '2026-11-22T10:00:00.000Z',
        idempotencyKey: null,
        submission: { name: 'Jan', email: 'jan@example.com', subject: '', message: 'Ahoj', lang: 'cs' },
      };
      await mkdir(path.join(dataDir, 'outbox'), { recursive: true });
      await writeFile(path.join(dataDir, 'outbox', `${id}.json`), JSON.stringify(old));
      const inbox = await enquiries.openInbox();
      const [entry] = (await inbox.list(['pending'])).entries;
      expect(entry).toMatchObject({ id, state: 'pending', enquiry: { name: 'Jan' } });
      expect(entry!.enquiry).not.toHaveProperty('form');
      expect(formOf(entry!.enquiry!)).toBe('contact');
      await inbox.close();
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});

it('a form this version does not know never makes a kept enquiry unreadable: it reads as the contact form', () => {
  const record = {
    version: 1,
    id: '20261122T100000000Z-0123456789ab',
    createdAt: '2026-11-22T10:00:00.000Z',
    idempotencyKey: null,
    submission: { ...validBody, form: 'banquet' },
  };
  const parsed = parseQueuedEnquiry(JSON.stringify(record));
  expect(parsed?.submission).toMatchObject({ name: validBody.name, message: validBody.message });
  expect(formOf(parsed!.submission)).toBe('contact');
  expect(
    parseQueuedEnquiry(JSON.stringify({ ...record, submission: { ...validBody, form: 'lounge' } }))?.submission.form,
  ).toBe('lounge');
  // A table request kept from before the booking replaced it: still one, with its date, time and party.
  const table = { date: '2026-06-20', time: '19:00', guests: 4 };
  expect(
    parseQueuedEnquiry(JSON.stringify({ ...record, submission: { ...validBody, form: 'table', table } }))?.submission,
  ).toMatchObject({ form: 'table', table });
});

describe('the form of an enquiry, in the Redis queue', () => {
  let redisServer: RedisServer;
  beforeAll(async () => void (redisServer = await RedisServer.start()));
  afterAll(async () => redisServer?.remove());

  it('is kept in the job and listed by the inbox; the contact form hashes as claims written before it', async () => {
    const dataDir = await temporaryDataDir();
    const { logger } = redactingLogger();
    const connections = connectRedis(redisServer.url, logger);
    try {
      const env = { SITE_URL: SITE, DATA_DIR: dataDir, MAIL_FROM, MAIL_TO, REDIS_URL: redisServer.url };
      const config = loadConfig({ NODE_ENV: 'test', ...env });
      const enquiries = await createEnquiries(config, { logger, redis: connections });
      const { app } = createTestApp({ env, deps: { logger, enquiries: enquiries.parts } });
      const lounge = await post(app, { ...validBody, form: 'lounge', idempotencyKey: 'redis-lounge' });
      const plain = await post(app, { ...validBody, message: 'Bez formuláře', idempotencyKey: 'redis-plain' });
      expect([lounge.status, plain.status]).toEqual([202, 202]);
      expect((await post(app, { ...validBody, form: 'lounge', idempotencyKey: 'redis-lounge' })).body.data.id).toBe(
        lounge.body.data.id,
      );

      const inbox = await enquiries.openInbox();
      const { entries } = await inbox.list(['pending', 'delivered', 'failed']);
      expect(Object.fromEntries(entries.map((entry) => [entry.id, entry.enquiry?.form]))).toEqual({
        [lounge.body.data.id]: 'lounge',
        [plain.body.data.id]: 'contact',
      });
      await inbox.close();

      const { form: _form, ...withoutForm } = { ...validBody, form: 'contact' as const };
      expect(enquiryHash({ ...validBody, form: 'contact' })).toBe(enquiryHash(withoutForm));
      expect(enquiryHash({ ...validBody, form: 'lounge' })).not.toBe(enquiryHash(withoutForm));
    } finally {
      await connections.close();
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
