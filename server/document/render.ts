import type { NextFunction, Request as ExpressRequest, RequestHandler, Response as ExpressResponse } from 'express';
import { renderToPipeableStream } from 'react-dom/server';
import type { Logger } from 'pino';
import { langFromPath } from '../../src/lang';
import type { SiteConfig } from '../../src/site-config';
import type * as EntryServer from '../../src/entry-server';
import type { FormActionContext } from '../../src/forms/form-action';
import type { BookingPort } from '../../src/bookings/data';
import { assetsForPage, type ClientAssets } from './assets';
import { PageCache, storedDocument, type StoredDocument } from './page-cache';
import type { ContentSource } from '../content/content-source';
import { nextBoundary } from '../../src/content/time';
import { nextLunchBoundary, pagesShowingLunch } from '../../src/lunch/data';
import type { PageKey } from '../../src/page-ids';
import { documentEnd, documentStart, shellInlineTexts } from './html-shell';
import { allowedInlineSourcesOf, inlineSourcesOf } from './inline-hashes';
import { MarkupCollector } from './markup-collector';
import { sendStoredDocument, sendStoredNotFound } from './send-document';
import { isLocalPath } from '../http/canonical-url';
import { renderErrorPage } from '../http/error-page';
import { devNonceOf, documentCspOf } from '../http/security';
import { loggedPathOf, recordFailure } from '../runtime/request-logging';

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
   * Finished pages kept and answered as they are (see page-cache.ts), each until the
   * content changes or its next time boundary (opening, closing, midnight). Default:
   * a cache in production, none in development (where the code changes under it).
   */
  pageCache?: PageCache | false;
  /** The booking pages' desk for a request (server/bookings); without it the guest's page finds no booking. */
  bookingsFor?: (req: ExpressRequest, res: ExpressResponse) => BookingPort;
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
export type RenderDocument = (
  req: ExpressRequest,
  res: ExpressResponse,
  next: NextFunction,
  forms?: FormActionContext,
) => Promise<void>;

interface Renderer extends RenderDocument {
  /**
   * The 404 page for requests its caller knows have none (a calendar year with no
   * edition): every path it is given under one `slot` must render the same 404 in
   * its language, so it is rendered once per language and kept like a page (its
   * content version, its next boundary), whatever the number of paths asked for.
   * Each answer is still a 404, logged as one.
   */
  notFound(slot: string): RequestHandler;
}

/**
 * The document handler: redirect, or render the page with the router's status.
 * A page is answered complete (pages are small): its CSP lists the hashes of its
 * inline elements, found in its final bytes. A plain read answered 200 is a
 * shared page (0012): kept, encoded once, with an ETag, 304s and a public
 * Cache-Control that ends before its next time boundary; everything else (form
 * posts, query strings, 4xx, 5xx, development) keeps routes.ts's `private, no-store`.
 */
