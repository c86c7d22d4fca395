import express, { type Express, type Request as ExpressRequest, type RequestHandler, type Response as ExpressResponse } from 'express';
import compression from 'compression';
import type { Logger } from 'pino';
import type { Config } from './config';
import { createRenderer, type RendererOptions } from './render';
import { assignNonce, permissionsPolicy, securityHeaders } from './security';
import { localizePath } from '../src/lang';
import { pagePaths } from '../src/page-paths';
import type { SiteConfig } from '../src/site-config';
import { createApiRouter } from './api/contact';
import { answerRateLimitedWith, createContactRateLimiter } from './api/contact-rate-limit';
import { createContactSubmission, type ContactSubmit } from './api/contact-submission';
import type { Outbox } from './mail/outbox';
import { Readiness, readyzHandler } from './readyz';
import { crawlerRoutes } from './crawlers';
import { createErrorHandler } from './error-handler';
import { httpsRedirect } from './https-redirect';
import { servePrecompressed } from './precompressed';
import { recordFailure, requestLogging } from './request-logging';

export interface AppDeps {
  config: Readonly<Config>;
  logger: Logger;
  /** How documents are rendered: the server entry and the client assets. */
  pages: Pick<RendererOptions, 'loadEntry' | 'getAssets'>;
  /** Built client files to serve (production). */
  clientDir?: string;
  /** Middleware placed before the pages, e.g. Vite's dev server. */
  devMiddleware?: RequestHandler;
  /** The clock, for the footer's year (tests pin it). */
  now?: () => Date;
  /** The enquiry path. Without it the API answers 500 'unavailable' and /readyz 503. */
  mail?: {
    outbox: Outbox;
    /** Called after a message is queued: the delivery worker's kick(). */
    kick?: () => void;
    /** The enquiry rate limiter; made from config.contact when absent. */
    limiter?: RequestHandler;
  };
  /** /readyz answers 503 once this is marked as shutting down. */
  readiness?: Readiness;
}

const YEAR_IN_SECONDS = 31_536_000;
const FORM_BODY_LIMIT = '16kb';
/** The pages whose forms post to themselves, in both languages. */
const formPagePaths = [pagePaths.contact, pagePaths.lounge].flatMap((path) => [localizePath(path, 'cs'), localizePath(path, 'en')]);

/** Builds the Express application. It never listens: server/index.ts does, tests use supertest. */
export function createApp(deps: AppDeps): Express {
  const { config, logger, pages, clientDir, devMiddleware, now = () => new Date() } = deps;
  const app = express();
  app.disable('x-powered-by');
  // req.ip (the rate limit's key) follows X-Forwarded-For only through these proxies.
  app.set('trust proxy', Array.isArray(config.trustProxy) ? [...config.trustProxy] : config.trustProxy);

  // A request id (X-Request-Id) and one log line per request; probes are not logged.
  app.use(requestLogging(logger));
  app.get('/healthz', (_req, res) => {
    res.set('Cache-Control', 'no-store').json({ status: 'ok' });
  });
  app.get('/readyz', readyzHandler(deps.mail?.outbox, deps.readiness ?? new Readiness()));

  app.use(assignNonce, securityHeaders(config), permissionsPolicy);
  app.use(httpsRedirect(config.siteUrl));
  // Dynamic answers; a precompressed file (Content-Encoding already set) is left alone.
  app.use(compression());

  // One limiter and one submit function for the JSON API and the no-JS form posts.
  const contactLimiter = deps.mail?.limiter ?? createContactRateLimiter(config.contact, logger);
  const submitContact = createContactSubmission({ outbox: deps.mail?.outbox, kick: deps.mail?.kick, logger });
  app.use('/api', createApiRouter({ submit: submitContact, limiter: contactLimiter }));

  if (devMiddleware) app.use(devMiddleware);
  if (clientDir) {
    const files = express.static(clientDir, {
      index: false,
      redirect: false,
      setHeaders(res, filePath) {
        const hashed = filePath.includes(`${'/'}assets${'/'}`);
        res.setHeader('Cache-Control', hashed ? `public, max-age=${YEAR_IN_SECONDS}, immutable` : 'public, max-age=3600');
      },
    });
    // The brotli or gzip file the build wrote beside a text asset, when the client takes it.
    app.use(servePrecompressed(clientDir, files));
  }

  const siteConfig = (): SiteConfig => ({
    siteUrl: config.siteUrl,
    year: now().getFullYear(),
    dailyMenuUrl: config.urls.dailyMenu,
    foodMenuUrl: config.urls.foodMenu,
    foodMenuPdfUrl: config.urls.foodMenuPdf,
    menuSubscribeUrl: config.urls.menuSubscribe,
    socialUrl: config.urls.social,
    reservationUrl: config.urls.reservation,
  });

  app.use(crawlerRoutes(config.siteUrl));

  const render = createRenderer({ logger, isDevelopment: config.isDevelopment, siteConfig, ...pages });
  const noStore: RequestHandler = (_req, res, next) => {
    res.setHeader('Cache-Control', 'private, no-store');
    next();
  };
  app.get('/{*path}', noStore, (req, res, next) => void render(req, res, next));

  // The forms without JavaScript: a urlencoded post to the form's own page, through
  // the same limiter and the same submission as the JSON API. Limited posts still
  // render the page (with the entered values and a notice), answered 429.
  const submitFor = (req: ExpressRequest, res: ExpressResponse): ContactSubmit => async (body) => {
    const result = await submitContact(body, req.log);
    if (result.status === 'unavailable') recordFailure(res, result.failure.error, result.failure.message);
    return result;
  };
  app.post(
    formPagePaths,
    noStore,
    express.urlencoded({ extended: false, limit: FORM_BODY_LIMIT }),
    answerRateLimitedWith((req, res) => void render(req, res, (error) => onError(error, req, res, () => {}), { submit: submitFor(req, res), rateLimited: true })),
    contactLimiter,
    (req, res, next) => void render(req, res, next, { submit: submitFor(req, res) }),
  );
  // Documents are read, never written to (the two form pages take their POST above).
  app.all('/{*path}', (req, res) => {
    const allow = formPagePaths.includes(req.path) ? 'GET, HEAD, POST' : 'GET, HEAD';
    res.set('Allow', allow).status(405).type('text/plain').send('405 Method Not Allowed');
  });

  // JSON under /api, the localized error page for documents, no stack trace.
  const onError = createErrorHandler({ isDevelopment: config.isDevelopment });
  app.use(onError);
  return app;
}
