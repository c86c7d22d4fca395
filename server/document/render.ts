import type { NextFunction, Request as ExpressRequest, Response as ExpressResponse } from 'express';
import { renderToPipeableStream } from 'react-dom/server';
import type { Logger } from 'pino';
import { langFromPath } from '../../src/lang';
import type { SiteConfig } from '../../src/site-config';
import type * as EntryServer from '../../src/entry-server';
import type { FormActionContext } from '../../src/forms/form-action';
import { assetsForPage, type ClientAssets } from './assets';
import { PageCache } from './page-cache';
import type { ContentSource } from '../content/content-source';
import { nextBoundary } from '../../src/content/time';
import { documentEnd, documentStart } from './html-shell';
import { ShellWriter } from './shell-writer';
import { isLocalPath } from '../http/canonical-url';
import { renderErrorPage } from '../http/error-page';
import { recordFailure, scrubPath } from '../runtime/request-logging';

export type EntryServerModule = typeof EntryServer;

export interface RendererOptions {
  logger: Logger;
  isDevelopment: boolean;
  /** The server entry: imported once in production, through Vite in development. */
  loadEntry: () => Promise<EntryServerModule>;
  /** The client assets to load, per request (dev: from Vite). */
  getAssets: (url: string) => Promise<{ assets: ClientAssets; devHead?: string }>;
  siteConfig: () => SiteConfig;
  /** The content folder and its photos, read per request. */
  content: ContentSource;
  /** The clock: what the page shows (open or closed, the feast, notices) is for this moment. */
  now: () => Date;
  /** Milliseconds before a render that has not finished is aborted. */
  abortAfterMs?: number;
  /**
   * Rendered pages kept for reuse with a fresh nonce (see page-cache.ts), each until
   * the content changes or its next time boundary (opening, closing, midnight). Default:
   * a cache in production, none in development (where the code changes under it).
   */
  pageCache?: PageCache | false;
}

/** Headers that describe the original body or connection, not the rebuilt request. */
const droppedHeaders = new Set(['content-length', 'transfer-encoding', 'connection', 'keep-alive', 'expect']);

/**
 * Builds a Fetch API Request from an Express one: a GET, or a form post whose
 * urlencoded body express.urlencoded has already parsed into `req.body`. Its
 * URL is SITE_URL's origin with the request's path and query: never the Host
 * header (absent, malformed like `a b`, or an attacker's), so that nothing the
 * router or a page derives from it can name another site.
 */
function toFetchRequest(req: ExpressRequest, signal: AbortSignal, siteUrl: string): Request {
  const url = new URL(siteUrl);
  url.pathname = req.path;
  url.search = searchOf(req);
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (droppedHeaders.has(name)) continue;
    if (typeof value === 'string') headers.set(name, value);
    else if (Array.isArray(value)) value.forEach((v) => headers.append(name, v));
  }
  if (req.method !== 'POST') return new Request(url, { method: 'GET', headers, signal });
  const fields = (req.body ?? {}) as Record<string, string>;
  headers.set('content-type', 'application/x-www-form-urlencoded;charset=UTF-8');
  return new Request(url, { method: 'POST', headers, signal, body: new URLSearchParams(fields).toString() });
}

/** Query string of the request as it came (`?a=1` or empty). */
function searchOf(req: ExpressRequest): string {
  const index = req.originalUrl.indexOf('?');
  return index === -1 ? '' : req.originalUrl.slice(index);
}

/** Renders the document for a request; `forms` is passed to a form page's action on a POST. */
export type RenderDocument = (req: ExpressRequest, res: ExpressResponse, next: NextFunction, forms?: FormActionContext) => Promise<void>;

