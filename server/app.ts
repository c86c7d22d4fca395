import path from 'node:path';
import express, { type Express, type RequestHandler, type Router } from 'express';
import compression from 'compression';
import type { Logger } from 'pino';
import type { Config } from './config/config';
import { calendarRoutes } from './calendar/routes';
import { feedRoutes } from './feed/routes';
import { enquiryRoutes, type EnquiryParts } from './enquiries';
import type { Bookings } from './bookings';
import type { Visits } from './visits';
import type { ContentSource } from './content/content-source';
import type { PhotoLibrary } from './content/photo-library';
import { crawlerRoutes } from './document/crawlers';
import { dataRoutes } from './document/data-route';
import type { PageCache } from './document/page-cache';
import { createRenderer, type RendererOptions } from './document/render';
import { documentRoutes } from './document/routes';
import { securityTxtRoute } from './document/security-txt';
import { siteConfigOf } from './document/site-config';
import { canonicalUrls } from './http/canonical-url';
import { isEncodedBodyAnswer } from './http/encoded-body';
import { createErrorHandler } from './http/error-handler';
import { httpsRedirect } from './http/https-redirect';
import { readRequestTargets, refuseUnreadableTargets } from './http/request-target';
import { permissionsPolicy, securityHeaders } from './http/security';
import { siteIcons } from './http/site-icons';
import { staticFiles } from './http/static-files';
import { trustProxyWarning } from './http/trust-proxy-warning';
import type { OutOfDescriptors } from './lib/out-of-descriptors';
import type { Metrics } from './runtime/metrics';
import { fixClientAddress } from './runtime/client-address';
import { Readiness, readyzHandler } from './runtime/readiness';
import { requestLogging } from './runtime/request-logging';

export interface AppDeps {
  config: Readonly<Config>;
  logger: Logger;
  /** How documents are rendered: the server entry and the client assets. */
  pages: Pick<RendererOptions, 'loadEntry' | 'getAssets'>;
  /** Built client files to serve (production). */
  clientDir?: string;
  /** Middleware placed before the pages, e.g. Vite's dev server. */
  devMiddleware?: RequestHandler;
  /** The content folder and its photos (server/content), read per request. */
  content: ContentSource;
  /** Serves the processed photos (/assets/photos/…) and the sharing image (/og-image.jpg); without it, only built files. */
  photos?: Pick<PhotoLibrary, 'serve' | 'ogImageFile'>;
  /** The clock: open or closed, the feast, notices, the footer's year (tests pin it). */
  now?: () => Date;
  /** The enquiry path (server/enquiries): its queue, worker kick and limiter. Without a queue, enquiries are answered 503 'unavailable'. */
  enquiries?: EnquiryParts;
  /** /readyz answers 503 once this is marked as shutting down. */
  readiness?: Readiness;
  /** Prometheus metrics: every request is timed (served on their own port, see server/index.ts). */
  metrics?: Metrics;
  /** A file could not be opened for want of a descriptor: the process says it once (503 to the request). */
  onOutOfDescriptors?: OutOfDescriptors;
  /** The owner's admin (server/admin: createAdmin().router), mounted at /admin; without it /admin is the pages' 404. */
  admin?: Router;
  /** Table bookings (server/bookings): the free times' API, the booking page's posts and its desk; without them the page finds no booking. */
  bookings?: Bookings;
  /** The owner's numbers (server/visits): its counter sees every request, before the page cache. */
  visits?: Pick<Visits, 'counter'>;
  /** The finished pages kept (server/document/page-cache.ts); by default the renderer's own (tests read its size). */
  pageCache?: PageCache;
}

/**
 * Builds the Express application from its parts, in the order a request meets
 * them. It never listens: server/index.ts does, tests use supertest.
 */
