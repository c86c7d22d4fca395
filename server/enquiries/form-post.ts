import { Router, type ErrorRequestHandler, type Request, type RequestHandler, type Response } from 'express';
import type { Logger } from 'pino';
import type { ValidEnquiry } from '../../src/forms/contact-api';
import type { FormActionContext } from '../../src/forms/form-action';
import { langFromPath, localizePath, type Lang } from '../../src/lang';
import { bookingAnchor, formAnchors, pagePaths } from '../../src/page-ids';
import { sameOriginOnly } from '../http/same-origin';
import { clientAddress } from '../rate-limit/client';
import { recordFailure } from '../runtime/request-logging';
import { outcomeOf, type AcceptEnquiry } from './accept';
import { readFormBody, type BodyRefusal } from './form-body';
import type { EnquiryLimiter, LimitResponders } from './limiter';
import { renderRefusedPage, type RefusalReason } from './refused-page';

/** The pages whose forms post to themselves, in both languages. */
export const formPagePaths = [pagePaths.contact, pagePaths.lounge].flatMap((path) => [
  localizePath(path, 'cs'),
  localizePath(path, 'en'),
]);
/** A form page's path → the link to its form (the page is long on a phone: the link lands on the form). */
const formLinks = new Map(
  (['contact', 'lounge'] as const).flatMap((form) =>
    (['cs', 'en'] as const).map(
      (lang) =>
        [localizePath(pagePaths[form], lang), `${localizePath(pagePaths[form], lang)}#${formAnchors[form]}`] as const,
    ),
  ),
);

/**
 * Renders the page of a request (server/document/render.ts); `form` is the form
 * action's context (the post's submit), `next` gets a rendering error.
 */
export type RenderPage = (
  req: Request,
  res: Response,
  next: (error?: unknown) => void,
  form?: Omit<FormActionContext, 'today' | 'arrangementCapacities'>,
) => Promise<void>;

export interface FormPostDeps {
  accept: AcceptEnquiry;
  /** The enquiry limiter the JSON API uses too (one count for both). */
  limiter: EnquiryLimiter;
  /** SITE_URL: form posts from any other origin are refused. */
  siteUrl: string;
  logger: Logger;
}

/** The contact page's table booking, in a language: where a post of the retired table request is sent to book. */
const bookingLink = (lang: Lang) => `${localizePath(pagePaths.contact, lang)}#${bookingAnchor}`;

/**
 * A post refused before it reaches the form: `status` with a page in its language that says why and
 * links to the form on ours (or to `link`).
 */
function refusePost(req: Request, res: Response, status: number, reason: RefusalReason, link?: string) {
  const lang = langFromPath(req.path);
  // The trailing slashes, matched from the first of them only (tried at every slash of a long run, quadratic).
  const formPath = formPagePaths.find(
    (path) => path.toLowerCase() === req.path.toLowerCase().replace(/(?<!\/)\/+$/, ''),
  );
  res
    .status(status)
    .type('html')
    .send(renderRefusedPage(lang, link ?? (formPath && formLinks.get(formPath)) ?? localizePath('/', lang), reason));
}

const noStore: RequestHandler = (_req, res, next) => {
  res.setHeader('Cache-Control', 'private, no-store');
  next();
};

/**
 * The two form pages take their form without JavaScript: a urlencoded post to the
 * page itself, refused with 403 from another site, with 400/413/415 when its body
 * cannot be read or gives a field twice, with 400 when it is the retired table request
 * (each with the refused post's page, in the page's language), then the same limiter and the same `accept` as the JSON API: the
 * page's route action parses the form once and renders the answer (a limited post
 * still renders the page, with the entered values and a notice, answered 429).
 * `render` draws the page; `onError` answers a limited page that fails to render.
 */
export function formPostRoutes(
  { accept, limiter, siteUrl, logger }: FormPostDeps,
  render: RenderPage,
  onError: ErrorRequestHandler,
): Router {
  const router = Router({ caseSensitive: true, strict: true });
  const fail = (req: Request, res: Response) => (error: unknown) => onError(error, req, res, () => {});

  /** The form action's submit; `onCall` learns that the post got that far. */
  const submitFor = (req: Request, res: Response, onCall: () => void) => async (enquiry: ValidEnquiry) => {
    onCall();
    // The no-JS form has no idempotency key of its own (one rendered into the cached
    // page would be every visitor's): a repeat is recognised by its body and address.
    const result = await accept(
      { ...enquiry, idempotencyKey: undefined },
      { log: req.log, clientAddress: clientAddress(req) },
    );
    // Counted by what happened, whether or not the client still waits for the answer.
    await limiter.settle(req, outcomeOf(result));
    if (result.status === 'unavailable' || result.status === 'unconfirmed')
      recordFailure(res, result.failure.error, result.failure.message, result.failure.reported);
    // Without a key there is no conflict; should one come, it must not read as sent.
    return result.status === 'conflict' ? { status: 'unavailable' } : result;
  };
  /** At the limit: only a repeat of an enquiry already stored (a double click) reads as sent; nothing is stored. */
  const replayFor = (req: Request) => (enquiry: ValidEnquiry) =>
    accept(
      { ...enquiry, idempotencyKey: undefined },
      { log: req.log, clientAddress: clientAddress(req), replayOnly: true },
    );
  const responders: LimitResponders = {
    limited: (req, res) => void render(req, res, fail(req, res), { submit: replayFor(req), rateLimited: true }),
    // The limiter's shared store (Redis) is unreachable: the page with the send-failure notice (503), nothing stored.
    unavailable: (req, res) =>
      void render(req, res, fail(req, res), { submit: async () => ({ status: 'unavailable' }) }),
  };
  const formPost: RequestHandler = async (req, res, next) => {
    let submitted = false;
    await render(req, res, next, { submit: submitFor(req, res, () => (submitted = true)) });
    // The form's own validation refused it (422) before anything was submitted.
    if (!submitted) await limiter.settle(req, 'invalid');
  };
  // A body that cannot be read (too large, a charset or encoding we do not take, cut off) or that
  // gives a field twice is a refused post too: counted, then its page (429 once they are used up).
  const refuseUnreadable = async (req: Request, res: Response, { status, reason }: BodyRefusal) => {
    if (!(await limiter.recordInvalid(req, res, responders))) refusePost(req, res, status, reason);
  };
  // The retired table request (`form=table`), posted from a page loaded before the booking replaced
  // it and left open: refused and counted like any refused post, with a page that sends the guest to
  // book. Never read as the contact form's post: its fields make no message, and nothing is stored.
  const refuseTableRequest: RequestHandler = async (req, res, next) => {
    if ((req.body as Record<string, unknown> | undefined)?.form !== 'table') return next();
    if (!(await limiter.recordInvalid(req, res, responders)))
      refusePost(req, res, 400, 'table_request', bookingLink(langFromPath(req.path)));
  };
  router.post(
    formPagePaths,
    noStore,
    sameOriginOnly(siteUrl, logger, (req, res) => refusePost(req, res, 403, 'cross_site')),
    readFormBody(refuseUnreadable),
    refuseTableRequest,
    limiter.guard(responders),
    formPost,
  );
  return router;
}
