import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useRouteLoaderData } from 'react-router-dom';
import type { Head } from '../../head';
import { loadHeadMessages } from '../../i18n/page-messages';
import { pageRouteId, rootRouteId, useSiteData } from '../../route-data';
import { useSiteConfig } from '../../site-config';
import { useLang } from '../../lang-context';
import { useNow } from '../ui/now';
import { usePageId } from './use-page-id';

const HOUR_MS = 3_600_000;

/** Replaces the managed head elements (those carrying `marker`) with those of `head`. */
function applyHead(doc: Document, head: Head, marker: string): void {
  doc.documentElement.lang = head.lang;
  doc.title = head.title;
  for (const element of doc.head.querySelectorAll(`[${marker}]`)) element.remove();
  for (const { tag, attrs, text } of head.tags) {
    const element = doc.createElement(tag);
    for (const [name, value] of Object.entries(attrs)) element.setAttribute(name, value);
    element.setAttribute(marker, '');
    if (text !== undefined) element.textContent = text;
    doc.head.append(element);
  }
}

/**
 * The server writes the head of the first page; after each client-side
 * navigation this brings title, description, canonical, alternates and the
 * structured data up to date from the same `buildHead`, with the same data (the
 * layout's and the page's loader data) and the moment the page shows, to the
 * hour (what the head says changes at a midnight at most: not every half minute).
 * The head's code and its titles and descriptions (the `meta` messages) are
 * needed only then, so they load with the first navigation, not with the page
 * (less to load first: docs/performance.md); a later update waits for nothing.
 */
export function HeadSync() {
  const { t } = useTranslation();
  const lang = useLang();
  const page = usePageId();
  const { pathname } = useLocation();
  const { siteUrl } = useSiteConfig();
  const site = useSiteData();
  // The unknown path's page has no loader (and no route id of its own).
  const pageData: unknown = useRouteLoaderData(page === 'notFound' ? rootRouteId(lang) : pageRouteId(page, lang));
  const hour = Math.floor(useNow().getTime() / HOUR_MS);
  const first = useRef(true);

  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    // A newer navigation before the code arrived writes its own head; this one is dropped.
    let current = true;
    void Promise.all([import('../../head'), loadHeadMessages(lang)]).then(([{ buildHead, HEAD_TAG_ATTRIBUTE }]) => {
      if (!current) return;
      const head = buildHead({
        page,
        lang,
        pathname,
        siteUrl,
        t,
        site,
        pageData: page === 'notFound' ? null : pageData,
        now: new Date(hour * HOUR_MS),
      });
      applyHead(document, head, HEAD_TAG_ATTRIBUTE);
    });
    return () => {
      current = false;
    };
  }, [page, lang, pathname, siteUrl, t, site, pageData, hour]);

  return null;
}
