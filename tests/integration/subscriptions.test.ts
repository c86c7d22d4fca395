/**
 * The lunch menu by e-mail's list on real parts, as server/index.ts wires them: the subscribe
 * card's form (only when links.yaml's `menuSubscribe` is not set), the post, the confirmation
 * e-mail through the enquiries' durable queue to a real SMTP server (tests/support/smtp-sink.ts),
 * the confirmation link's page and button, the unsubscribe link's page and RFC 8058's one-click
 * POST from another site, re-subscribing, the limits; both languages, files and Redis.
 */
import { once } from 'node:events';
import { rm } from 'node:fs/promises';
import request from 'supertest';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config/config';
import { createEnquiries, type Enquiries } from '../../server/enquiries';
import { connectRedis, type RedisConnections } from '../../server/redis/connection';
import { redisCountStore } from '../../server/rate-limit/redis-stores';
import { createSubscribers, openSubscriberList, type SubscriberList, type Subscribers } from '../../server/subscribers';
import { MAIL_FROM, MAIL_TO, loggedText, redactingLogger, temporaryDataDir } from '../support/contact-harness';
import { decodeHeader, readBodies } from '../support/mime';
import { RedisServer } from '../support/redis-server';
import { SmtpSink, type ReceivedMail } from '../support/smtp-sink';
import { createTestApp, type LogLine } from '../support/test-app';
import { contentWithLinks, testContent } from '../support/test-content';

const SITE = 'https://www.restaurace-ballon.test';
const content = contentWithLinks({ menuSubscribe: null });

let redisServer: RedisServer;
let sink: SmtpSink;
beforeAll(async () => {
  [redisServer, sink] = await Promise.all([RedisServer.start(), new SmtpSink().start()]);
});
afterAll(async () => {
  await sink?.stop();
  await redisServer?.remove();
});

interface World {
  app: ReturnType<typeof createTestApp>['app'];
  subscribers: Subscribers;
  /** The list as the morning send reads it (server/lunch-mail is handed `subscribers.list`). */
  list: SubscriberList;
  enquiries: Enquiries;
  lines: LogLine[];
  appLines: LogLine[];
  /** The same list as another replica sees it (its own store on the same DATA_DIR or Redis). */
  replica(): SubscriberList;
  dispose(): Promise<void>;
}

let world: World | undefined;
afterEach(async () => {
  await world?.dispose();
  world = undefined;
  sink.messages.length = 0;
});

