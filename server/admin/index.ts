import { Router, type Request, type RequestHandler } from 'express';
import type { Store } from 'express-rate-limit';
import type { Logger } from 'pino';
import type { Config } from '../config/config';
import type { PhotoLibrary } from '../content/photo-library';
import { sameOriginOnly } from '../http/same-origin';
import type { RedisConnections } from '../redis/connection';
import { adminLang, sendAdminError } from './api-errors';
import { AuditLog } from './audit';
import { attemptLimit, DEFAULT_ATTEMPTS, type AttemptLimit } from './auth/attempt-limit';
import { publicAuthRoutes, sessionRoutes } from './auth/auth-routes';
import { Ceremonies } from './auth/ceremonies';
import { relyingPartyOf } from './auth/relying-party';
import { Sessions, type ActiveSession } from './auth/sessions';
import type { AdminRequestContext } from './context';
import { contentRoutes } from './content/routes';
import { ContentEditor } from './content/editor';
import { bookingRoutes, type DayBookDesk } from './bookings';
import { inboxRoutes, type EnquiryInbox } from './inbox';
import { adminErrors } from './json-body';
import { ownerRoutes } from './owners-routes';
import { requireRole } from './permissions';
import { adminPages } from './pages';
import { photoRoutes } from './photos';
import { installableRoutes } from './installable';
import { pushRoutes, type DevicePush } from './push-routes';
import { subscriberRoutes, type SubscribersPort } from './subscribers/routes';
import { visitsRoutes, type VisitsPort } from './visits/routes';
import { adminCsp, shellHandler, type AdminAssetSource } from './shell';
import type { AdminState } from './state/admin-state';
import { fileAdminState } from './state/file-state';

export { builtManifest, manifestAssets, type AdminAssetSource } from './shell';
export type { EnquiryInbox } from './inbox';
export type { DevicePush } from './push-routes';
export type { DayBookDesk } from './bookings';
export type { SubscribersPort } from './subscribers/port';
export type { VisitsPort } from './visits/port';

export interface AdminDeps {
  logger: Logger;
  /** REDIS_URL's connections (server/redis): the admin's state lives in Redis; null: in DATA_DIR/admin. */
  redis: RedisConnections | null;
  /** The admin client's files (production: the build's manifest; development: Vite). */
  assets: AdminAssetSource;
  /** The clock (tests move it past a session's or an invitation's end). */
  now?: () => Date;
  /** The sign-in and invitation endpoints' per-client limit (default DEFAULT_ATTEMPTS). */
  attempts?: AttemptLimit;
  /** More routers (tests), mounted under /admin/api behind the guards after the admin's own. */
  routers?: ((context: AdminRequestContext) => Router)[];
  /** Another state (tests); default from the configuration. */
  state?: AdminState;
  /**
   * The enquiries' inbox (`createEnquiries(…).openInbox`: the admin imports nothing of
   * server/enquiries). Without it the inbox API is not there (404), as in tests of other parts.
   */
  openInbox?: () => Promise<EnquiryInbox>;
  /** The site's photos: the photo library lists them (GET /admin/api/photos); without it the list is empty. */
  photos?: Pick<PhotoLibrary, 'overview'>;
  /** Web Push to the accounts' devices (`createPush(…)`, server/push): without it the push API is not there (404). */
  push?: DevicePush;
  /**
   * The owner's desk of the bookings (`createBookings(…).dayBook(content)`: the admin imports
   * nothing of server/bookings). Without it the day's book's API is not there (404).
   */
  dayBook?: DayBookDesk;
  /**
   * The lunch e-mail's subscribers and morning sends for "Odběr menu" (server/index.ts joins
   * server/subscribers' counts and erase with server/lunch-mail's recent sends): owners only;
   * without it the API is absent (404).
   */
  subscribers?: SubscribersPort;
  /** The counts for "Návštěvnost" (server/visits' report): owners only; without it the API is absent (404). */
  visits?: VisitsPort;
}

export interface Admin {
  /** Mounted at /admin by the app. */
  router: Router;
  context: AdminRequestContext;
  /** The accounts that exist now (lower-case e-mails): push tells no device of a revoked one. */
  accounts(): Promise<string[]>;
  close(): Promise<void>;
}

/** The admin's state from the configuration: Redis with REDIS_URL (loaded only then), else DATA_DIR/admin. */
async function openState(config: Pick<Config, 'dataDir'>, redis: RedisConnections | null) {
  if (!redis) return { state: fileAdminState(config.dataDir), store: (): Store | undefined => undefined };
  const { redisAdminState, redisAttemptStore } = await import('./state/redis-state');
  return {
    state: redisAdminState(redis.requests),
    store: (name: string): Store | undefined => redisAttemptStore(redis.requests, name),
  };
}

