import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { loggerOptions } from '../../server/runtime/logger';
import { requestIdOf } from '../../server/runtime/request-logging';
import type { EntryServerModule } from '../../server/document/render';
import { createContactHarness, redactingLogger, validBody } from '../support/contact-harness';
import { createTestApp, type LogLine } from '../support/test-app';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The app with the production logger options (redaction included). */
function appWithProductionLogger() {
  const { logger, lines } = redactingLogger();
  const { app } = createTestApp({ deps: { logger } });
  return { app, logs: lines };
}

const linesOf = (logs: LogLine[], id: string) => logs.filter((line) => line.reqId === id);

describe('request logging', () => {
  it('one line per request, carrying the id answered in X-Request-Id', async () => {
    const { app, logs } = appWithProductionLogger();
    const response = await request(app).get('/galerie').expect(200);
    const id = String(response.headers['x-request-id']);
    expect(id).toMatch(UUID);
    expect(linesOf(logs, id)).toEqual([
      expect.objectContaining({
        level: 30,
        msg: 'GET /galerie 200',
        method: 'GET',
        path: '/galerie',
        status: 200,
        responseTime: expect.any(Number),
      }),
    ]);
  });

  it('every line written while handling a request carries its id', async () => {
    const { app, logs } = appWithProductionLogger();
    const response = await request(app).get('/neexistuje').expect(404);
    const id = String(response.headers['x-request-id']);
    expect(linesOf(logs, id).map((line) => line.msg)).toEqual(['page not found', 'GET /neexistuje 404']);
    expect(logs.filter((line) => line.msg === 'page not found' && line.reqId !== id)).toEqual([]);
  });

  it('keeps a sane X-Request-Id from the proxy (supertest’s loopback peer: trusted by the default TRUST_PROXY) and replaces anything else', async () => {
    const { app, logs } = appWithProductionLogger();
    const kept = await request(app).get('/').set('X-Request-Id', 'proxy-7f3a.1_b');
    expect(kept.headers['x-request-id']).toBe('proxy-7f3a.1_b');
    expect(linesOf(logs, 'proxy-7f3a.1_b')).toHaveLength(1);
    for (const bad of ['has space', 'x'.repeat(129), '<script>', 'a"b', '']) {
      expect(requestIdOf({ headers: { 'x-request-id': bad } } as never)).toMatch(UUID);
    }
    const replaced = await request(app).get('/').set('X-Request-Id', 'evil\tvalue');
    expect(replaced.headers['x-request-id']).toMatch(UUID);
  });

  it('does not log health probes (they still get an id)', async () => {
    const { app, logs } = appWithProductionLogger();
    const health = await request(app).get('/healthz').expect(200);
    await request(app).get('/readyz').expect(200); // ready for pages, even without an outbox
    expect(health.headers['x-request-id']).toMatch(UUID);
    expect(logs).toEqual([]);
  });

  it('leaves the query string (which may hold what a visitor typed) out of the line', async () => {
    const { app, logs } = appWithProductionLogger();
    await request(app).get('/kontakt?email=jana%40example.com&name=Jana').expect(200);
    expect(JSON.stringify(logs)).not.toMatch(/jana|example\.com/i);
    expect(logs.at(-1)).toMatchObject({ path: '/kontakt', msg: 'GET /kontakt 200' });
  });

  it('redacts what visitors wrote: a posted message leaves no personal data in any line', async () => {
    const h = await createContactHarness({ startWorker: false });
    try {
      const response = await request(h.app).post('/api/send-contact-email').send(validBody).expect(202);
      const id = String(response.headers['x-request-id']);
      expect(linesOf(h.logs, id).map((line) => line.msg)).toEqual([
        'contact message queued',
        'POST /api/send-contact-email 202',
      ]);
      const text = JSON.stringify(h.logs);
      for (const secret of [validBody.email, validBody.name, validBody.subject, 'rádi bychom'])
        expect(text).not.toContain(secret);
    } finally {
      await h.dispose();
    }
  });

  it('JSON lines in production, pino-pretty in development', () => {
    expect(loggerOptions({ isDevelopment: false, logLevel: 'info' }).transport).toBeUndefined();
    expect(loggerOptions({ isDevelopment: true, logLevel: 'debug' }).transport).toMatchObject({
      target: 'pino-pretty',
    });
  });
});

describe('every 5xx is logged once, with its request id and cause', () => {
  function Broken(): never {
    throw new Error('secret detail: the kitchen is on fire');
  }
  async function brokenEntry(): Promise<EntryServerModule> {
    const real = await import('../../src/entry-server');
    return {
      ...real,
      async planPage(req, config, moment) {
        const plan = await real.planPage(req, config, moment);
        return plan.type === 'page' ? { ...plan, element: <Broken /> } : plan;
      },
    };
  }

  it('a page that fails to render', async () => {
    const { logger, lines } = redactingLogger();
    const { app } = createTestApp({
      deps: {
        logger,
        pages: {
          loadEntry: brokenEntry,
          getAssets: async () => ({ assets: { entry: '', modulePreloads: [], styles: [] } }),
        },
      },
    });
    const response = await request(app).get('/en/kontakt').expect(500);
    const id = String(response.headers['x-request-id']);
    const errors = lines.filter((line) => line.level >= 50);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatchObject({ reqId: id, msg: 'page render failed', status: 500, path: '/en/kontakt' });
    expect((errors[0]?.err as { message: string; stack: string }).stack).toContain('Broken');
    expect(response.text).not.toContain('kitchen');
  });

  it('an enquiry that cannot be stored', async () => {
    const { logger, lines } = redactingLogger();
    const { app } = createTestApp({ deps: { logger } }); // no outbox
    const response = await request(app).post('/api/send-contact-email').send(validBody).expect(503);
    const errors = lines.filter((line) => line.level >= 50);
    expect(errors).toEqual([
      expect.objectContaining({
        reqId: response.headers['x-request-id'],
        msg: 'contact message not accepted: the app has no outbox',
        status: 503,
      }),
    ]);
  });

  it('the same enquiry posted without JavaScript (503 page)', async () => {
    const { logger, lines } = redactingLogger();
    const { app } = createTestApp({ deps: { logger } });
    const response = await request(app).post('/kontakt').type('form').send({
      name: 'Jana',
      email: 'jana@example.com',
      subject: 'Stůl',
      message: 'Dobrý den, stůl pro dva.',
      consent: 'on',
    });
    expect(response.status).toBe(503);
    const errors = lines.filter((line) => line.level >= 50);
    expect(errors).toEqual([expect.objectContaining({ reqId: response.headers['x-request-id'], status: 503 })]);
    expect(JSON.stringify(lines)).not.toContain('jana@example.com');
  });
});
