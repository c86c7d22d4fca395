import { cpSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { sampleDir } from '../../server/content/content-fixture.test-support';
import { SITE } from '../support/admin-harness';
import { validBody } from '../support/contact-harness';
import { inboxHarness, type InboxHarness } from '../support/enquiry-inbox';

/**
 * Every JSON route's refusals answer the one error shape (server/http/README.md, "The JSON
 * error answer"): `{ error: { code, message, fields?, why?, version? } }` and nothing else.
 * The routes are read from the app's routers: a new route without a refusal below fails.
 */

let h: InboxHarness;
let contentDir: string;
beforeAll(async () => {
  // The worker stays off: posted enquiries stay pending, which the inbox refuses to erase or retry.
  h = await inboxHarness({ startWorker: false });
  contentDir = path.join(h.dataDir, 'content');
  cpSync(sampleDir, contentDir, { recursive: true });
});
afterAll(async () => h?.dispose());

const pathField = z.strictObject({
  path: z.array(z.union([z.string(), z.number()])),
  message: z.string().trim().min(1),
});
const fieldMap = z.record(z.string(), z.array(z.string().trim().min(1)).min(1));
/** The one shape; `why` belongs to `read_only` only, `version` to `conflict` only. */
const errorAnswer = z.strictObject({
  error: z
    .strictObject({
      code: z.string().regex(/^[a-z_]+$/),
      message: z.string().trim().min(1),
      fields: z.union([fieldMap, z.array(pathField)]).optional(),
      why: z.string().min(1).optional(),
      version: z
        .string()
        .regex(/^[0-9a-f]{20}$/)
        .optional(),
    })
    .refine((error) => (error.why !== undefined) === (error.code === 'read_only'), 'why comes with read_only only')
    .refine(
      (error) => (error.version !== undefined) === (error.code === 'conflict'),
      'version comes with conflict only',
    ),
});

interface Layer {
  route?: { path: string; methods: Record<string, boolean> };
  handle?: { stack?: Layer[] };
  rawPath?: unknown;
}

/** `METHOD /path` of every route in a router and the routers mounted in it. */
function routesOf(stack: Layer[], prefix = ''): string[] {
  return stack.flatMap((layer) => {
    if (layer.route)
      return Object.keys(layer.route.methods).map(
        (method) => `${method === '_all' ? 'ALL' : method.toUpperCase()} ${prefix}${layer.route!.path}`,
      );
    const mount = typeof layer.rawPath === 'string' && layer.rawPath !== '/' ? layer.rawPath : '';
    return layer.handle?.stack ? routesOf(layer.handle.stack, prefix + mount) : [];
  });
}

/** The routes that answer JSON: the public API, the admin's API, the pages' data. */
const jsonRoutes = () =>
  routesOf((h.harness.app as unknown as { router: { stack: Layer[] } }).router.stack).filter((route) =>
    /^[A-Z]+ \/(api|admin\/api|_data)\//.test(route),
  );

type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';
const ADMIN_PUBLIC = [
  'POST /admin/api/invitation/options',
  'POST /admin/api/invitation/verify',
  'POST /admin/api/sign-in/options',
  'POST /admin/api/sign-in/verify',
];
/** An enquiry posted in the walk and never delivered (no worker). */
let pendingId = '';
const NOT_KEPT = '20260101T100000000Z-0123456789ab';

/** A request as the admin client sends it: same origin, the owner's session unless `cookie: null`. */
function call(method: Method, url: string, { cookie = h.cookie as string | null, origin = SITE, lang = 'cs' } = {}) {
  const req = request(h.harness.app)[method](url).set('Origin', origin).set('Accept-Language', lang);
  return cookie ? req.set('Cookie', cookie) : req;
}
const json = (method: Method, url: string, body: string, type = 'application/json') =>
  call(method, url).set('Content-Type', type).send(body);

/** Posts from one client (by the trusted proxy's X-Forwarded-For) until it is refused with 429. */
async function untilLimited(send: () => request.Test, limit: number) {
  for (let n = 0; n < limit; n += 1) {
    const answer = await send();
    if (answer.status === 429) return answer;
  }
  throw new Error(`no 429 within ${limit} requests`);
}

/** With a file changed for one request, put back after it. */
async function withFileChanged(file: string, change: (file: string) => void, send: () => request.Test) {
  const target = path.join(contentDir, file);
  const before = readFileSync(target);
  change(target);
  try {
    return await send();
  } finally {
    rmSync(target, { force: true });
    writeFileSync(target, before);
  }
}

type Refusal = [status: number, code: string, send: () => PromiseLike<request.Response>];

/** At least one refusal of each route, in order (some depend on the ones before). */
const refusals: Record<string, Refusal[]> = {
  'POST /api/send-contact-email': [
    [
      403,
      'cross_site',
      () => call('post', '/api/send-contact-email', { origin: 'https://evil.example' }).send(validBody),
    ],
    [415, 'unsupported_media_type', () => json('post', '/api/send-contact-email', 'name=Jan', 'text/plain')],
    [400, 'bad_request', () => json('post', '/api/send-contact-email', '{"name":')],
    [400, 'duplicate_field', () => json('post', '/api/send-contact-email', '{"name":"a","name":"b"}')],
    [400, 'validation', () => call('post', '/api/send-contact-email').send({ ...validBody, email: 'no' })],
    [
      413,
      'payload_too_large',
      () => call('post', '/api/send-contact-email').send({ ...validBody, message: 'x'.repeat(20_000) }),
    ],
    [
      409,
      'idempotency_conflict',
      async () => {
        const key = '0f1e2d3c-4b5a-4968-8776-655443322110';
        expect((await call('post', '/api/send-contact-email').send({ ...validBody, idempotencyKey: key })).status).toBe(
          202,
        );
        return call('post', '/api/send-contact-email').send({
          ...validBody,
          message: 'Jiná zpráva, týž klíč.',
          idempotencyKey: key,
        });
      },
    ],
    [
      429,
      'rate_limited',
      () =>
        untilLimited(
          () => call('post', '/api/send-contact-email').set('X-Forwarded-For', '203.0.113.50').send({}),
          100,
        ),
    ],
  ],
  'ALL /api/send-contact-email': [[405, 'method_not_allowed', () => call('get', '/api/send-contact-email')]],
  'ALL /api/{*rest}': [[404, 'not_found', () => call('get', '/api/nothing')]],
  'GET /_data/:lang/:file': [[404, 'not_found', () => call('get', '/_data/de/site.json')]],
  'ALL /_data/{*rest}': [[404, 'not_found', () => call('get', '/_data/nothing')]],

  'POST /admin/api/invitation/options': [
    [
      410,
      'invitation_invalid',
      () => call('post', '/admin/api/invitation/options', { cookie: null }).send({ token: 'x' }),
    ],
    [415, 'unsupported_media_type', () => json('post', '/admin/api/invitation/options', 'token=x', 'text/plain')],
    [413, 'payload_too_large', () => call('post', '/admin/api/invitation/options').send({ token: 'x'.repeat(70_000) })],
    [400, 'bad_request', () => json('post', '/admin/api/invitation/options', '{"token":')],
  ],
  'POST /admin/api/invitation/verify': [
    [
      410,
      'invitation_invalid',
      () => call('post', '/admin/api/invitation/verify', { cookie: null }).send({ token: 'x', response: {} }),
    ],
  ],
  'POST /admin/api/sign-in/options': [
    [
      429,
      'rate_limited',
      () =>
        untilLimited(
          () => call('post', '/admin/api/sign-in/options', { cookie: null }).set('X-Forwarded-For', '203.0.113.60'),
          100,
        ),
    ],
  ],
  'POST /admin/api/sign-in/verify': [
    [401, 'sign_in_failed', () => call('post', '/admin/api/sign-in/verify', { cookie: null }).send({ response: {} })],
  ],
  'GET /admin/api/session': [[401, 'unauthorized', () => call('get', '/admin/api/session', { cookie: null })]],
  'POST /admin/api/sign-out': [
    [401, 'unauthorized', () => call('post', '/admin/api/sign-out', { cookie: 'ballon_admin=nothing' })],
  ],
  'GET /admin/api/owners': [[401, 'unauthorized', () => call('get', '/admin/api/owners', { cookie: null })]],
  'DELETE /admin/api/owners/:email': [
    [404, 'not_found', () => call('delete', '/admin/api/owners/nobody@example.cz')],
    [409, 'last_owner', () => call('delete', '/admin/api/owners/owner@example.cz')],
  ],
  'PATCH /admin/api/owners/:email': [
    [400, 'role_invalid', () => call('patch', '/admin/api/owners/owner@example.cz').send({ role: 'chef' })],
    [404, 'not_found', () => call('patch', '/admin/api/owners/nobody@example.cz').send({ role: 'staff' })],
    [409, 'last_owner_role', () => call('patch', '/admin/api/owners/owner@example.cz').send({ role: 'staff' })],
    [
      403,
      'staff_forbidden',
      async () => {
        const { cookie } = await h.harness.register('staff@example.cz', undefined, 'staff');
        return call('patch', '/admin/api/owners/owner@example.cz', { cookie }).send({ role: 'staff' });
      },
    ],
  ],
  'DELETE /admin/api/passkeys/:id': [[404, 'not_found', () => call('delete', '/admin/api/passkeys/nothing')]],
  'POST /admin/api/invitations': [
    [400, 'invalid_email', () => call('post', '/admin/api/invitations').send({ email: 'not an address' })],
    [400, 'role_invalid', () => call('post', '/admin/api/invitations').send({ email: 'a@example.cz', role: 'chef' })],
    [
      409,
      'owner_exists',
      async () => {
        await h.harness.register('second@example.cz');
        return call('post', '/admin/api/invitations').send({ email: 'second@example.cz' });
      },
    ],
  ],
  'GET /admin/api/audit': [[401, 'unauthorized', () => call('get', '/admin/api/audit', { cookie: null })]],
  'GET /admin/api/content': [[401, 'unauthorized', () => call('get', '/admin/api/content', { cookie: null })]],
  'GET /admin/api/content/:file': [
    [404, 'not_found', () => call('get', '/admin/api/content/secrets')],
    [
      409,
      'read_only',
      () =>
        withFileChanged(
          'links.yaml',
          (file) => {
            const outside = path.join(h.dataDir, 'links-outside.yaml');
            writeFileSync(outside, readFileSync(file));
            rmSync(file);
            symlinkSync(outside, file);
          },
          () => call('get', '/admin/api/content/links', { lang: 'en' }),
        ),
    ],
  ],
  'PUT /admin/api/content/:file': [
    [428, 'precondition_required', () => call('put', '/admin/api/content/links').send({ data: {} })],
    [
      400,
      'bad_request',
      () => call('put', '/admin/api/content/links').set('If-Match', '00000000000000000000').send({ nothing: 1 }),
    ],
    [
      409,
      'conflict',
      () =>
        call('put', '/admin/api/content/links')
          .set('If-Match', '00000000000000000000')
          .send({ data: { social: 'https://social.example/ballon' } }),
    ],
    [
      422,
      'invalid',
      async () => {
        const read = await call('get', '/admin/api/content/links').expect(200);
        return call('put', '/admin/api/content/links')
          .set('If-Match', read.body.version)
          .send({ data: { ...read.body.data, social: 'not a link' } });
      },
    ],
    [
      413,
      'payload_too_large',
      () =>
        call('put', '/admin/api/content/links')
          .set('If-Match', '00000000000000000000')
          .send({ data: { text: 'x'.repeat(600_000) } }),
    ],
    [
      415,
      'unsupported_media_type',
      () =>
        json('put', '/admin/api/content/links', '{}', 'application/json; charset=koi8-r').set(
          'If-Match',
          '00000000000000000000',
        ),
    ],
  ],
  'GET /admin/api/history/:file': [[404, 'not_found', () => call('get', '/admin/api/history/secrets')]],
  'GET /admin/api/history/:file/:id': [[404, 'not_found', () => call('get', '/admin/api/history/venue/nothing')]],
  'POST /admin/api/history/:file/:id/restore': [
    [404, 'not_found', () => call('post', '/admin/api/history/venue/20261126T100000000Z-00000000/restore')],
  ],
  'POST /admin/api/today': [[422, 'invalid', () => call('post', '/admin/api/today').send({ kind: 'sometimes' })]],
  'GET /admin/api/checklist': [
    [
      422,
      'invalid',
      () =>
        withFileChanged(
          'hours.yaml',
          (file) => writeFileSync(file, 'exceptions: []\n'),
          () => call('get', '/admin/api/checklist'),
        ),
    ],
  ],
  'GET /admin/api/photos': [[401, 'unauthorized', () => call('get', '/admin/api/photos', { cookie: null })]],
  'POST /admin/api/photos': [
    [
      400,
      'bad_request',
      () => call('post', '/admin/api/photos').attach('picture', Buffer.from('not a photo'), 'photo.jpg'),
    ],
    [
      415,
      'unsupported_media_type',
      () => call('post', '/admin/api/photos').attach('file', Buffer.from('not a photo'), 'photo.jpg'),
    ],
  ],
  'GET /admin/api/enquiries': [[401, 'unauthorized', () => call('get', '/admin/api/enquiries', { cookie: null })]],
  'PATCH /admin/api/enquiries/:id': [
    [400, 'enquiry_id_invalid', () => call('patch', '/admin/api/enquiries/x').send({ status: 'answered' })],
    [422, 'enquiry_status_invalid', () => call('patch', `/admin/api/enquiries/${NOT_KEPT}`).send({ status: 'x' })],
    [404, 'enquiry_not_found', () => call('patch', `/admin/api/enquiries/${NOT_KEPT}`).send({ status: 'answered' })],
  ],
  'POST /admin/api/enquiries/:id/retry': [
    [
      409,
      'enquiry_not_failed',
      async () => {
        pendingId = await h.post({ ...validBody, idempotencyKey: 'a1b2c3d4-e5f6-4a7b-8c9d-0e1f2a3b4c5d' });
        return call('post', `/admin/api/enquiries/${pendingId}/retry`);
      },
    ],
  ],
  'DELETE /admin/api/enquiries/:id': [
    [404, 'enquiry_not_found', () => call('delete', `/admin/api/enquiries/${NOT_KEPT}`)],
    [409, 'enquiry_pending', () => call('delete', `/admin/api/enquiries/${pendingId}`)],
  ],
};

/** Refusals no route of its own answers: the admin's last 404, the error handler's JSON under /api. */
const beyondRoutes: [string, Refusal][] = [
  ['an unknown admin API', [404, 'not_found', () => call('get', '/admin/api/nothing')]],
  [
    'an unknown admin API without a session',
    [401, 'unauthorized', () => call('get', '/admin/api/nothing', { cookie: null })],
  ],
  ['another spelling of /api', [404, 'not_found', () => call('get', '/API/send-contact-email')]],
];

/** A route's path with a value in each parameter. */
const concrete = (route: string) =>
  route
    .replace(/:file/g, 'venue')
    .replace(/:email/g, 'owner@example.cz')
    .replace(/:id/g, 'x')
    .replace(/:lang/g, 'de')
    .replace('{*rest}', 'nothing');

/** Every admin route that needs a session, without one; every POST, PUT, PATCH and DELETE, from another site. */
function generated(routes: string[]): [string, Refusal][] {
  return routes.flatMap((route): [string, Refusal][] => {
    const [verb, url] = route.split(' ') as [string, string];
    // `ALL` routes are the catch-alls (404, 405): they change nothing, whatever the method.
    if (verb === 'ALL') return [];
    const method = verb.toLowerCase() as Method;
    const checks: [string, Refusal][] = [];
    if (url.startsWith('/admin/') && !ADMIN_PUBLIC.includes(route))
      checks.push([
        `${route} without a session`,
        [401, 'unauthorized', () => call(method, concrete(url), { cookie: null, lang: 'en' })],
      ]);
    if (method !== 'get')
      checks.push([
        `${route} from another site`,
        [403, 'cross_site', () => call(method, concrete(url), { origin: 'https://evil.example', lang: 'en' })],
      ]);
    return checks;
  });
}

describe('the one JSON error shape', () => {
  it('every refusal of every route is { error: { code, message, fields?, why?, version? } }, with its status, code and Cache-Control', async () => {
    // Every JSON route has refusals in the walk, and only routes that exist do.
    expect(Object.keys(refusals).sort()).toEqual([...new Set(jsonRoutes())].sort());
    const walk: [string, Refusal][] = [
      ...Object.entries(refusals).flatMap(([route, list]) =>
        list.map((refusal): [string, Refusal] => [route, refusal]),
      ),
      ...beyondRoutes,
      ...generated(jsonRoutes()),
    ];
    const seen = { fields: 0, why: 0, version: 0 };
    for (const [name, [status, code, send]] of walk) {
      const answer = await send();
      const what = `${name}: ${answer.status} ${answer.text}`;
      expect(answer.status, what).toBe(status);
      expect(answer.headers['content-type'], what).toMatch(/^application\/json; charset=utf-8$/);
      expect(answer.headers['cache-control'], what).toBe(
        new URL(answer.request.url).pathname.startsWith('/admin/') ? 'private, no-store' : 'no-store',
      );
      const parsed = errorAnswer.safeParse(answer.body);
      expect(parsed.error?.issues ?? [], what).toEqual([]);
      expect(answer.body.error.code, what).toBe(code);
      for (const key of ['fields', 'why', 'version'] as const) if (answer.body.error[key] !== undefined) seen[key] += 1;
    }
    // The documented extras were met: the public form's and the content editor's fields, a reason, a version.
    expect(seen.fields).toBeGreaterThanOrEqual(4);
    expect([seen.why, seen.version]).toEqual([1, 1]);
    expect(h.lines.filter((line) => line.level >= 50)).toEqual([]);
  });
});