/** The document handler: redirect, or stream the page with the router's status. */
export function createRenderer(options: RendererOptions): RenderDocument {
  const { logger, isDevelopment, loadEntry, getAssets, siteConfig, content, now, abortAfterMs = 10_000 } = options;
  const cache = options.pageCache ?? (isDevelopment ? false : new PageCache());

  /** Renders the document for `req`; `forms` is passed to a form page's action on a POST. */
  return async function renderDocument(req: ExpressRequest, res: ExpressResponse, next: NextFunction, forms?: FormActionContext) {
    const lang = langFromPath(req.path);
    const nonce = res.locals.cspNonce as string;
    // The request's logger (lines carry its id), when request logging is on.
    const log = req.log ?? logger;
    // A client that goes away stops the work done for it (loaders, the render)
    // and is no failure of ours: nothing about it is logged as an error.
    const controller = new AbortController();
    res.on('close', () => {
      if (!res.writableFinished) controller.abort(new ClientGone());
    });
    try {
      const entry = await loadEntry();
      const target = entry.permanentRedirectFor(req.path);
      // canonical-url.ts answers every other spelling first; a target is a path of ours or nothing.
      if (target && isLocalPath(target)) {
        res.redirect(301, `${target}${searchOf(req)}`);
        return;
      }

      const config = siteConfig();
      const moment = { view: content.view(), now: now() };
      // Only a plain GET (or HEAD) of a page, no form post, no query string: its
      // HTML depends on nothing else of the request but the nonce, the content and the time.
      const cacheKey = cache && !forms && isPlainRead(req) ? req.path : null;
      const configKey = cacheKey ? `${JSON.stringify(config)}:${moment.view.version}` : '';
      const cached = cache && cacheKey ? cache.get(cacheKey, configKey, nonce, moment.now.getTime()) : undefined;
      if (cached !== undefined) {
        res.status(200).setHeader('Content-Type', 'text/html; charset=utf-8');
        res.end(cached);
        return;
      }

      const plan = await entry.planPage(toFetchRequest(req, controller.signal, config.siteUrl), config, moment, forms);
      if (controller.signal.aborted) return;
      if (plan.type === 'redirect') {
        res.redirect(plan.status, plan.location);
        return;
      }
      if (plan.status === 404) log.warn({ path: scrubPath(req.path) }, 'page not found');
      if (plan.status >= 500 && plan.errors.length > 0) {
        const [first] = plan.errors;
        recordFailure(res, plan.errors.length === 1 ? first : new AggregateError(plan.errors, 'route loaders failed'), 'route loader failed');
      }

      const { assets, devHead } = await getAssets(req.originalUrl);
      if (controller.signal.aborted) return;
      const pageAssets = assetsForPage(assets, plan.modules);
      const shellStart = documentStart({ head: plan.head, nonce, assets: pageAssets, devHead });
      const shellEnd = documentEnd({ config, renderedAt: moment.now.getTime(), router: plan.routerData }, nonce, pageAssets);

      // Errors before the shell is ready are answered (and logged) by onShellError;
      // onError logs only those that happen while streaming after it.
      let shellReady = false;
      let failed = false;
      // A page answered 200 and rendered without an error is kept (never a 4xx/5xx).
      // Until the first moment its state could change (open → closed, a new day, a banner's window).
      const validUntil = nextBoundary(moment.view.content, moment.now).getTime();
      const keep =
        cache && cacheKey && plan.status === 200
          ? (body: string) => {
              if (!failed) cache.set(cacheKey, configKey, shellStart + body + shellEnd, nonce, validUntil, moment.now.getTime());
            }
          : undefined;
      const stream = renderToPipeableStream(plan.element, {
        nonce,
        onShellReady() {
          shellReady = true;
          res.status(plan.status);
          res.setHeader('Content-Type', 'text/html; charset=utf-8');
          res.write(shellStart);
          stream.pipe(new ShellWriter(res, shellEnd, keep));
        },
        onShellError(error) {
          if (controller.signal.aborted) return;
          recordFailure(res, error, 'page render failed');
          res.status(500).type('html').send(renderErrorPage(lang, isDevelopment ? errorMessage(error) : null));
        },
        onError(error) {
          failed = true;
          // The status is out already: this one is logged on its own (not a client's abort).
          if (shellReady && !controller.signal.aborted) log.error({ err: error }, 'page render error');
        },
      });
      const timer = setTimeout(() => stream.abort(), abortAfterMs);
      const stop = () => stream.abort(controller.signal.reason);
      controller.signal.addEventListener('abort', stop, { once: true });
      res.on('close', () => {
        clearTimeout(timer);
        controller.signal.removeEventListener('abort', stop);
      });
    } catch (error) {
      // The loaders stopped because the client left: nothing to answer, nothing went wrong.
      if (controller.signal.aborted) {
        log.debug('client went away before the page was ready');
        return;
      }
      next(error);
    }
  };
}

/** The reason a render is aborted when its client has gone. */
class ClientGone extends Error {
  override name = 'ClientGone';
  constructor() {
    super('the client closed the connection');
  }
}

function isPlainRead(req: ExpressRequest): boolean {
  return (req.method === 'GET' || req.method === 'HEAD') && searchOf(req) === '';
}

function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
