import express from 'express';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { fixClientAddress } from './client-address';

/** An app whose handler sees the socket lose its address (a reset) before it reads req.ip. */
function appThatLosesTheSocketAddress(trustProxy: string | boolean) {
  const app = express();
  app.set('trust proxy', trustProxy);
  app.use(fixClientAddress);
  app.get('/', (req, res) => {
    Object.defineProperty(req.socket, 'remoteAddress', { value: undefined, configurable: true });
    res.json({ ip: req.ip ?? null });
  });
  return app;
}

describe('fixClientAddress', () => {
  it('keeps the address the request arrived from after the socket has lost it', async () => {
    const res = await request(appThatLosesTheSocketAddress(false)).get('/');
    expect(res.body.ip).toMatch(/127\.0\.0\.1|::1/);
  });

  it('keeps the forwarded client address a trusted proxy gave', async () => {
    const res = await request(appThatLosesTheSocketAddress('loopback')).get('/').set('X-Forwarded-For', '203.0.113.9');
    expect(res.body.ip).toBe('203.0.113.9');
  });
});
