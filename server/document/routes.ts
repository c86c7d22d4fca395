import { Router, type RequestHandler } from 'express';
import { langFromPath, localizePath } from '../../src/lang';
import { pagePaths } from '../../src/page-ids';
import { renderMethodPage } from './method-page';
import type { RenderDocument } from './render';

/** Every page's path in both languages: a 405's link back goes to one of them, never to a path as sent. */
const everyPagePath: ReadonlySet<string> = new Set(
  Object.values(pagePaths).flatMap((path) => [localizePath(path, 'cs'), localizePath(path, 'en')]),
);

export interface DocumentRoutesDeps {
  render: RenderDocument;
  /** The pages that take a POST (the enquiry forms', answered before these routes): their 405 allows it. */
  postablePaths: readonly string[];
}

const noStore: RequestHandler = (_req, res, next) => {
  res.setHeader('Cache-Control', 'private, no-store');
  next();
};

/**
 * Every page: GET (and HEAD) render it; any other method is a 405 with `Allow` (the
 * two form pages' POST is taken before, by the enquiries' form posts).
 */
export function documentRoutes({ render, postablePaths }: DocumentRoutesDeps): Router {
  const router = Router({ caseSensitive: true, strict: true });
  router.get('/{*path}', noStore, (req, res, next) => void render(req, res, next));

  // Documents are read, never written to (the two form pages' POST is answered before these routes).
  router.all('/{*path}', (req, res) => {
    const allow = postablePaths.includes(req.path) ? 'GET, HEAD, POST' : 'GET, HEAD';
    // In the page's language, with a link to the page (a path we serve, else the home page): never the path as sent.
    const lang = langFromPath(req.path);
    const page = everyPagePath.has(req.path) ? req.path : localizePath('/', lang);
    res.set('Allow', allow).status(405).type('html').send(renderMethodPage(lang, page));
  });
  return router;
}
