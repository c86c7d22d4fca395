import { Router, type ErrorRequestHandler, type Request, type RequestHandler, type Response } from 'express';
import type { Logger } from 'pino';
import type { ContactApiBody } from '../../src/forms/contact-api';
import { langFromPath, localizePath } from '../../src/lang';
import { formAnchors, pagePaths } from '../../src/page-ids';
import { answerRateLimitedWith, answerUnavailableWith, clientAddress, type ContactRateLimiter } from '../enquiries/limiter';
import { outcomeOf, type ContactSubmit } from '../enquiries/accept';
import { sameOriginOnly } from '../http/same-origin';
import { recordFailure } from '../runtime/request-logging';
import { readFormBody, type BodyRefusal } from '../enquiries/form-body';
import type { RenderDocument } from './render';
import { renderMethodPage, renderRefusedPage, type RefusalReason } from './refused-page';

/** The pages whose forms post to themselves, in both languages. */
const formPagePaths = [pagePaths.contact, pagePaths.lounge].flatMap((path) => [localizePath(path, 'cs'), localizePath(path, 'en')]);
/** A form page's path → the link to its form (the page is long on a phone: the link lands on the form). */
const formLinks = new Map(
  (['contact', 'lounge'] as const).flatMap((form) => (['cs', 'en'] as const).map((lang) => [localizePath(pagePaths[form], lang), `${localizePath(pagePaths[form], lang)}#${formAnchors[form]}`] as const)),
);
/** Every page's path in both languages: a 405's link back goes to one of them, never to a path as sent. */
const everyPagePath: ReadonlySet<string> = new Set(Object.values(pagePaths).flatMap((path) => [localizePath(path, 'cs'), localizePath(path, 'en')]));

export interface DocumentRoutesDeps {
  render: RenderDocument;
  /** The enquiry submission the JSON API uses too. */
  submit: ContactSubmit;
  /** The enquiry limiter the JSON API uses too (one count for both). */
  limiter: ContactRateLimiter;
  /** The app's last-resort error handler, for a rate-limited page that fails to render. */
  onError: ErrorRequestHandler;
  /** SITE_URL: form posts from any other origin are refused. */
  siteUrl: string;
  logger: Logger;
}

const noStore: RequestHandler = (_req, res, next) => {
  res.setHeader('Cache-Control', 'private, no-store');
  next();
};

/** A post refused before it reaches the form: `status` with a page in its language that says why and links to the form on ours. */
function refusePost(req: Request, res: Response, status: number, reason: RefusalReason) {
  const lang = langFromPath(req.path);
  // The trailing slashes, matched from the first of them only (tried at every slash of a long run, quadratic).
  const formPath = formPagePaths.find((path) => path.toLowerCase() === req.path.toLowerCase().replace(/(?<!\/)\/+$/, ''));
  res.status(status).type('html').send(renderRefusedPage(lang, (formPath && formLinks.get(formPath)) ?? localizePath('/', lang), reason));
}

/** A post from another site: 403. */
const refuseCrossSite = (req: Request, res: Response) => refusePost(req, res, 403, 'cross_site');

/**
 * Every page: GET (and HEAD) render it; the two form pages also take their form
 * without JavaScript, a urlencoded post to the page itself: refused with 403 from
 * another site, with 400/413/415 when its body cannot be read or gives a field
 * twice (both with the refused post's page, in the page's language), then the same limiter and the same submission as the JSON API (a
 * limited post still renders the page, with the entered values and a notice,
 * answered 429); any other method is a 405 with `Allow`.
 */
export function documentRoutes({ render, submit, limiter, onError, siteUrl, logger }: DocumentRoutesDeps): Router {
  const router = Router({ caseSensitive: true, strict: true });
  router.get('/{*path}', noStore, (req, res, next) => void render(req, res, next));

  /** The form action's submit; `onCall` learns that the post got that far. */
  const submitFor = (req: Request, res: Response, onCall = () => {}) => async (body: ContactApiBody) => {
    onCall();
    // The no-JS form has no idempotency key of its own (one rendered into the cached
    // page would be every visitor's): a repeat is recognised by its body and address.
    const result = await submit({ ...body, idempotencyKey: undefined }, { log: req.log, clientAddress: clientAddress(req) });
    // Counted by what happened, whether or not the client still waits for the answer.
    await limiter.settle(req, outcomeOf(result));
    if (result.status === 'unavailable' || result.status === 'unconfirmed') recordFailure(res, result.failure.error, result.failure.message, result.failure.reported);
    // Without a key there is no conflict; should one come, it must not read as sent.
    return result.status === 'conflict' ? { status: 'unavailable' } : result;
  };
  /** At the limit: only a repeat of a message already stored (a double click) reads as sent; nothing is stored. */
  const replayFor = (req: Request) => (body: ContactApiBody) =>
    submit({ ...body, idempotencyKey: undefined }, { log: req.log, clientAddress: clientAddress(req), replayOnly: true });
  const answerLimited = answerRateLimitedWith(
    (req, res) => void render(req, res, (error) => onError(error, req, res, () => {}), { submit: replayFor(req), rateLimited: true }),
  );
  // The limiter's shared store (Redis) is unreachable: the page with the send-failure notice (503), nothing stored.
  const answerUnavailable = answerUnavailableWith(
    (req, res) => void render(req, res, (error) => onError(error, req, res, () => {}), { submit: async () => ({ status: 'unavailable' }) }),
  );
  const formPost: RequestHandler = async (req, res, next) => {
    let submitted = false;
    await render(req, res, next, { submit: submitFor(req, res, () => (submitted = true)) });
    // The form's own validation refused it (422) before anything was submitted.
    if (!submitted) await limiter.settle(req, 'invalid');
  };
  // A body that cannot be read (too large, a charset or encoding we do not take, cut off) or that
  // gives a field twice is a refused post too: counted, then its page (429 once they are used up).
  const refuseUnreadable = async (req: Request, res: Response, { status, reason }: BodyRefusal) => {
    if (!(await limiter.recordInvalid(req, res))) refusePost(req, res, status, reason);
  };
  router.post(
    formPagePaths,
    noStore,
    sameOriginOnly(siteUrl, logger, refuseCrossSite),
    answerLimited,
    answerUnavailable,
    readFormBody(refuseUnreadable),
    limiter.guard,
    formPost,
  );

  // Documents are read, never written to (the two form pages take their POST above).
  router.all('/{*path}', (req, res) => {
    const allow = formPagePaths.includes(req.path) ? 'GET, HEAD, POST' : 'GET, HEAD';
    // In the page's language, with a link to the page (a path we serve, else the home page): never the path as sent.
    const lang = langFromPath(req.path);
    const page = everyPagePath.has(req.path) ? req.path : localizePath('/', lang);
    res.set('Allow', allow).status(405).type('html').send(renderMethodPage(lang, page));
  });
  return router;
}
