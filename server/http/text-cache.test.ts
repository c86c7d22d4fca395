import express from 'express';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { TextCache } from './text-cache';

/** An app answering `/<slot>` from `cache`, each build counted; `version` and `missing` are the test's inputs. */
function appOver(cache: TextCache) {
  const state = { version: 'v1', missing: new Set<string>(), builds: 0 };
  const app = express();
  app.get('/:slot', (req, res, next) => {
    const slot = req.params.slot;
    const build = () => {
      state.builds++;
      return state.missing.has(slot)
        ? null
        : {
            body: `${slot} ${state.version} ${'x'.repeat(2000)}`,
            headers: { 'Content-Type': 'text/plain; charset=utf-8' },
          };
    };
    cache
      .answer(req, res, { slot, inputs: state.version, build })
      .then((answered) => answered || res.status(404).end())
      .catch(next);
  });
  return { app, state };
}

describe('TextCache', () => {
  it('builds a slot once for its inputs, and again when they change', async () => {
    const { app, state } = appOver(new TextCache());
    for (let i = 0; i < 5; i++) expect((await request(app).get('/a').expect(200)).text).toMatch(/^a v1 /);
    expect(state.builds).toBe(1);
    state.version = 'v2';
    expect((await request(app).get('/a').expect(200)).text).toMatch(/^a v2 /);
    await request(app).get('/a').expect(200);
    expect(state.builds).toBe(2);
  });

  it('holds at most maxEntries slots, the least recently used going first', async () => {
    const cache = new TextCache(3);
    const { app, state } = appOver(cache);
    for (const slot of ['a', 'b', 'c', 'a', 'd']) await request(app).get(`/${slot}`).expect(200);
    expect(cache.size).toBe(3);
    expect(state.builds).toBe(4);
    // 'b' was the least recently used: gone; 'a' was used again: kept.
    await request(app).get('/a').expect(200);
    expect(state.builds).toBe(4);
    await request(app).get('/b').expect(200);
    expect(state.builds).toBe(5);
  });

  it('keeps nothing for a slot with no text, and drops what it kept there', async () => {
    const cache = new TextCache();
    const { app, state } = appOver(cache);
    await request(app).get('/a').expect(200);
    state.version = 'v2';
    state.missing.add('a');
    await request(app).get('/a').expect(404);
    await request(app).get('/a').expect(404);
    expect(cache.size).toBe(0);
    expect(state.builds).toBe(3);
  });
});
