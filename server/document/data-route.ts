import { createHash } from 'node:crypto';
import { Router } from 'express';
import { selectPage, selectSite } from '../../src/select';
import { pagePaths, type PageKey } from '../../src/page-ids';
import type { Lang } from '../../src/lang';
import type { ContentSource } from '../content/content-source';
import { headerLang, sendApiError } from '../http/api-errors';

const keys = new Set<string>(['site', ...Object.keys(pagePaths)]);

/**
 * GET /_data/<lang>/<page>.json: the loader data of one page (or of the layout,
 * `site`), the same as the server puts in the HTML, for client-side navigation.
 * Its ETag is the hash of the body: after an edit of the content it changes, and
 * until then the browser revalidates with a 304 (Cache-Control: no-cache).
 */
export function dataRoutes({ content, now }: { content: ContentSource; now: () => Date }): Router {
  const router = Router({ caseSensitive: true, strict: true });
  router.get('/_data/:lang/:file', (req, res, next) => {
    const { lang, file } = req.params;
    const key = file.endsWith('.json') ? file.slice(0, -'.json'.length) : '';
    if ((lang !== 'cs' && lang !== 'en') || !keys.has(key)) {
      next();
      return;
    }
    const view = content.view();
    const at = now();
    const value =
      key === 'site' ? selectSite(view, lang as Lang, at) : selectPage(key as PageKey, view, lang as Lang, at);
    const body = JSON.stringify(value);
    const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 22)}"`;
    res.setHeader('Cache-Control', 'no-cache');
    res.setHeader('ETag', etag);
    res.setHeader('Vary', 'Accept-Encoding');
    if (req.fresh) {
      res.status(304).end();
      return;
    }
    res.type('application/json').send(body);
  });
  // Anything else under /_data is no page: a JSON 404, not the HTML one.
  router.all('/_data/{*rest}', (req, res) => sendApiError(res, 404, 'not_found', headerLang(req)));
  return router;
}
