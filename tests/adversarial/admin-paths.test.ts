/**
 * The admin's API answers only its own spelling (as an adversarial review asked),
 * as docs/security.md says of every router: another letter case or a trailing slash is
 * a 404, never the same answer under a second address, for the content editor and the
 * photo upload as for the rest of the admin. And the spelling the admin client builds
 * is that one.
 */
import { cpSync } from 'node:fs';
import path from 'node:path';
import request from 'supertest';
import { afterEach, describe, expect, it } from 'vitest';
import { sampleDir } from '../../server/content/content-fixture.test-support';
import { pathSegment } from '../../src/admin/api/path-segment';
import { createAdminHarness, SITE, type AdminHarness } from '../support/admin-harness';

let harness: AdminHarness;
afterEach(async () => harness?.dispose());

describe('a signed-in owner asking for another spelling of an admin API', () => {
  it('gets a 404 for every letter case and trailing slash of the content, history, checklist, today and photo routes', async () => {
    harness = await createAdminHarness();
    cpSync(sampleDir, path.join(harness.dataDir, 'content'), { recursive: true });
    const { cookie } = await harness.register('owner@example.cz');
    const call = (method: 'get' | 'post', route: string) =>
      request(harness.app)[method](route).set('Origin', SITE).set('Cookie', cookie);

    // The spellings the client uses answer…
    expect((await call('get', '/admin/api/content/venue')).status).toBe(200);
    expect((await call('get', '/admin/api/history/venue')).status).toBe(200);
    expect((await call('get', '/admin/api/checklist')).status).toBe(200);
    // …and no other does.
    const others: ['get' | 'post', string][] = [
      ['get', '/admin/api/CONTENT/venue'],
      ['get', '/admin/api/Content/venue'],
      ['get', '/admin/api/Content'],
      ['get', '/admin/api/History/venue'],
      ['get', '/admin/api/CHECKLIST'],
      ['get', '/admin/api/checklist/'],
      ['get', '/admin/api/content/'],
      ['post', '/admin/api/Today'],
      ['post', '/admin/api/PHOTOS'],
      ['post', '/admin/api/photos/'],
    ];
    for (const [method, route] of others) {
      const answer = await call(method, route);
      expect(answer.status, `${method} ${route}`).toBe(404);
      // (A trailing slash is the site's canonical-URL 404, `no-store` too; the rest the admin's own, `private, no-store`.)
      expect(answer.headers['cache-control'], route).toMatch(/no-store/);
    }
  });
});

describe('the addresses the admin client builds', () => {
  it('reach their routes through the site’s canonical-URL check: revoking an owner whose address has @ and +', async () => {
    harness = await createAdminHarness();
    const { cookie } = await harness.register('owner@example.cz');
    await harness.register('jana+salonek@example.cz');
    const revoke = (segment: string) =>
      request(harness.app).delete(`/admin/api/owners/${segment}`).set('Origin', SITE).set('Cookie', cookie);
    // encodeURIComponent's `%40` is an escape no path needs: the site's one-spelling rule answers 404.
    expect((await revoke(encodeURIComponent('jana+salonek@example.cz'))).status).toBe(404);
    expect((await revoke(pathSegment('jana+salonek@example.cz'))).status).toBe(204);
    expect((await harness.state.listOwners()).map((owner) => owner.email)).toEqual(['owner@example.cz']);
  });
});
