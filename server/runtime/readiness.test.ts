import express from 'express';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { Readiness, readinessDetails, readyzHandler } from './readiness';

describe('readiness while start-up work runs', () => {
  it('is 503 naming the work until it settles (also when it fails), then 200', async () => {
    const readiness = new Readiness();
    const app = express().get('/readyz', readyzHandler(readiness));
    let finish!: () => void;
    readiness.waitFor('photos', new Promise<void>((resolve) => (finish = resolve)));
    let fail!: (error: Error) => void;
    readiness.waitFor('other', new Promise<void>((_resolve, reject) => (fail = reject)));

    const starting = await request(app).get('/readyz').expect(503);
    expect(starting.body).toEqual({ status: 'unavailable', reason: 'starting' });
    // What it waits for is said on the metrics port only.
    expect(readinessDetails(readiness, undefined)).toEqual({
      code: 503,
      body: { status: 'unavailable', reason: 'starting', waitingFor: ['photos', 'other'], outbox: null },
    });
    finish();
    fail(new Error('gave up'));
    await new Promise((resolve) => setImmediate(resolve));
    await request(app).get('/readyz').expect(200);
    readiness.markShuttingDown();
    expect((await request(app).get('/readyz').expect(503)).body.reason).toBe('shutting-down');
  });
});

describe('readiness with a degrading condition', () => {
  it('stays 200 and names each condition in force, sorted, until it clears', async () => {
    const readiness = new Readiness();
    const app = express().get('/readyz', readyzHandler(readiness));
    expect((await request(app).get('/readyz').expect(200)).body.problems).toBeUndefined();
    readiness.setProblem('redis-unavailable', true);
    readiness.setProblem('data-dir-unusable', true);
    expect((await request(app).get('/readyz').expect(200)).body).toMatchObject({
      status: 'ready',
      problems: ['data-dir-unusable', 'redis-unavailable'],
    });
    readiness.setProblem('redis-unavailable', false);
    expect((await request(app).get('/readyz').expect(200)).body.problems).toEqual(['data-dir-unusable']);
    readiness.setProblem('data-dir-unusable', false);
    expect((await request(app).get('/readyz').expect(200)).body.problems).toBeUndefined();
  });
});

describe('what /readyz tells the public', () => {
  it('only ready or not, why not and the names of the problems: never how many enquiries wait or for how long', async () => {
    const readiness = new Readiness();
    const outbox = { stats: () => ({ pending: 3, oldestPendingAgeSeconds: 1200 }), writable: false };
    const app = express().get('/readyz', readyzHandler(readiness));
    expect((await request(app).get('/readyz').expect(200)).body).toEqual({ status: 'ready' });
    readiness.setProblem('data-dir-unusable', true);
    expect((await request(app).get('/readyz').expect(200)).body).toEqual({
      status: 'ready',
      problems: ['data-dir-unusable'],
    });
    expect(readinessDetails(readiness, outbox).body).toEqual({
      status: 'ready',
      problems: ['data-dir-unusable'],
      outbox: { pending: 3, oldestPendingAgeSeconds: 1200, writable: false },
    });
    readiness.markShuttingDown();
    const draining = await request(app).get('/readyz').expect(503);
    expect(draining.body).toEqual({ status: 'unavailable', reason: 'shutting-down', problems: ['data-dir-unusable'] });
    expect(draining.text).not.toMatch(/pending|oldest|outbox/);
  });
});