export function createApp(deps: AppDeps): Express {
  const { config, logger, pages, clientDir, devMiddleware, content, now = () => new Date() } = deps;
  const app = express();
  app.disable('x-powered-by');
  // Every request reaches the middleware below with a path Express can read (`GET http://[/` would skip them all).
  readRequestTargets(app);
  // The app's own routes (/healthz, /readyz) answer their exact spelling only: `/HEALTHZ/` is no duplicate.
  app.set('case sensitive routing', true);
  app.set('strict routing', true);
  // req.ip (the rate limit's key) follows X-Forwarded-For only through these proxies.
  app.set('trust proxy', Array.isArray(config.trustProxy) ? [...config.trustProxy] : config.trustProxy);

  // The client's address as it arrived: a connection reset must not erase it (see client-address.ts).
  app.use(fixClientAddress);
  // A request id (X-Request-Id) and one log line per request; probes are not logged.
  app.use(requestLogging(logger));
  // Forwarded headers from a peer TRUST_PROXY does not trust: one warning per peer, naming the value that would.
  app.use(trustProxyWarning({ logger, trustProxy: config.trustProxy }));
  if (deps.metrics) app.use(deps.metrics.requestTimer);
  // What counts (a page viewed, a feed fetched, a form posted) is counted once answered: one Map lookup per request.
  if (deps.visits) app.use(deps.visits.counter);
  app.get('/healthz', (_req, res) => {
    res.set('Cache-Control', 'no-store').json({ status: 'ok' });
  });
  app.get('/readyz', readyzHandler(deps.readiness ?? new Readiness()));

  app.use(
    securityHeaders(config, () => content.view().content.links),
    permissionsPolicy,
  );
  // A target that is neither a path nor an http(s) URL: 400, after the id, the log line and the headers.
  app.use(refuseUnreadableTargets);
  app.use(httpsRedirect(config.siteUrl));
  // The admin's first screen typed or bookmarked with a slash (`/admin/`): the admin, not the site's 404.
  if (deps.admin) {
    app.get('/admin/', (req, res) => {
      res.set('Cache-Control', 'private, no-store');
      res.redirect(301, `/admin${req.url.slice('/admin/'.length)}`);
    });
  }
  // One URL per page: other spellings get a 301/308 to it (never off-site) or a 404.
  app.use(
    canonicalUrls({
      legacyTarget: async () => (await pages.loadEntry()).permanentRedirectFor,
      isDevelopment: config.isDevelopment,
    }),
  );
  // Dynamic answers; a precompressed file (Content-Encoding already set) is left alone.
  // A stored page, feed or calendar has its encodings made once (server/http/encoded-body.ts): never compressed again.
  app.use(compression({ filter: (req, res) => !isEncodedBodyAnswer(res) && compression.filter(req, res) }));

  // The enquiries: the JSON API, and below the no-JS posts of the two form pages (one limiter for both).
  const enquiries = enquiryRoutes(config, logger, deps.enquiries);
  // The bookings' API first: the enquiries' answers every other /api path with a JSON 404.
  const bookings = deps.bookings?.routes();
  if (bookings) app.use('/api', bookings.api);
  app.use('/api', enquiries.api);
  // The owner's admin: its own headers, CSP and session; public pages never meet it.
  if (deps.admin) app.use('/admin', deps.admin);

  if (devMiddleware) app.use(devMiddleware);
  if (deps.photos) {
    const photos = deps.photos;
    app.use('/assets/photos', photos.serve());
    app.get('/og-image.jpg', async (_req, res, next) => {
      const file = await photos.ogImageFile();
      if (!file) {
        next();
        return;
      }
      res.setHeader('Cache-Control', 'public, max-age=3600');
      res.sendFile(file, (error) => error && !res.headersSent && next());
    });
  }
  // /favicon.ico and /apple-touch-icon.png, drawn from the SVG favicon (the built one, else public/'s).
  app.use(siteIcons(path.resolve(clientDir ?? 'public', 'favicon.svg')));
  if (clientDir) app.use(staticFiles(clientDir, { dataDir: config.dataDir }));
  app.use(crawlerRoutes(config.siteUrl, content, now));
  app.use(securityTxtRoute(config.siteUrl, content, now));
  app.use(dataRoutes({ content, now }));
  const render = createRenderer({
    logger,
    isDevelopment: config.isDevelopment,
    siteConfig: siteConfigOf(config),
    content,
    now,
    pageCache: deps.pageCache,
    bookingsFor: bookings?.portFor,
    ...pages,
  });
  // The feast's calendar files (/svatomartinske-hody/<year>.ics); a year with none is the pages' 404, kept per language.
  app.use(calendarRoutes({ content, now, siteUrl: config.siteUrl, notFound: render.notFound('feast calendar') }));
  // The daily menu's Atom feeds (/denni-menu.atom, /en/denni-menu.atom).
  app.use(feedRoutes({ content, now, siteUrl: config.siteUrl }));

  // JSON under /api, the localized error page for documents, no stack trace.
  const onError = createErrorHandler({
    isDevelopment: config.isDevelopment,
    onOutOfDescriptors: deps.onOutOfDescriptors,
  });
  if (bookings) app.use(bookings.pages(render));
  app.use(enquiries.formPosts(render, onError));
  app.use(documentRoutes({ render, postablePaths: enquiries.formPagePaths }));
  app.use(onError);
  return app;
}
