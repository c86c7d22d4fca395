import express from 'express';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { Readiness, readyzHandler } from './readiness';

describe('readiness while start-up work runs', () => {
  it('is 503 naming the work until it settles (also when it fails), then 200', async () => {
    const readiness = new Readiness();
    const app = express().get('/readyz', readyzHandler(undefined, readiness));
    let finish!: () => void;
    readiness.waitFor('photos', new Promise<void>((resolve) => (finish = resolve)));
    let fail!: (error: Error) => void;
    readiness.waitFor('other', new Promise<void>((_resolve, reject) => (fail = reject)));

    const starting = await request(app).get('/readyz').expect(503);
    expect(starting.body).toMatchObject({ status: 'unavailable', reason: 'starting', waitingFor: ['photos', 'other'] });
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
    const app = express().get('/readyz', readyzHandler(undefined, readiness));
    expect((await request(app).get('/readyz').expect(200)).body.problems).toBeUndefined();
    readiness.setProblem('redis-unavailable', true);
    readiness.setProblem('data-dir-unusable', true);
    expect((await request(app).get('/readyz').expect(200)).body).toMatchObject({ status: 'ready', problems: ['data-dir-unusable', 'redis-unavailable'] });
    readiness.setProblem('redis-unavailable', false);
    expect((await request(app).get('/readyz').expect(200)).body.problems).toEqual(['data-dir-unusable']);
    readiness.setProblem('data-dir-unusable', false);
    expect((await request(app).get('/readyz').expect(200)).body.problems).toBeUndefined();
  });
});
