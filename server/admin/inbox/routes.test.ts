/**
 * The inbox API over the outbox on disk, behind the admin's real
 * guards: who may call it, what it lists, and each change with its refusals. Every answer a
 * client can cause is a 4xx; none reaches a file for an id that is not one.
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { SESSION_IDLE_MS } from '../auth/sessions';
import request from 'supertest';
import { createAdminHarness } from '../../../tests/support/admin-harness';
import { redactingLogger } from '../../../tests/support/contact-harness';
import { inboxHarness, OWNER, type InboxHarness } from '../../../tests/support/enquiry-inbox';
import type { EnquiryInbox } from './kept-enquiries';

let inbox: InboxHarness;
afterEach(async () => inbox?.dispose());

const guest = {
  name: 'Jana Dvořáková',
  email: 'jana@example.com',
  subject: 'Salonek',
  message: 'Dobrý den, máte volno?',
  lang: 'cs',
};
const ID = '20261122T100000000Z-0123456789ab';
const changes = [
  ['patch', `/enquiries/${ID}`, { status: 'answered' }],
  ['post', `/enquiries/${ID}/retry`, {}],
  ['delete', `/enquiries/${ID}`, undefined],
] as const;

describe('who may use the inbox', () => {
  it('without a session, with a garbled or an idle-expired one: 401 for every route', async () => {
    inbox = await inboxHarness();
    for (const cookie of [null, 'ballon_admin=garbled', `ballon_admin=${'A'.repeat(43)}`]) {
      for (const [method, url, body] of [['get', '/enquiries', undefined], ...changes] as const) {
        const answer = await inbox.api(method, url, { body, cookie });
        expect(answer.status, `${method} ${url}`).toBe(401);
        expect(answer.body.error.code).toBe('unauthorized');
      }
    }
    inbox.harness.advance(SESSION_IDLE_MS + 1000);
    expect((await inbox.api('get', '/enquiries')).status).toBe(401);
  });

  it('from another origin every change is 403 before the session is looked at, signed in or not', async () => {
    inbox = await inboxHarness();
    const id = await inbox.post(guest);
    await inbox.reach(id, 'sent');
    for (const cookie of [inbox.cookie, null]) {
      for (const [method, url, body] of changes) {
        const answer = await inbox.api(method, url.replace(ID, id), { body, cookie, origin: 'https://evil.example' });
        expect(answer.status, `${method} ${url}`).toBe(403);
        expect(answer.body.error.code).toBe('cross_site');
      }
    }
    expect(await inbox.list()).toMatchObject([{ id, status: 'new', delivery: 'sent' }]);
  });
});

describe('the enquiries', () => {
  it('lists what is kept, newest first, with its form, delivery and the owner’s status (new until set)', async () => {
    inbox = await inboxHarness();
    const first = await inbox.post(guest);
    const second = await inbox.post({ ...guest, message: 'Salonek na 12. 12.', form: 'lounge' });
    await inbox.reach(first, 'sent');
    await inbox.reach(second, 'sent');
    const listed = await inbox.list();
    expect(listed).toEqual([
      {
        id: second,
        form: 'lounge',
        receivedAt: expect.any(String),
        name: guest.name,
        email: guest.email,
        subject: 'Salonek',
        message: 'Salonek na 12. 12.',
        delivery: 'sent',
        reason: null,
        cause: null,
        nextAttemptAt: null,
        // No SMTP_URL: written as an .eml file on this server, in nobody's mailbox.
        sentTo: 'here',
        status: 'new',
        table: null,
      },
      {
        id: first,
        form: 'contact',
        receivedAt: expect.any(String),
        name: guest.name,
        email: guest.email,
        subject: 'Salonek',
        message: guest.message,
        delivery: 'sent',
        reason: null,
        cause: null,
        nextAttemptAt: null,
        // No SMTP_URL: written as an .eml file on this server, in nobody's mailbox.
        sentTo: 'here',
        status: 'new',
        table: null,
      },
    ]);
    // The time it was accepted, as its record says.
    const record = JSON.parse(await readFile(path.join(inbox.dataDir, 'outbox', 'sent', `${first}.json`), 'utf8')) as {
      createdAt: string;
    };
    expect(listed[1]!.receivedAt).toBe(record.createdAt);
    expect((await inbox.api('get', '/enquiries')).headers['cache-control']).toBe('private, no-store');
  });

  it('lists a kept table request with its date, time and party, and takes confirmed and declined as its statuses', async () => {
    inbox = await inboxHarness();
    // Kept from before the booking replaced it (the intake takes none now): straight into the queue.
    const id = await inbox.enqueue({
      ...guest,
      lang: 'cs',
      subject: 'Rezervace stolu',
      message: 'Rezervace stolu',
      form: 'table',
      table: { date: '2026-06-20', time: '19:00', guests: 4 },
    });
    expect((await inbox.list()).find((enquiry) => enquiry.id === id)).toMatchObject({
      form: 'table',
      table: { date: '2026-06-20', time: '19:00', guests: 4 },
      status: 'new',
    });
    for (const status of ['confirmed', 'declined'] as const) {
      await inbox.api('patch', `/enquiries/${id}`, { body: { status } }).expect(200, { id, status });
      expect((await inbox.list()).find((enquiry) => enquiry.id === id)).toMatchObject({ status });
    }
    await inbox.api('patch', `/enquiries/${id}`, { body: { status: 'booked' } }).expect(422);
  });

  it('sets a status, shows it in the list and audits it without the enquiry’s text', async () => {
    inbox = await inboxHarness();
    const id = await inbox.post(guest);
    const answer = await inbox.api('patch', `/enquiries/${id}`, { body: { status: 'answered' } });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ id, status: 'answered' });
    expect((await inbox.list()).find((enquiry) => enquiry.id === id)).toMatchObject({ status: 'answered' });
    await inbox.api('patch', `/enquiries/${id}`, { body: { status: 'archived' } }).expect(200);
    expect((await inbox.list())[0]).toMatchObject({ id, status: 'archived' });

    const audits = inbox.lines.filter((line) => line.msg === 'admin audit: enquiry-status');
    expect(audits.map((line) => line.audit)).toEqual([
      {
        at: expect.any(String),
        type: 'enquiry-status',
        by: OWNER,
        enquiry: id,
        status: 'answered',
        actorRole: 'owner',
      },
      {
        at: expect.any(String),
        type: 'enquiry-status',
        by: OWNER,
        enquiry: id,
        status: 'archived',
        actorRole: 'owner',
      },
    ]);
    const text = JSON.stringify(inbox.lines);
    for (const typed of [guest.name, guest.email, guest.message]) expect(text).not.toContain(typed);
    expect((await inbox.harness.state.listAudit(1))[0]).toMatchObject({
      type: 'enquiry-status',
      enquiry: id,
      status: 'archived',
    });
  });

  it('refuses bad bodies (422, 415, 400), unknown ids (404) and ids that are not ids (400), in the admin’s language', async () => {
    inbox = await inboxHarness();
    const id = await inbox.post(guest);
    for (const body of [
      {},
      { status: 'done' },
      { status: 'NEW' },
      { status: null },
      { status: 'new', extra: 1 },
      { status: ['new'] },
      [],
    ]) {
      const answer = await inbox.api('patch', `/enquiries/${id}`, { body });
      expect(answer.status, JSON.stringify(body)).toBe(422);
      expect(answer.body).toEqual({
        error: { code: 'enquiry_status_invalid', message: expect.stringContaining('„answered“') },
      });
    }
    expect(
      (await inbox.api('patch', `/enquiries/${id}`, { body: { status: 'x' }, lang: 'en' })).body.error.message,
    ).toMatch(/^The status of an enquiry must be/);
    // The refusal names every status the API takes, the table request's two included.
    for (const [lang, words] of [
      ['cs', ['„new“', '„answered“', '„archived“', '„confirmed“', '„declined“']],
      ['en', ['“new”', '“answered”', '“archived”', '“confirmed”', '“declined”']],
    ] as const) {
      const { message } = (await inbox.api('patch', `/enquiries/${id}`, { body: { status: 'x' }, lang })).body
        .error as { message: string };
      for (const word of words) expect(message, lang).toContain(word);
    }
    // A message asked for no table: it is neither confirmed nor declined.
    for (const status of ['confirmed', 'declined']) {
      const answer = await inbox.api('patch', `/enquiries/${id}`, { body: { status } });
      expect(answer.status, status).toBe(422);
      expect(answer.body.error).toEqual({
        code: 'enquiry_status_not_table',
        message: 'Potvrdit nebo odmítnout lze jen žádost o stůl. Zprávu označte jako vyřízenou nebo archivovanou.',
      });
    }
    expect(
      (await inbox.api('patch', `/enquiries/${id}`, { body: { status: 'declined' }, lang: 'en' })).body.error.message,
    ).toBe('Only a table request can be confirmed or declined. Mark a message as answered or archived.');
    const text = await inbox.api('patch', `/enquiries/${id}`).set('Content-Type', 'text/plain').send('status=answered');
    expect(text.status).toBe(415);
    const broken = await inbox
      .api('patch', `/enquiries/${id}`)
      .set('Content-Type', 'application/json')
      .send('{"status":');
    expect(broken.status).toBe(400);
    const huge = await inbox.api('patch', `/enquiries/${id}`, { body: { status: 'new', pad: 'x'.repeat(100_000) } });
    expect(huge.status).toBe(413);

    const unknown = '20200101T000000000Z-0123456789ab';
    for (const [method, url, body] of [
      ['patch', `/enquiries/${unknown}`, { status: 'new' }],
      ['post', `/enquiries/${unknown}/retry`, {}],
      ['delete', `/enquiries/${unknown}`, undefined],
    ] as const) {
      const answer = await inbox.api(method, url, { body, lang: 'en' });
      expect(answer.status, `${method} ${url}`).toBe(404);
      expect(answer.body).toEqual({
        error: {
          code: 'enquiry_not_found',
          message: 'This enquiry is no longer kept: it was deleted, or the time enquiries are kept has passed.',
        },
      });
    }
    expect((await inbox.list())[0]).toMatchObject({ id, status: 'new' });
    expect(await inbox.harness.state.listStatuses()).toEqual({});
  });

  it('an id that is not one never reaches a file: path traversal, encodings, a prefix, a very long one', async () => {
    inbox = await inboxHarness();
    const victim = path.join(inbox.dataDir, 'victim.json');
    await writeFile(victim, '{"kept":true}');
    // Encoded separators, dots, NUL and overlong UTF-8 are refused by the app's URL checks before /admin, and
    // a bare `..` is resolved away by the client (404 either way); what reaches the inbox and is not an id is its 400.
    const refusedEarlier = [
      '..%2Fvictim',
      '..%2F..%2Fvictim.json',
      '%2E%2E%2Fvictim',
      `${ID}%00`,
      '%C0%AE%C0%AE',
      '..',
    ];
    const notIds = [
      `${ID}.json`,
      `${ID.toUpperCase()}`,
      `x${ID}`,
      `${ID}x`,
      '__proto__',
      'constructor',
      'a'.repeat(5000),
      '-',
      'x.y',
    ];
    for (const id of [...refusedEarlier, ...notIds]) {
      for (const [method, url, body] of [
        ['patch', `/enquiries/${id}`, { status: 'archived' }],
        ['post', `/enquiries/${id}/retry`, {}],
        ['delete', `/enquiries/${id}`, undefined],
      ] as const) {
        const answer = await inbox.api(method, url, { body });
        if (refusedEarlier.includes(id)) {
          expect(answer.status, `${method} ${url}`).toBe(404);
          continue;
        }
        expect(answer.status, `${method} ${url}`).toBe(400);
        expect(answer.body).toEqual({
          error: { code: 'enquiry_id_invalid', message: 'Tohle není označení žádné poptávky.' },
        });
      }
    }
    expect(await readFile(victim, 'utf8')).toBe('{"kept":true}');
    expect(await inbox.harness.state.listStatuses()).toEqual({});
    // A path the inbox does not have is the admin's 404, never a 5xx.
    for (const url of ['/enquiries/', `/enquiries/${ID}/retry/`, `/enquiries/${ID}/erase`, '/enquiries/a/b/c'])
      expect((await inbox.api('get', url)).status, url).toBe(404);
  });

  it('says so clearly when the status is set on a pending enquiry, and refuses to delete it (409) while it waits', async () => {
    inbox = await inboxHarness();
    await inbox.worker.stop();
    const id = await inbox.post(guest);
    expect(await inbox.list()).toMatchObject([{ id, delivery: 'queued', reason: null }]);
    await inbox.api('patch', `/enquiries/${id}`, { body: { status: 'answered' } }).expect(200);
    const retry = await inbox.api('post', `/enquiries/${id}/retry`, { body: {} });
    expect(retry.status).toBe(409);
    expect(retry.body.error.code).toBe('enquiry_not_failed');
    const remove = await inbox.api('delete', `/enquiries/${id}`, { lang: 'en' });
    expect(remove.status).toBe(409);
    expect(remove.body).toEqual({
      error: { code: 'enquiry_pending', message: expect.stringMatching(/^This enquiry cannot be deleted yet/) },
    });
    expect(await readFile(path.join(inbox.dataDir, 'outbox', `${id}.json`), 'utf8')).toContain(guest.message);
    expect(await inbox.list()).toMatchObject([{ id, delivery: 'queued', status: 'answered' }]);
  });
});

describe('an inbox that cannot be opened', () => {
  it('is the operator’s fault whatever it says: 503 and a warning, then opened again at the next request', async () => {
    let opens = 0;
    const empty: EnquiryInbox = {
      list: async () => ({ entries: [] }),
      retry: async () => undefined,
      erase: async () => [],
      close: async () => undefined,
    };
    const openInbox = async () => {
      opens += 1;
      // What the outbox says when DATA_DIR is not the server's user's: an InboxError, but no refusal of the owner's.
      if (opens === 1)
        throw Object.assign(new Error('cannot look at /data/outbox as uid 1000'), { name: 'InboxError' });
      return empty;
    };
    const { logger, lines } = redactingLogger();
    const harness = await createAdminHarness({ openInbox, deps: { logger } });
    try {
      const { cookie } = await harness.register(OWNER);
      const first = await request(harness.app).get('/admin/api/enquiries').set('Cookie', cookie);
      expect(first.status).toBe(503);
      expect(first.body.error.code).toBe('inbox_unavailable');
      expect(
        lines.filter((line) => line.msg === 'admin inbox: the enquiries cannot be reached').map((line) => line.level),
      ).toEqual([40]);
      const second = await request(harness.app).get('/admin/api/enquiries').set('Cookie', cookie);
      expect(second.status).toBe(200);
      expect(second.body).toEqual({ enquiries: [] });
      expect(opens).toBe(2);
    } finally {
      await harness.dispose();
    }
  });
});
