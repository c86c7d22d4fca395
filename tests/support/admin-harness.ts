import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pino from 'pino';
import request from 'supertest';
import type { Express } from 'express';
import {
  createAdmin,
  type Admin,
  type DayBookDesk,
  type DevicePush,
  type EnquiryInbox,
  type SubscribersPort,
  type VisitsPort,
} from '../../server/admin';
import type { AppDeps } from '../../server/app';
import type { Role } from '../../src/admin/api/roles';
import type { AttemptLimit } from '../../server/admin/auth/attempt-limit';
import { inviteByOperator } from '../../server/admin/auth/invitations';
import type { AdminAssetSource } from '../../server/admin/shell';
import type { AdminState } from '../../server/admin/state/admin-state';
import { fileAdminState } from '../../server/admin/state/file-state';
import { SoftAuthenticator } from './soft-authenticator';
import { createTestApp, testEnv } from './test-app';

export const SITE = testEnv.SITE_URL;

/** The assets a build with the admin client would give (a fixture manifest's). */
const fixtureAssets: AdminAssetSource = async () => ({
  scripts: ['/assets/admin-entry-test.js'],
  modulePreloads: ['/assets/admin-chunk-test.js'],
  styles: ['/assets/admin-test.css'],
});

export interface AdminHarness {
  app: Express;
  admin: Admin;
  state: AdminState;
  dataDir: string;
  logs: ReturnType<typeof createTestApp>['logs'];
  /** Moves the admin's clock forward. */
  advance(ms: number): void;
  /** An invitation as the CLI makes one (a new owner, or a device of the owner the address names): the token from its link. */
  invite(email: string, role?: Role): Promise<string>;
  /** invite → options → create → verify: the new account's session cookie (an owner's unless `role` says staff). */
  register(
    email: string,
    authenticator?: SoftAuthenticator,
    role?: Role,
  ): Promise<{ cookie: string; authenticator: SoftAuthenticator }>;
  /** options → get → verify with `authenticator`: the answer. */
  signIn(authenticator: SoftAuthenticator): Promise<request.Response>;
  dispose(): Promise<void>;
}

/** The session cookie's `name=value` from an answer's Set-Cookie. */
export function sessionCookie(response: request.Response): string {
  const header = ([] as string[])
    .concat(response.headers['set-cookie'] ?? [])
    .find((line) => line.startsWith('ballon_admin=') && !line.startsWith('ballon_admin=;'));
  if (!header) throw new Error(`no session cookie in ${response.status} ${JSON.stringify(response.headers)}`);
  return header.split(';')[0]!;
}

export const tokenOf = (link: string) => new URL(link).hash.replace('#token=', '');

export interface AdminHarnessOptions {
  attempts?: AttemptLimit;
  assets?: AdminAssetSource;
  env?: Record<string, string>;
  /** A DATA_DIR already made (the enquiries' outbox in it); a new temporary one by default. Removed by dispose() either way. */
  dataDir?: string;
  /** The admin's state; files in DATA_DIR by default. */
  state?: AdminState;
  /** The enquiries' inbox for the admin (createEnquiries(…).openInbox). */
  openInbox?: () => Promise<EnquiryInbox>;
  /** Web Push for the admin's push API (`createPush(…)`); without it the API is absent. */
  push?: DevicePush;
  /** The owner's desk of the bookings for the day's book (`createBookings(…).dayBook(content)`); without it the API is absent. */
  dayBook?: DayBookDesk;
  /** The subscribers' counts, sends and erase for "Odběr menu"; without it the API is absent. */
  subscribers?: SubscribersPort;
  /** The counts' report for "Návštěvnost"; without it the API is absent. */
  visits?: VisitsPort;
  /** More of the app's parts (the enquiries' routes: `enquiries.parts`); `deps.logger` is the admin's too (silent by default). */
  deps?: Partial<AppDeps>;
}

/** The whole app (public pages and /admin) with the admin on files in a temporary DATA_DIR, a movable clock, and the fixture assets. */
export async function createAdminHarness(options: AdminHarnessOptions = {}): Promise<AdminHarness> {
  const dataDir = options.dataDir ?? (await mkdtemp(path.join(tmpdir(), 'admin-')));
  // A content folder of its own (empty unless a test fills it): an edit never reaches the repository's content/.
  const contentDir = path.join(dataDir, 'content');
  await mkdir(contentDir);
  let offset = 0;
  const now = () => new Date(Date.now() + offset);
  const state = options.state ?? fileAdminState(dataDir);
  const admin = await createAdmin(
    { siteUrl: SITE, dataDir, contentDir, isDevelopment: false, mail: { smtpUrl: null } },
    {
      logger: options.deps?.logger ?? pino({ level: 'silent' }),
      redis: null,
      assets: options.assets ?? fixtureAssets,
      now,
      attempts: options.attempts,
      state,
      openInbox: options.openInbox,
      push: options.push,
      dayBook: options.dayBook,
      subscribers: options.subscribers,
      visits: options.visits,
    },
  );
  const { app, logs } = createTestApp({
    env: { DATA_DIR: dataDir, ...options.env },
    deps: { ...options.deps, admin: admin.router },
  });
  const harness: AdminHarness = {
    app,
    admin,
    state,
    dataDir,
    logs,
    advance: (ms) => void (offset += ms),
    invite: async (email, role) => tokenOf((await inviteByOperator(state, SITE, email, now(), role)).link),
    async register(email, authenticator = new SoftAuthenticator(SITE), role) {
      const token = await harness.invite(email, role);
      const options = await request(app).post('/admin/api/invitation/options').set('Origin', SITE).send({ token });
      if (options.status !== 200) throw new Error(`invitation options: ${options.status} ${options.text}`);
      const verify = await request(app)
        .post('/admin/api/invitation/verify')
        .set('Origin', SITE)
        .send({ token, response: authenticator.create(options.body) });
      if (verify.status !== 201) throw new Error(`invitation verify: ${verify.status} ${verify.text}`);
      return { cookie: sessionCookie(verify), authenticator };
    },
    async signIn(authenticator) {
      const options = await request(app).post('/admin/api/sign-in/options').set('Origin', SITE);
      if (options.status !== 200) throw new Error(`sign-in options: ${options.status} ${options.text}`);
      return request(app)
        .post('/admin/api/sign-in/verify')
        .set('Origin', SITE)
        .send({ response: authenticator.get(options.body) });
    },
    async dispose() {
      await admin.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
  return harness;
}
