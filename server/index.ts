import { existsSync } from 'node:fs';
import type { Server } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createApp, type AppDeps } from './app';
import { readClientAssets } from './document/assets';
import { ConfigError, loadConfig, type Config } from './config/config';
import { createLogger } from './runtime/logger';
import { createEnquiries } from './enquiries';
import { createBookings } from './bookings';
import { createSubscribers } from './subscribers';
import { createVisits } from './visits';
import { createLunchMail } from './lunch-mail';
import { redisCountStore } from './rate-limit/redis-stores';
import { createPush, type OwnerNotice } from './push';
import { builtManifest, createAdmin, manifestAssets, type AdminAssetSource } from './admin';
import { Readiness } from './runtime/readiness';
import { DataDirWatch } from './runtime/data-dir';
import { gracefulShutdown } from './runtime/shutdown';
import { createHttpServer, limitConnectionsPerPeer } from './runtime/http-server';
import { DescriptorShortage } from './runtime/descriptor-shortage';
import { servedDataDirProblem } from './http/static-files';
import { Metrics, startMetricsServer } from './runtime/metrics';
import { ContentInvalidError, ContentStore } from './content/store';
import { PhotoLibrary } from './content/photo-library';
import { liveContentSource } from './content/content-source';

if (existsSync('.env')) process.loadEnvFile('.env');

let config: Readonly<Config>;
try {
  config = loadConfig();
} catch (error) {
  if (error instanceof ConfigError) {
    console.error(`Configuration error: ${error.message}`);
    process.exit(1);
  }
  throw error;
}

const logger = createLogger(config);

/** Exits once the log lines written so far are out (pino-pretty writes from a worker thread in development). */
function exitAfterLogs(code: number): void {
  setTimeout(() => process.exit(code), 2000).unref();
  logger.flush(() => process.exit(code));
}

/** A reason not to start, said in the one fatal line (`fields` beside the message). */
class StartupRefusal extends Error {
  constructor(
    message: string,
    readonly fields: Record<string, unknown>,
  ) {
    super(message);
  }
}

/** After SIGTERM, /readyz answers 503 this long before the listener closes (see server/runtime/shutdown.ts). */
const READINESS_GRACE_MS = 1000;
const here = path.dirname(fileURLToPath(import.meta.url));

/** What the owners' phones are told of a booking, new or changed by its guest (server/push: nothing the guest wrote). */
const bookingNotice = (
  booking: { date: string; time: string; party: number; state: string },
  changed: boolean,
): OwnerNotice => ({
  kind: 'booking',
  date: booking.date,
  time: booking.time,
  party: booking.party,
  pending: booking.state === 'pending',
  changed,
  path: `/admin/bookings?date=${booking.date}`,
});

/** What runs beside the HTTP server and must stop on shutdown (the Vite dev server). */
let stopDevServer = async () => {};
/** The metrics listener (METRICS_PORT), closed on shutdown. */
let stopMetrics = async () => {};
/** The owner's admin, made once the dev server or the build is known. */
let admin: Awaited<ReturnType<typeof createAdmin>> | null = null;

async function developmentDeps(
  httpServer: Server,
): Promise<Pick<AppDeps, 'pages' | 'devMiddleware'> & { adminAssets: AdminAssetSource }> {
  const { createServer } = await import('vite');
  // Hot reload runs over the same port as the site.
  const vite = await createServer({ server: { middlewareMode: true, hmr: { server: httpServer } }, appType: 'custom' });
  // Its hot-reload WebSockets would otherwise keep the server from closing.
  stopDevServer = () => vite.close();
  const entryUrl = '/src/entry-client.tsx';
  const devHead = async (url: string) =>
    /<head>([\s\S]*)<\/head>/.exec(
      await vite.transformIndexHtml(url, '<html><head></head><body></body></html>'),
    )?.[1] ?? '';
  return {
    // The admin's entry, served by Vite; its head's scripts carry the response's development nonce.
    adminAssets: async (req, res) => {
      const nonce = res.locals.cspNonce as string | undefined;
      const head = (await devHead(req.originalUrl)).replaceAll(
        '<script',
        nonce ? `<script nonce="${nonce}"` : '<script',
      );
      return { scripts: ['/src/admin/entry.tsx'], modulePreloads: [], styles: [], devHead: head, nonce };
    },
    devMiddleware: vite.middlewares,
    pages: {
      loadEntry: () => vite.ssrLoadModule('/src/entry-server.tsx') as ReturnType<AppDeps['pages']['loadEntry']>,
      async getAssets(url) {
        const html = await vite.transformIndexHtml(url, '<html><head></head><body></body></html>');
        const devHead = /<head>([\s\S]*)<\/head>/.exec(html)?.[1] ?? '';
        return { assets: { entry: entryUrl, modulePreloads: [], styles: [] }, devHead };
      },
    },
  };
}

