import express, { type ErrorRequestHandler, type Express, type RequestHandler } from 'express';
import compression from 'compression';
import type { Logger } from 'pino';
import type { Config } from './config';
import { createRenderer, type RendererOptions } from './render';
import { assignNonce, permissionsPolicy, securityHeaders } from './security';
import { renderErrorPage } from './error-page';
import { langFromPath } from '../src/lang';
import type { SiteConfig } from '../src/site-config';

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
}

const YEAR_IN_SECONDS = 31_536_000;

/** Builds the Express application. It never listens: server/index.ts does, tests use supertest. */
export function createApp(deps: AppDeps): Express {
  const { config, logger, pages, clientDir, devMiddleware, now = () => new Date() } = deps;
  const app = express();
  app.disable('x-powered-by');

  app.get('/healthz', (_req, res) => {
    res.set('Cache-Control', 'no-store').json({ status: 'ok' });
  });

  app.use(assignNonce, securityHeaders(config), permissionsPolicy);
  app.use(compression());

  if (devMiddleware) app.use(devMiddleware);
  if (clientDir) {
    app.use(
      express.static(clientDir, {
        index: false,
        redirect: false,
        setHeaders(res, filePath) {
          const hashed = filePath.includes(`${'/'}assets${'/'}`);
          res.setHeader('Cache-Control', hashed ? `public, max-age=${YEAR_IN_SECONDS}, immutable` : 'public, max-age=3600');
        },
      }),
    );
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

  const render = createRenderer({ logger, isDevelopment: config.isDevelopment, siteConfig, ...pages });
  app.get('/{*path}', (req, res, next) => {
    res.setHeader('Cache-Control', 'private, no-store');
    void render(req, res, next);
  });

  const onError: ErrorRequestHandler = (error, req, res, _next) => {
    logger.error({ err: error, path: req.path }, 'request failed');
    if (res.headersSent) {
      res.end();
      return;
    }
    const detail = config.isDevelopment && error instanceof Error ? error.message : null;
    res.status(500).type('html').send(renderErrorPage(langFromPath(req.path), detail));
  };
  app.use(onError);
  return app;
}