/**
 * The owner's admin (server/admin/README.md): its pages and its API under /admin, all
 * `private, no-store`; a state-changing request from another origin is 403 before any
 * session check; every API but signing in is 401 without a live session, and 403 for
 * staff beyond what staff may (permissions.ts); every page but sign-in and the invitation
 * is a 303 to sign-in without one.
 */
export async function createAdmin(
  config: Pick<Config, 'siteUrl' | 'dataDir' | 'contentDir' | 'isDevelopment'> & {
    mail: Pick<Config['mail'], 'smtpUrl'>;
  },
  deps: AdminDeps,
): Promise<Admin> {
  const { logger, now = () => new Date() } = deps;
  const attempts = deps.attempts ?? DEFAULT_ATTEMPTS;
  const opened = await openState(config, deps.redis);
  // The content folder the site reads: the admin writes it (server/admin/content/README.md).
  const editor = await ContentEditor.open({ dir: config.contentDir, now });
  const state = deps.state ?? opened.state;
  const site = new URL(config.siteUrl);
  const secure = !(
    config.isDevelopment &&
    site.protocol === 'http:' &&
    ['localhost', '127.0.0.1', '[::1]'].includes(site.hostname)
  );
  const audit = new AuditLog(state, logger, now);
  const sessions = new Sessions({ state, now, secure });
  const ceremonies = new Ceremonies({ state, rp: relyingPartyOf(config.siteUrl), audit, now });
  const active = new WeakMap<Request, ActiveSession>();
  const sessionOf = (req: Request) => {
    const session = active.get(req);
    if (!session) throw new Error('no session: the route is not behind requireSession');
    return session;
  };
  const context: AdminRequestContext = {
    ownerOf: (req) => sessionOf(req).owner,
    roleOf: (req) => sessionOf(req).role,
    langOf: adminLang,
    audit: (event) => audit.record(event),
  };
  const limits = {
    invitation: attemptLimit('admin-invitation', attempts, logger, opened.store('invitation')),
    signIn: attemptLimit('admin-sign-in', attempts, logger, opened.store('sign-in')),
  };
  const parts = { ceremonies, sessions, audit, limits, sessionOf };
  const requireSession: RequestHandler = async (req, res, next) => {
    const session = await sessions.current(req);
    if (!session) return sendAdminError(req, res, 401, 'unauthorized');
    active.set(req, session);
    next();
  };

  const router = Router({ caseSensitive: true, strict: true });
  router.use((_req, res, next) => {
    res.set({
      'Cache-Control': 'private, no-store',
      'X-Robots-Tag': 'noindex, nofollow',
      // The public pages deny WebAuthn (server/http/security.ts); the admin is where passkeys are used.
      'Permissions-Policy':
        'publickey-credentials-create=(self), publickey-credentials-get=(self), camera=(), geolocation=(), microphone=(), payment=(), usb=()',
    });
    next();
  });
  router.use((req, res, next) => {
    if (['GET', 'HEAD', 'OPTIONS'].includes(req.method)) return next();
    return sameOriginOnly(config.siteUrl, logger, (request, response) =>
      sendAdminError(request, response, 403, 'cross_site'),
    )(req, res, next);
  });
  const api = Router({ caseSensitive: true, strict: true });
  api.use(publicAuthRoutes(parts));
  api.use(requireSession);
  // Staff may do what src/admin/api/roles.ts says, no more: 403 before any route reads or writes.
  api.use(requireRole((req) => sessionOf(req).role));
  api.use(sessionRoutes(parts));
  api.use(ownerRoutes({ state, audit, sessions, siteUrl: config.siteUrl, now, sessionOf }));
  api.use(contentRoutes({ editor, context, now, mailConfigured: config.mail.smtpUrl !== null, logger }));
  api.use(photoRoutes({ contentDir: config.contentDir, context, now, logger, library: deps.photos }));
  const inbox = deps.openInbox ? inboxRoutes({ openInbox: deps.openInbox, state, context, logger }) : null;
  if (inbox) api.use(inbox.router);
  if (deps.push) api.use(pushRoutes(deps.push, context));
  if (deps.dayBook)
    api.use(bookingRoutes({ desk: deps.dayBook, context, logger, tableRequests: inbox?.tableRequests }));
  if (deps.subscribers) api.use(subscriberRoutes({ subscribers: deps.subscribers, context }));
  if (deps.visits) api.use(visitsRoutes({ visits: deps.visits, now }));
  for (const make of deps.routers ?? []) api.use(make(context));
  api.use((req, res) => sendAdminError(req, res, 404, 'not_found'));
  api.use(adminErrors(logger));
  router.use('/api', api);
  router.use(installableRoutes(adminCsp()));
  router.use(
    adminPages({ shell: shellHandler(deps.assets, logger), signedIn: (req) => sessions.current(req).then(Boolean) }),
  );
  router.use(adminErrors(logger));
  return {
    router,
    context,
    accounts: async () => (await state.listOwners()).map((owner) => owner.email),
    close: async () => {
      await inbox?.close();
      await state.close();
    },
  };
}