export function createRenderer(options: RendererOptions): Renderer {
  const { logger, isDevelopment, loadEntry, getAssets, siteConfig, content, now, abortAfterMs = 10_000 } = options;
  const cache = options.pageCache ?? (isDevelopment ? false : new PageCache());
  /**
   * Pages being rendered for the cache, by content key and path: when a page expires (every
   * page does at opening, closing, midnight) the requests that come meanwhile wait for the one
   * render instead of each rendering and encoding it. Undefined: it will not be kept.
   */
  const inFlight = new Map<string, Promise<StoredDocument | undefined>>();

  /** The kept page, or the one being rendered once it is ready. */
  async function fromCache(path: string, configKey: string, now: number): Promise<StoredDocument | undefined> {
    const kept = cache ? cache.get(path, configKey, now) : undefined;
    if (kept) return kept;
    const pending = await inFlight.get(`${configKey}\n${path}`);
    return pending && now >= pending.renderedAt && now < pending.validUntil ? pending : undefined;
  }

  /** Registers a render of a cacheable page; the returned function hands its document to those waiting. */
  function rendering(key: string, res: ExpressResponse): (document?: StoredDocument) => void {
    let resolve: (document?: StoredDocument) => void = () => {};
    const promise = new Promise<StoredDocument | undefined>((done) => (resolve = done));
    inFlight.set(key, promise);
    const settle = (document?: StoredDocument) => {
      if (inFlight.get(key) === promise) inFlight.delete(key);
      resolve(document);
    };
    res.once('close', () => settle(undefined));
    return settle;
  }

  /**
   * Renders the document for `req`; `forms` is passed to a form page's action on a POST.
   * `notFoundSlot`: the caller knows it is a 404 of that slot (see Renderer.notFound).
   */
  async function renderDocument(
    req: ExpressRequest,
    res: ExpressResponse,
    next: NextFunction,
    forms?: FormActionContext,
    notFoundSlot?: string,
  ) {
    const lang = langFromPath(req.path);
    const nonce = devNonceOf(res);
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
      const moment = { view: content.view(), now: now(), bookings: options.bookingsFor?.(req, res) };
      // Only a plain GET (or HEAD) of a page, no form post, no query string: its HTML
      // depends on nothing else of the request but the content and the time.
      const shared = !isDevelopment && !forms && isPlainRead(req);
      // A 404 of a slot is kept once per language (never per path: their number is the client's choice).
      const cacheKey = cache && shared ? (notFoundSlot === undefined ? req.path : `404 ${notFoundSlot} ${lang}`) : null;
      const configKey = cacheKey ? `${JSON.stringify(config)}:${moment.view.version}` : '';
      const cached = cache && cacheKey ? await fromCache(cacheKey, configKey, moment.now.getTime()) : undefined;
      if (cached !== undefined) {
        if (res.destroyed) return;
        if (notFoundSlot === undefined) {
          sendStoredDocument(req, res, cached, moment.now.getTime());
          return;
        }
        log.warn({ path: loggedPathOf(req) }, 'page not found');
        sendStoredNotFound(req, res, cached);
        return;
      }
      // The render others asking for this page meanwhile wait for (settled when this response closes at the latest).
      const settle = cacheKey ? rendering(`${configKey}\n${cacheKey}`, res) : () => {};

      const plan = await entry.planPage(toFetchRequest(req, controller.signal, config.siteUrl), config, moment, forms);
      if (controller.signal.aborted) return;
      if (plan.type === 'redirect') {
        res.redirect(plan.status, plan.location);
        return;
      }
      if (plan.status === 404) log.warn({ path: loggedPathOf(req) }, 'page not found');
      if (plan.status >= 500 && plan.errors.length > 0) {
        const [first] = plan.errors;
        recordFailure(
          res,
          plan.errors.length === 1 ? first : new AggregateError(plan.errors, 'route loaders failed'),
          'route loader failed',
        );
      }

      const { assets, devHead } = await getAssets(req.originalUrl);
      if (controller.signal.aborted) return;
      const pageAssets = assetsForPage(assets, plan.modules);
      const shellStart = documentStart({ head: plan.head, assets: pageAssets, devHead, nonce });
      const shellEnd = documentEnd(
        { config, renderedAt: moment.now.getTime(), router: plan.routerData },
        pageAssets,
        nonce,
      );
      // Until the first moment its state could change (open → closed, a new day, a banner's window).
      // A page that shows the lunch also changes when today's serving starts and ends (src/lunch/lunch-state.ts).
      const lunchEdge = pagesShowingLunch.has(plan.page as PageKey)
        ? nextLunchBoundary(moment.view.content.dailyMenu, moment.now)
        : null;
      const validUntil = Math.min(
        nextBoundary(moment.view.content, moment.now).getTime(),
        lunchEdge?.getTime() ?? Infinity,
      );

      // Errors before the shell is ready are answered (and logged) by onShellError;
      // onError logs only those that happen after it (the page is answered with them).
      let shellReady = false;
      let failed = false;
      const answer = async (markup: string) => {
        if (controller.signal.aborted || res.destroyed || res.headersSent) return;
        const html = shellStart + markup + shellEnd;
        // Production: the policy allows the shell's own inline texts only (an allow-list, 0012); a
        // document with any other inline script or style is our bug (an injection): logged, not kept.
        // Development: every inline element's hash, beside the nonce of Vite's dev scripts.
        const { sources, unknown } = nonce
          ? { sources: inlineSourcesOf(html), unknown: 0 }
          : allowedInlineSourcesOf(html, shellInlineTexts({ assets: pageAssets }));
        const csp = documentCspOf(res)(sources);
        if (unknown > 0)
          log.error(
            { path: loggedPathOf(req), unknown },
            'document has inline elements the shell did not write: not allowed by its CSP, not cached',
          );
        // A page answered 200 and rendered without an error is shared (never a 4xx/5xx).
        if (shared && plan.status === 200 && notFoundSlot === undefined && !failed && unknown === 0) {
          const document = await storedDocument(html, csp, moment.now.getTime(), validUntil);
          if (cache && cacheKey) cache.set(cacheKey, configKey, document);
          settle(document);
          if (!res.destroyed) sendStoredDocument(req, res, document, moment.now.getTime());
          return;
        }
        // The 404 of a slot is kept (never shared: answered `private, no-store` as every 404).
        if (cache && cacheKey && notFoundSlot !== undefined && plan.status === 404 && !failed && unknown === 0) {
          const document = await storedDocument(html, csp, moment.now.getTime(), validUntil);
          cache.set(cacheKey, configKey, document);
          settle(document);
          if (!res.destroyed) sendStoredNotFound(req, res, document);
          return;
        }
        settle();
        res.status(plan.status);
        res.setHeader('Content-Type', 'text/html; charset=utf-8');
        res.end(html);
      };
      const stream = renderToPipeableStream(plan.element, {
        onShellReady() {
          shellReady = true;
        },
        // Piped once complete: every boundary is in place, so React inlines no script of its own.
        onAllReady() {
          // The client has gone (the render was aborted for it): nothing to answer.
          if (controller.signal.aborted) return;
          // On the next turn: after the time limit, onAllReady comes from inside abort(), and
          // React must finish aborting before it is read ("still abortable task at the root").
          setImmediate(() => stream.pipe(new MarkupCollector((markup) => void answer(markup).catch(next))));
        },
        onShellError(error) {
          if (controller.signal.aborted) return;
          recordFailure(res, error, 'page render failed');
          res
            .status(500)
            .type('html')
            .send(renderErrorPage(lang, isDevelopment ? errorMessage(error) : null));
        },
        onError(error) {
          failed = true;
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
  }

  return Object.assign(renderDocument, {
    notFound(slot: string): RequestHandler {
      return (req, res, next) => {
        // As documentRoutes answers a 404 (its render sets its CSP and status).
        res.setHeader('Cache-Control', 'private, no-store');
        void renderDocument(req, res, next, undefined, slot);
      };
    },
  });
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
