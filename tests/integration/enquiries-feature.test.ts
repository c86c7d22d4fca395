import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pino from 'pino';
import request from 'supertest';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../../server/config/config';
import { createEnquiries } from '../../server/enquiries';
import { contactApiSchema } from '../../src/forms/contact-api';
import { contactForm, createContactHarness, validBody, type ContactHarness } from '../support/contact-harness';
import { brokenRules } from '../support/probe-rules';
import { createTestApp } from '../support/test-app';

/**
 * The enquiry path is one feature. What it promises the rest of the server:
 * one parse per request, one factory that gives the process what it needs (an inbox
 * among it), and dependency rules that say what its folders say.
 */

const SITE = 'https://www.restaurace-ballon.test';
let harness: ContactHarness | undefined;
afterEach(async () => {
  vi.restoreAllMocks();
  await harness?.dispose();
  harness = undefined;
});

describe('one parse per request', () => {
  it('the JSON post is parsed once (the API schema), the no-JS post never by the API schema (its form’s own)', async () => {
    harness = await createContactHarness({ startWorker: false });
    const apiParse = vi.spyOn(contactApiSchema, 'safeParse');
    const json = await request(harness.app).post('/api/send-contact-email').set('Origin', SITE).send(validBody);
    expect(json.status).toBe(202);
    expect(apiParse).toHaveBeenCalledTimes(1);
    apiParse.mockClear();
    const form = await request(harness.app)
      .post('/kontakt')
      .set('Origin', SITE)
      .type('form')
      .send({ ...contactForm, message: 'Jiná zpráva, stůl pro 4.' });
    expect(form.status).toBe(303);
    expect(apiParse).not.toHaveBeenCalled();
    expect(harness.outbox.pending()).toHaveLength(2);
  });
});

describe('the limit counts what the guest did', () => {
  it('an enquiry the queue could not confirm (504) is not a refused post: the guest who sends it again is not limited for it', async () => {
    const unconfirmed = { unconfirmed: true, message: 'no answer in time' };
    const queue = {
      enqueue: async () => Promise.reject(unconfirmed),
      replayOf: async () => null,
      writable: true,
      stats: () => ({ pending: 0, oldestPendingAgeSeconds: null }),
    };
    const { app } = createTestApp({
      env: { CONTACT_INVALID_RATE_LIMIT: '3', CONTACT_RATE_LIMIT: '20' },
      deps: { enquiries: { queue } },
    });
    const statuses = [];
    for (let n = 0; n < 5; n += 1)
      statuses.push(
        (
          await request(app)
            .post('/api/send-contact-email')
            .set('Origin', SITE)
            .send({ ...validBody, idempotencyKey: `k-${n}` })
        ).status,
      );
    const form = await request(app).post('/kontakt').set('Origin', SITE).type('form').send(contactForm);
    expect([...statuses, form.status]).toEqual([504, 504, 504, 504, 504, 504]);
  });
});

describe('createEnquiries without REDIS_URL', () => {
  it('gives the app its parts, the process its worker and queue, and the owner an inbox: list, retry, erase', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'enquiries-'));
    try {
      const config = loadConfig({
        NODE_ENV: 'test',
        SITE_URL: SITE,
        DATA_DIR: dataDir,
        MAIL_TO: 'info@ballon.test',
        MAIL_FROM: 'Ballon <web@ballon.test>',
      });
      const enquiries = await createEnquiries(config, { logger: pino({ level: 'silent' }), redis: null });
      const enquiry = {
        name: 'Jana',
        email: 'jana@example.com',
        subject: '',
        message: 'Dobrý den',
        lang: 'cs' as const,
      };
      const { id: first } = await enquiries.queue.enqueue(enquiry, null);
      const { id: second } = await enquiries.queue.enqueue({ ...enquiry, message: 'Druhá' }, null);
      expect(enquiries.parts.queue).toBe(enquiries.queue);

      const inbox = await enquiries.openInbox();
      const pending = await inbox.list(['pending', 'delivered', 'failed']);
      expect(pending.pending).toBe(2);
      expect(pending.entries.map(({ id, state, enquiry: kept }) => ({ id, state, message: kept?.message }))).toEqual([
        { id: first, state: 'pending', message: 'Dobrý den' },
        { id: second, state: 'pending', message: 'Druhá' },
      ]);
      // A pending enquiry is not erased (it is not delivered yet), nor retried (it has not failed).
      await expect(inbox.erase(first)).rejects.toThrow(/is pending/);
      await expect(inbox.retry(first)).rejects.toThrow(/is not in/);
      await expect(inbox.erase('../../etc/passwd')).rejects.toThrow(/not an outbox id/);

      // Delivered: the worker writes .eml files (no SMTP_URL) and moves both to sent/.
      const delivered = new Promise<void>((resolve) => {
        let count = 0;
        enquiries.worker.on('delivered', () => (count += 1) === 2 && resolve());
      });
      enquiries.worker.start();
      await delivered;
      await enquiries.worker.stop();
      const after = await inbox.list(['delivered']);
      expect(after.entries.map(({ id, state }) => ({ id, state }))).toEqual([
        { id: first, state: 'delivered' },
        { id: second, state: 'delivered' },
      ]);
      expect(after.entries[0]!.at).toMatch(/^\d{4}-\d\d-\d\dT/);

      // Erasure: every copy of it goes (sent/, the .eml), the other stays.
      const removed = await inbox.erase(first);
      expect(removed.some((file) => file.endsWith(`${first}.json`))).toBe(true);
      expect(removed.some((file) => file.endsWith(`${first}.eml`))).toBe(true);
      expect((await inbox.list(['delivered', 'failed', 'pending'])).entries.map(({ id }) => id)).toEqual([second]);
      expect(await readdir(path.join(dataDir, 'mail'))).toEqual([`${second}.eml`]);
      await inbox.close();
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});

describe('the dependency rules say what the folders say', () => {
  it('refuses the feature’s insides outside it, the Redis backend outside its room, and a feature inside document', async () => {
    const rules = await brokenRules({
      'server/http/probe-outside-the-feature.ts': '../enquiries/accept',
      'server/document/probe-document.ts': '../enquiries',
      'server/enquiries/probe-root.ts': './redis-queue/queue',
      'server/enquiries/redis-queue/probe-backend.ts': '../file-queue/outbox',
      'server/mail/probe-mail.ts': '../enquiries',
      'server/enquiries/probe-content.ts': '../content/store',
      'server/enquiries/probe-bullmq.ts': 'bullmq',
      'server/enquiries/probe-connection.ts': '../redis/connection',
    });
    expect(rules['server/http/probe-outside-the-feature.ts']).toContain('enquiries-insides');
    expect(rules['server/document/probe-document.ts']).toContain('document-imports');
    expect(rules['server/enquiries/probe-root.ts']).toContain('enquiries-redis-in-its-room');
    expect(rules['server/enquiries/redis-queue/probe-backend.ts']).toContain('enquiries-backends-apart');
    expect(rules['server/mail/probe-mail.ts']).toContain('mail-imports');
    expect(rules['server/enquiries/probe-content.ts']).toContain('enquiries-imports');
    expect(rules['server/enquiries/probe-bullmq.ts']).toContain('enquiries-no-redis-client-outside-its-room');
    expect(rules['server/enquiries/probe-connection.ts']).toContain('enquiries-no-redis-client-outside-its-room');
  }, 120_000);
});
