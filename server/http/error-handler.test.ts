import express from 'express';
import pino from 'pino';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { createErrorHandler } from './error-handler';
import { requestLogging } from '../runtime/request-logging';

interface Line {
  level: number;
  msg: string;
  reqId?: string;
  err?: { message: string; stack: string };
}

function appThatFails(isDevelopment = false) {
  const lines: Line[] = [];
  const logger = pino({ level: 'info' }, { write: (line: string) => lines.push(JSON.parse(line) as Line) });
  const app = express();
  app.use(requestLogging(logger));
  const boom = () => {
    throw new Error('secret detail: the oven exploded');
  };
  app.get('/api/boom', boom);
  app.get('/kontakt', boom);
  app.get('/en/kontakt', boom);
  app.get('/too-big', () => {
    throw Object.assign(new Error('request entity too large'), { status: 413 });
  });
  app.get('/half-sent', (_req, res) => {
    res.status(200).type('html').write('<!doctype html><p>');
    throw new Error('failed mid-stream');
  });
  app.use(createErrorHandler({ isDevelopment }));
  return { app, lines };
}

describe('the error handler', () => {
  it('answers JSON under /api, no stack, logged once with the request id', async () => {
    const { app, lines } = appThatFails();
    const response = await request(app).get('/api/boom').set('Accept-Language', 'en').expect(500);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.body).toEqual({
      error: { code: 'internal', message: 'An unexpected error occurred. Please try again.' },
    });
    const errors = lines.filter((line) => line.level >= 50);
    expect(errors).toHaveLength(1);
    expect(errors[0]).toMatchObject({ reqId: response.headers['x-request-id'], msg: 'request failed' });
    expect(errors[0]?.err?.stack).toContain('secret detail');
  });

  it.each([
    ['/kontakt', 'cs', 'Omlouváme se'],
    ['/en/kontakt', 'en', 'Sorry'],
  ])('answers a document (%s) with the localized error page, without detail in production', async (url, lang, text) => {
    const { app } = appThatFails();
    const response = await request(app).get(url).expect(500);
    expect(response.headers['content-type']).toMatch(/^text\/html/);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.text).toContain(`<html lang="${lang}">`);
    expect(response.text).toContain(text);
    expect(response.text).not.toContain('secret detail');
    expect(response.text).not.toMatch(/at \w+ \(/);
  });

  it('shows the message (never the stack) in development', async () => {
    const { app } = appThatFails(true);
    const response = await request(app).get('/kontakt').expect(500);
    expect(response.text).toContain('secret detail: the oven exploded');
    expect(response.text).not.toMatch(/at \w+ \(/);
  });

  it('passes a client error through with its status, not logged as an error', async () => {
    const { app, lines } = appThatFails();
    const response = await request(app).get('/too-big').expect(413);
    expect(response.text).toBe('413 Payload Too Large');
    expect(lines.filter((line) => line.level >= 50)).toEqual([]);
  });

  it('ends an answer that was already under way, and logs it once', async () => {
    const { app, lines } = appThatFails();
    const response = await request(app).get('/half-sent').expect(200);
    expect(response.text).toBe('<!doctype html><p>');
    const errors = lines.filter((line) => line.level >= 50);
    expect(errors).toHaveLength(1);
    expect(errors[0]?.err?.message).toBe('failed mid-stream');
  });
});

describe('a file that could not be opened for want of a descriptor (EMFILE, ENFILE)', () => {
  it.each(['EMFILE', 'ENFILE'])(
    '%s: 503 with Retry-After, in JSON under /api and as the page otherwise; a warning line; the process is told once per request',
    async (code) => {
      const lines: Line[] = [];
      const reported: string[] = [];
      const logger = pino({ level: 'info' }, { write: (line: string) => lines.push(JSON.parse(line) as Line) });
      const app = express().use(requestLogging(logger));
      app.get(['/api/file', '/galerie'], () => {
        throw Object.assign(new Error(`${code}: too many open files, open '/app/dist/client/x.js'`), { code });
      });
      app.use(
        createErrorHandler({ isDevelopment: false, onOutOfDescriptors: (_error, where) => reported.push(where) }),
      );

      const api = await request(app).get('/api/file').set('Accept-Language', 'en').expect(503);
      expect(api.headers['retry-after']).toBe('5');
      expect(api.body.error.code).toBe('unavailable');
      const page = await request(app).get('/galerie').expect(503);
      expect(page.headers['retry-after']).toBe('5');
      expect(page.text).toContain('<html lang="cs"');
      expect(reported).toEqual(['request', 'request']);
      expect(lines.filter((line) => line.level >= 50)).toEqual([]);
      expect(lines.filter((line) => line.level === 40)).toHaveLength(2);
    },
  );
});