function productionDeps(): Pick<AppDeps, 'pages' | 'clientDir'> & { adminAssets: AdminAssetSource } {
  // Built layout: dist/server/index.js beside dist/client/.
  const clientDir = path.resolve(here, '../client');
  const assets = readClientAssets(clientDir);
  const entry = import('../src/entry-server');
  return {
    clientDir,
    pages: { loadEntry: () => entry, getAssets: async () => ({ assets }) },
    adminAssets: manifestAssets(builtManifest(clientDir)),
  };
}

/** Starts the site: content, photos, enquiries, metrics, then the listener; a StartupRefusal is the fatal line. */
async function start(): Promise<void> {
  // What visitors wrote must never be fetchable: no start with DATA_DIR inside the served client files.
  const servedDataDir = config.isDevelopment
    ? null
    : servedDataDirProblem(path.resolve(here, '../client'), config.dataDir);
  if (servedDataDir) throw new StartupRefusal(servedDataDir, { dataDir: config.dataDir });

  // No file descriptor free (EMFILE/ENFILE) is one condition of the process, said once: the parts that
  // meet it (content, photos, mail, files) keep their state and try again (server/lib/out-of-descriptors.ts).
  const descriptors = new DescriptorShortage({ logger });
  const onOutOfDescriptors = descriptors.report;

  // The restaurant's content: an invalid folder at start-up refuses to start (naming every problem);
  // later, an invalid edit keeps the last good content (see server/content/store.ts).
  const contentStore = await ContentStore.open({ dir: config.contentDir, logger, onOutOfDescriptors }).catch(
    (error: unknown) => {
      if (error instanceof ContentInvalidError)
        throw new StartupRefusal(error.message, { dir: error.dir, problems: error.errors.length });
      throw new StartupRefusal('cannot read the content: is CONTENT_DIR a readable folder?', {
        err: error,
        dir: config.contentDir,
      });
    },
  );
  const readiness = new Readiness();
  // DATA_DIR (the outbox, the photo cache) that this user cannot use is no reason to stop: pages are
  // served, enquiries refused (503), /readyz names it and one error line a minute says what to do.
  const dataDir = new DataDirWatch({ dir: config.dataDir, logger, readiness, holdsEnquiries: !config.redisUrl });
  await dataDir.check();
  dataDir.start();
  // Its photos: variants made with sharp under DATA_DIR/photos, or found among those built into the image.
  const photoLibrary = await PhotoLibrary.open({
    contentDir: config.contentDir,
    cacheDir: path.join(config.dataDir, 'photos'),
    seedDirs: [path.resolve(here, '../client/assets/photos'), path.resolve('public/assets/photos')].filter((dir) =>
      existsSync(dir),
    ),
    logger,
    photos: contentStore.current().content.photos,
    onOutOfDescriptors,
  });
  contentStore.onChange((snapshot) => void photoLibrary.update(snapshot.content.photos));
  const content = liveContentSource(contentStore, photoLibrary);
  photoLibrary.onChange(() => content.photosChanged());

  // REDIS_URL: the rate limit, the idempotency claims and the mail queue are shared by every replica
  // (docs/decisions/0013). Redis down at start is no reason to stop: pages serve, forms answer 503.
  // Loaded only then: without REDIS_URL neither ioredis nor BullMQ is imported.
  const redis = config.redisUrl ? (await import('./redis/connection')).connectRedis(config.redisUrl, logger) : null;
  // The enquiries (server/enquiries): the outbox under DATA_DIR, or the Redis queue.
  const enquiries = await createEnquiries(config, {
    logger,
    redis,
    reportStorage: (error, refused) => dataDir.report('outbox', error, refused),
    onOutOfDescriptors,
  });
  enquiries.worker.start();
  // The lunch menu by e-mail's list (server/subscribers): DATA_DIR/subscribers, or Redis shared by every
  // replica; its confirmation e-mails ride the enquiries' durable queue like the bookings' e-mails.
  const subscribers = createSubscribers({
    dataDir: config.dataDir,
    redis: redis?.requests ?? null,
    siteUrl: config.siteUrl,
    logger,
    now: () => new Date(),
    view: () => content.view(),
    queueLetter: enquiries.queueLetter,
    eraseLetters: enquiries.eraseLetters,
    limitStore: redis ? (prefix) => redisCountStore(redis.requests, prefix) : undefined,
  });
  subscribers.start();
  // Web Push to the admin's devices (server/push): the keys and devices in DATA_DIR/push, or in Redis.
  // A device of an account revoked since is never told (the admin, made below, says who exists).
  const push = await createPush(config, {
    logger,
    redis,
    accounts: () => (admin ? admin.accounts() : Promise.reject(new Error('the admin is not made yet'))),
  });
  // Table bookings (server/bookings): DATA_DIR/bookings, or Redis shared by every replica.
  const bookings = createBookings({
    dataDir: config.dataDir,
    redis: redis?.requests ?? null,
    siteUrl: config.siteUrl,
    logger,
    now: () => new Date(),
    limitStore: redis ? (prefix) => redisCountStore(redis.requests, prefix) : undefined,
    view: () => content.view(),
    // Its e-mails ride the enquiries' durable queue; a new booking reaches the owners' phones.
    queueLetter: enquiries.queueLetter,
    eraseLetters: enquiries.eraseLetters,
    notifyNew: (booking) => {
      visits.count('b');
      void push.notifyOwners(bookingNotice(booking, false));
    },
    notifyChanged: (booking) => void push.notifyOwners(bookingNotice(booking, true)),
  });
  bookings.mailer?.start();
  // The morning lunch e-mail (server/lunch-mail): its own queue, deliverer and SMTP pool, never the
  // enquiries' (decision 0015); planned on the clock and on every content reload (a late publish).
  const lunchMail = await createLunchMail({
    config,
    redis,
    now: () => new Date(),
    logger,
    view: () => content.view(),
    subscribers: subscribers.list,
    onOutOfDescriptors,
  });
  // The owner's erase reaches the day's jobs too (an erased address is never mailed again).
  subscribers.dropFromSends((id) => lunchMail.sends.drop(id));
  contentStore.onChange(() => void lunchMail.tick());
  lunchMail.start();
  // Not ready until the first photo set is there (immediate when the image's or the cache's variants fit).
  readiness.waitFor('photos', photoLibrary.ready);

  // Headers within 30 s, the whole request within 60 s, idle keep-alive 65 s (see server/runtime/http-server.ts).
  const server = createHttpServer();
  // Created before the app is attached: it tracks the requests in flight.
  const { shutdown } = gracefulShutdown({
    server,
    readiness,
    stopBackgroundWork: async () => {
      contentStore.close();
      dataDir.stop();
      descriptors.stop();
      // Side by side: each waits a few seconds at most for a Redis that does not answer, and together
      // they stay within SHUTDOWN_TIMEOUT. The send reads the subscribers' list: it stops first.
      await Promise.all([
        lunchMail.stop().then(() => subscribers.stop()),
        visits.stop(),
        enquiries.worker.stop(),
        stopDevServer(),
        stopMetrics(),
        photoLibrary.close(),
      ]);
      await admin?.close();
      await push.close();
      await bookings.mailer?.stop();
      await redis?.close();
    },
    logger,
    timeoutMs: config.shutdownTimeoutMs,
    graceMs: config.isDevelopment ? 0 : READINESS_GRACE_MS,
    exit: exitAfterLogs,
  });
  const { adminAssets, ...deps } = config.isDevelopment ? await developmentDeps(server) : productionDeps();
  // The owner's admin (server/admin): its state in DATA_DIR/admin, or in Redis with REDIS_URL.
  admin = await createAdmin(config, {
    logger,
    redis,
    assets: adminAssets,
    openInbox: enquiries.openInbox,
    photos: photoLibrary,
    push,
    // The day's book (server/admin/bookings) over the owner's desk, with the content of each request.
    dayBook: bookings.dayBook,
    // "Návštěvnost" (server/admin/visits) over server/visits' report; `visits` is made below, before any request.
    visits: { report: (now) => visits.report(now) },
    // "Odběr menu" (server/admin/subscribers): the list's counts, the last sends, and the erase everywhere.
    subscribers: {
      summary: async () => ({ ...(await subscribers.owner.counts()), sends: await lunchMail.sends.recent(14) }),
      erase: (email) => subscribers.owner.erase(email),
    },
  });
  // Metrics only when METRICS_PORT is set, on that port alone; one that cannot listen is logged, the site still serves.
  const metricsPort = config.metrics.port;
  const metrics =
    metricsPort === null ? undefined : new Metrics({ outbox: enquiries.queue, worker: enquiries.worker, readiness });
  // A Redis outage (lost, hung, or refusing our credentials) is named in /readyz's body, which stays 200 (0010), and in the metrics.
  redis?.report(readiness, metrics?.registry);
  if (metrics && metricsPort !== null) {
    await startMetricsServer(metrics, { host: config.metrics.host, port: metricsPort }, logger).then(
      (listener) => (stopMetrics = () => listener.close()),
      (error: unknown) =>
        logger.error({ err: error, host: config.metrics.host, port: metricsPort }, 'metrics cannot listen'),
    );
  }
  // The owner's numbers (server/visits): sums per hour in DATA_DIR/visits, or in Redis, added once a minute.
  // Made here, used above only by closures that run once requests do (a booking made) or at shutdown.
  const visits = await createVisits({
    dataDir: config.dataDir,
    siteUrl: config.siteUrl,
    redis: redis?.requests ?? null,
    now: () => new Date(),
    logger,
  });
  visits.start();
  const app = createApp({
    config,
    logger,
    ...deps,
    content,
    photos: photoLibrary,
    // A new enquiry reaches the owners' phones; the guest's answer never waits for it (notifyOwners never rejects).
    enquiries: { ...enquiries.parts, notify: () => void push.notifyOwners({ kind: 'enquiry' }) },
    readiness,
    metrics,
    onOutOfDescriptors,
    admin: admin.router,
    bookings,
    subscribers,
    visits,
  });
  server.on('request', app);
  // One client holds at most a few dozen connections; the proxy TRUST_PROXY trusts carries everyone's (nginx caps them).
  const trusts = app.get('trust proxy fn') as (address: string, hop: number) => boolean;
  limitConnectionsPerPeer(server, { isTrusted: (address) => trusts(address, 0), logger });

  server.on('error', (error) => {
    logger.fatal({ err: error, host: config.host, port: config.port }, 'cannot listen');
    exitAfterLogs(1);
  });
  server.listen(config.port, config.host, () => {
    const address = server.address();
    const port = typeof address === 'object' && address ? address.port : config.port;
    logger.info(
      { url: `http://localhost:${port}`, port, env: config.isDevelopment ? 'development' : 'production' },
      'listening',
    );
  });

  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}

process.on('uncaughtException', (error) => {
  logger.fatal({ err: error }, 'uncaught exception: exiting');
  exitAfterLogs(1);
});
process.on('unhandledRejection', (reason) => {
  logger.fatal({ err: reason }, 'unhandled promise rejection: exiting');
  exitAfterLogs(1);
});

try {
  await start();
} catch (error) {
  if (error instanceof StartupRefusal) logger.fatal(error.fields, error.message);
  else logger.fatal({ err: error }, 'cannot start');
  exitAfterLogs(1);
}