async function makeWorld(
  backend: 'files' | 'Redis',
  limits?: Parameters<typeof createSubscribers>[0]['limits'],
): Promise<World> {
  const dataDir = await temporaryDataDir();
  const { logger, lines } = redactingLogger();
  const config = loadConfig({
    NODE_ENV: 'test',
    SITE_URL: SITE,
    DATA_DIR: dataDir,
    MAIL_TO,
    MAIL_FROM,
    SMTP_URL: sink.url,
    ...(backend === 'Redis' ? { REDIS_URL: redisServer.url } : {}),
  });
  let redis: RedisConnections | null = null;
  if (backend === 'Redis') {
    redis = connectRedis(redisServer.url, logger);
    if (redis.requests.status !== 'ready') await once(redis.requests, 'ready');
    await redis.requests.flushall();
  }
  const enquiries = await createEnquiries(config, { logger, redis });
  enquiries.worker.start();
  const connection = redis;
  const subscribers = createSubscribers({
    dataDir,
    redis: connection?.requests ?? null,
    siteUrl: SITE,
    logger,
    now: () => new Date(),
    view: () => content.view(),
    queueLetter: enquiries.queueLetter,
    eraseLetters: enquiries.eraseLetters,
    ...(connection ? { limitStore: (prefix: string) => redisCountStore(connection.requests, prefix) } : {}),
    ...(limits ? { limits } : {}),
  });
  const { app, logs } = createTestApp({ env: { SITE_URL: SITE }, deps: { subscribers, content } });
  return {
    app,
    subscribers,
    list: subscribers.list,
    replica: () =>
      openSubscriberList({ dataDir, redis: connection?.requests ?? null, siteUrl: SITE, now: () => new Date() }).list,
    enquiries,
    lines,
    appLines: logs,
    async dispose() {
      await subscribers.stop();
      await enquiries.worker.stop();
      await redis?.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** Waits until the sink holds `count` messages. */
async function mails(count: number): Promise<ReceivedMail[]> {
  for (let waited = 0; sink.messages.length < count; waited += 20) {
    if (waited > 10_000) throw new Error(`${sink.messages.length} of ${count} e-mails arrived`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return sink.messages.slice(0, count);
}

/** The confirmation link in a received e-mail's text. */
function linkIn(mail: ReceivedMail): URL {
  const match = /https:\/\/www\.restaurace-ballon\.test\/\S*odber\/potvrzeni\?t=[\w.-]+/.exec(
    readBodies(mail.raw).text,
  );
  if (!match) throw new Error('no confirmation link');
  return new URL(match[0]);
}

/** The page's form's hidden token and action. */
function buttonOf(html: string): { action: string; token: string } {
  const action = /<form method="post" action="([^"]+)">/.exec(html)?.[1];
  const token = /name="t" value="([^"]+)"/.exec(html)?.[1];
  if (!action || !token) throw new Error('no button');
  return { action, token };
}

const subscribe = (app: World['app'], path: string, fields: Record<string, string>) =>
  request(app).post(path).type('form').send(fields);

const sentToo = async (extra = 150) => {
  await new Promise((resolve) => setTimeout(resolve, extra));
};

describe('the subscribe card', () => {
  it('holds our own form in both languages when menuSubscribe is not set, and the spec’s link when it is', async () => {
    const { app } = createTestApp({ deps: { content } });
    const cs = await request(app).get('/denni-menu').expect(200);
    expect(cs.text).toContain('id="odber"');
    expect(cs.text).toContain('action="/denni-menu/odber" method="post"');
    expect(cs.text).toContain('Chci každý všední den dostávat polední menu e-mailem');
    expect(cs.text).toMatch(/<input[^>]*id="odber-lang-cs"[^>]*checked/);
    const en = await request(app).get('/en/denni-menu').expect(200);
    expect(en.text).toContain('action="/en/denni-menu/odber" method="post"');
    expect(en.text).toContain('Send me the lunch menu by email every weekday');
    expect(en.text).toMatch(/<input[^>]*id="odber-lang-en"[^>]*checked/);
    const linked = createTestApp({ deps: { content: testContent } }).app;
    const withLink = await request(linked).get('/denni-menu').expect(200);
    expect(withLink.text).toContain('https://menu.example.com/subscribe');
    expect(withLink.text).not.toContain('action="/denni-menu/odber"');
  });
});

describe.each(['files', 'Redis'] as const)('subscribing on %s', (backend) => {
  it('cs: post, 303, the confirmation at the sink, nothing else; the link’s page, its button confirms', async () => {
    world = await makeWorld(backend);
    const { app, list } = world;
    const posted = await subscribe(app, '/denni-menu/odber', {
      email: 'Jana.Odberova@example.cz',
      lang: 'cs',
      consent: 'on',
      website: '',
    }).expect(303);
    expect(posted.headers.location).toBe('/denni-menu/odber');
    const page = await request(app).get('/denni-menu/odber').expect(200);
    expect(page.text).toContain('Zkontrolujte svou e-mailovou schránku');
    const [mail] = await mails(1);
    expect(mail!.envelopeTo).toEqual(['Jana.Odberova@example.cz']);
    expect(decodeHeader(mail!.header('Subject')!)).toBe('Potvrďte odběr poledního menu – Restaurace Ballon');
    expect(mail!.header('Message-ID')).toMatch(/^<subscription-[a-z2-7]{26}-confirm-1@www\.restaurace-ballon\.test>$/);
    expect(await list.confirmed()).toEqual([]);

    const link = linkIn(mail!);
    expect(link.pathname).toBe('/denni-menu/odber/potvrzeni');
    const shown = await request(app).get(`${link.pathname}${link.search}`).expect(200);
    expect(shown.headers['cache-control']).toBe('no-store');
    // The GET changes nothing: a mail scanner following the link confirms nobody.
    expect(await list.confirmed()).toEqual([]);
    const button = buttonOf(shown.text);
    expect(button.action).toBe('/denni-menu/odber/potvrzeni');
    const confirmed = await request(app).post(button.action).type('form').send({ t: button.token }).expect(200);
    expect(confirmed.text).toContain('Odběr je potvrzený');
    // The subscriber's own unsubscribe page is linked right there.
    expect(confirmed.text).toMatch(/href="\/denni-menu\/odber\/odhlaseni\?t=[a-z2-7]{26}\.[\w-]{22}"/);
    // The link opened again: it says the subscription is confirmed already, links the way out, asks nothing.
    const again = await request(app).get(`${link.pathname}${link.search}`).expect(200);
    expect(again.text).toContain('Odběr už je potvrzený');
    expect(again.text).not.toContain('<form');
    expect(again.text).toMatch(/href="\/denni-menu\/odber\/odhlaseni\?t=[a-z2-7]{26}\.[\w-]{22}"/);
    const [entry] = await list.confirmed();
    expect(entry).toMatchObject({ lang: 'cs' });
    // Another replica's store on the same DATA_DIR or Redis reads the same list.
    expect(await world.replica().confirmed()).toEqual([entry]);
    expect(await list.recipient(entry!.id)).toMatchObject({ email: 'Jana.Odberova@example.cz' });
    await sentToo();
    expect(sink.messages).toHaveLength(1);
    // No address in any log line: the server's nor the requests'.
    expect(loggedText(world.lines) + loggedText(world.appLines)).not.toMatch(/odberova/i);
  });

  it('en without JavaScript: the form’s language; the unsubscribe link’s page and button; re-subscribe is a new confirmation', async () => {
    world = await makeWorld(backend, {
      postsPerClient: 10,
      refusedPerClient: 30,
      clientWindowMs: 600_000,
      lettersPerAddressDay: 5,
      addressDayMs: 86_400_000,
      lettersPerAddressWindow: 5,
      addressWindowMs: 600_000,
    });
    const { app, subscribers } = world;
    await subscribe(app, '/en/denni-menu/odber', { email: 'tom@example.com', lang: 'en', consent: 'on' })
      .expect(303)
      .expect('Location', '/en/denni-menu/odber');
    const [mail] = await mails(1);
    expect(decodeHeader(mail!.header('Subject')!)).toBe('Confirm your lunch menu subscription – Ballon Restaurant');
    const link = linkIn(mail!);
    expect(link.pathname).toBe('/en/denni-menu/odber/potvrzeni');
    const { action, token } = buttonOf((await request(app).get(`${link.pathname}${link.search}`).expect(200)).text);
    await request(app).post(action).type('form').send({ t: token }).expect(200);
    const [entry] = await subscribers.list.confirmed();
    const recipient = await subscribers.list.recipient(entry!.id);
    const unsubscribe = new URL(recipient!.unsubscribeUrl);
    expect(unsubscribe.pathname).toBe('/en/denni-menu/odber/odhlaseni');

    const page = await request(app).get(`${unsubscribe.pathname}${unsubscribe.search}`).expect(200);
    expect(page.text).toContain('Do you want to stop getting the lunch menu by email?');
    expect(await subscribers.list.recipient(entry!.id)).not.toBeNull();
    const pressed = buttonOf(page.text);
    const done = await request(app).post(pressed.action).type('form').send({ t: pressed.token }).expect(200);
    expect(done.text).toContain('You are unsubscribed');
    expect(await subscribers.list.recipient(entry!.id)).toBeNull();
    expect(await subscribers.list.confirmed()).toEqual([]);
    // The unsubscribe link opened again: the address is off the list already (200), nothing to press.
    const gone = await request(app).get(`${unsubscribe.pathname}${unsubscribe.search}`).expect(200);
    expect(gone.text).toContain('You are unsubscribed');
    expect(gone.text).not.toContain('<form');

    await subscribe(app, '/en/denni-menu/odber', { email: 'TOM@example.com', lang: 'cs', consent: 'on' }).expect(303);
    const [, again] = await mails(2);
    expect(again!.header('Message-ID')).not.toBe(mail!.header('Message-ID'));
    expect(decodeHeader(again!.header('Subject')!)).toBe('Potvrďte odběr poledního menu – Restaurace Ballon');
    // The old confirmation link leads nowhere now.
    await request(app).get(`${link.pathname}${link.search}`).expect(404);
  });

  it('the one-click POST from another site, with no cookie: 200, the record gone, again 200; a tampered token 404 first', async () => {
    world = await makeWorld(backend);
    const { app, subscribers } = world;
    await subscribe(app, '/denni-menu/odber', { email: 'klik@example.cz', consent: 'on' }).expect(303);
    const { action, token } = buttonOf(
      (
        await request(app).get(
          `${linkIn((await mails(1))[0]!).pathname}?t=${linkIn(sink.messages[0]!).searchParams.get('t')}`,
        )
      ).text,
    );
    await request(app).post(action).type('form').send({ t: token }).expect(200);
    const [entry] = await subscribers.list.confirmed();
    const url = new URL((await subscribers.list.recipient(entry!.id))!.unsubscribeUrl);
    const oneClick = () =>
      request(app)
        .post(`${url.pathname}${url.search}`)
        .set('Origin', 'https://mail.example.net')
        .set('Sec-Fetch-Site', 'cross-site')
        .type('form')
        .send('List-Unsubscribe=One-Click');
    // A tampered token while the record is there: 404, and the record stays.
    const t = url.searchParams.get('t')!;
    const tampered = `${t.slice(0, -1)}${t.endsWith('A') ? 'B' : 'A'}`;
    await request(app).post(`${url.pathname}?t=${tampered}`).send('List-Unsubscribe=One-Click').expect(404);
    expect(await subscribers.list.recipient(entry!.id)).not.toBeNull();
    const first = await oneClick().expect(200);
    expect(first.headers['cache-control']).toBe('no-store');
    expect(await subscribers.list.recipient(entry!.id)).toBeNull();
    await oneClick().expect(200);
    // Multipart, as some providers send it.
    await request(app)
      .post(`${url.pathname}${url.search}`)
      .set('Origin', 'https://mail.example.net')
      .field('List-Unsubscribe', 'One-Click')
      .expect(200);
    await request(app)
      .post(`${url.pathname}${url.search}`)
      .type('form')
      .send(`x=${'a'.repeat(2000)}`)
      .expect(413);
  });
});

describe('the subscribe post’s answers (files)', () => {
  it('invalid: 422 with the form again, its errors and values; the honeypot: 303 and nothing stored', async () => {
    world = await makeWorld('files');
    const { app, subscribers } = world;
    const invalid = await subscribe(app, '/denni-menu/odber', { email: 'ne-adresa', lang: 'en' }).expect(422);
    // The words are typeset (no-break spaces after one-letter words and before units).
    const plain = invalid.text.replace(/\u00a0/g, ' ');
    expect(plain).toContain('Zadejte platnou e-mailovou adresu (nejvýše 255 znaků).');
    expect(plain).toContain('Zaškrtněte prosím, že chcete polední menu dostávat.');
    expect(invalid.text).toContain('value="ne-adresa"');
    expect(invalid.text).toMatch(/id="odber-lang-en" name="lang" value="en" checked/);
    expect(invalid.text).not.toContain('<script');
    await subscribe(app, '/denni-menu/odber', { email: 'bot@example.cz', consent: 'on', website: 'x' }).expect(303);
    expect(await subscribers.owner.counts()).toEqual({ confirmed: 0, pending: 0 });
    await sentToo();
    expect(sink.messages).toHaveLength(0);
    // From another site: refused before anything is read.
    await subscribe(app, '/denni-menu/odber', { email: 'x@example.cz', consent: 'on' })
      .set('Origin', 'https://evil.example')
      .expect(403);
  });

  it('the address’s limit answers the same page and sends nothing; the client’s limit answers 429', async () => {
    world = await makeWorld('files');
    const { app } = world;
    await subscribe(app, '/denni-menu/odber', { email: 'limit@example.cz', consent: 'on' }).expect(303);
    await subscribe(app, '/denni-menu/odber', { email: 'limit@example.cz', consent: 'on' }).expect(303);
    await mails(1);
    await sentToo(300);
    expect(sink.messages).toHaveLength(1);
    // 20 accepted posts per client (an office behind one address); the 21st is limited.
    for (let n = 3; n <= 20; n++)
      await subscribe(app, '/denni-menu/odber', { email: `limit${n}@example.cz`, consent: 'on' }).expect(303);
    const limited = await subscribe(app, '/denni-menu/odber', { email: 'limit21@example.cz', consent: 'on' }).expect(
      429,
    );
    expect(limited.headers['retry-after']).toMatch(/^\d+$/);
    expect(limited.text).toContain('Příliš mnoho pokusů');
  });

  it('the owner’s erase: the record and its confirmation e-mail are gone', async () => {
    world = await makeWorld('files');
    const { app, subscribers } = world;
    await subscribe(app, '/denni-menu/odber', { email: 'smazat@example.cz', consent: 'on' }).expect(303);
    await mails(1);
    expect(await subscribers.owner.erase('SMAZAT@example.cz')).toEqual({ erased: true, lettersLeft: 0 });
    expect(await subscribers.owner.counts()).toEqual({ confirmed: 0, pending: 0 });
    expect(await subscribers.owner.erase('smazat@example.cz')).toEqual({ erased: false, lettersLeft: 0 });
    await request(app)
      .get(`${linkIn(sink.messages[0]!).pathname}${linkIn(sink.messages[0]!).search}`)
      .expect(404);
  });
});
