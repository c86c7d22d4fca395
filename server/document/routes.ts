import express, { Router, type ErrorRequestHandler, type Request, type RequestHandler, type Response } from 'express';
import { localizePath } from '../../src/lang';
import { pagePaths } from '../../src/page-ids';
import { answerRateLimitedWith } from '../api/contact-rate-limit';
import { ENQUIRY_BODY_LIMIT } from '../api/contact';
import type { ContactSubmit } from '../api/contact-submission';
import { recordFailure } from '../runtime/request-logging';
import type { RenderDocument } from './render';

/** The pages whose forms post to themselves, in both languages. */
const formPagePaths = [pagePaths.contact, pagePaths.lounge].flatMap((path) => [localizePath(path, 'cs'), localizePath(path, 'en')]);

export interface DocumentRoutesDeps {
  render: RenderDocument;
  /** The enquiry submission the JSON API uses too. */
  submit: ContactSubmit;
  /** The enquiry limiter the JSON API uses too (one count for both). */
  limiter: RequestHandler;
  /** The app's last-resort error handler, for a rate-limited page that fails to render. */
  onError: ErrorRequestHandler;
}

const noStore: RequestHandler = (_req, res, next) => {
  res.setHeader('Cache-Control', 'private, no-store');
  next();
};

/**
 * Every page: GET (and HEAD) render it; the two form pages also take their form
 * without JavaScript, a urlencoded post to the page itself through the same
 * limiter and the same submission as the JSON API (a limited post still renders
 * the page, with the entered values and a notice, answered 429); any other
 * method is a 405 with `Allow`.
 */
export function documentRoutes({ render, submit, limiter, onError }: DocumentRoutesDeps): Router {
  const router = Router();
  router.get('/{*path}', noStore, (req, res, next) => void render(req, res, next));

  const submitFor = (req: Request, res: Response): ContactSubmit => async (body) => {
    const result = await submit(body, req.log);
    if (result.status === 'unavailable') recordFailure(res, result.failure.error, result.failure.message);
    return result;
  };
  router.post(
    formPagePaths,
    noStore,
    express.urlencoded({ extended: false, limit: ENQUIRY_BODY_LIMIT }),
    answerRateLimitedWith((req, res) => void render(req, res, (error) => onError(error, req, res, () => {}), { submit: submitFor(req, res), rateLimited: true })),
    limiter,
    (req, res, next) => void render(req, res, next, { submit: submitFor(req, res) }),
  );

  // Documents are read, never written to (the two form pages take their POST above).
  router.all('/{*path}', (req, res) => {
    const allow = formPagePaths.includes(req.path) ? 'GET, HEAD, POST' : 'GET, HEAD';
    res.set('Allow', allow).status(405).type('text/plain').send('405 Method Not Allowed');
  });
  return router;
}
