import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { buildHead, HEAD_TAG_ATTRIBUTE, type Head } from '../../head';
import { useSiteConfig } from '../../site-config';
import { useLang } from '../ui/lang-context';
import { usePageId } from './use-page-id';

/** Replaces the managed head elements with those of `head`. */
function applyHead(doc: Document, head: Head): void {
  doc.documentElement.lang = head.lang;
  doc.title = head.title;
  for (const element of doc.head.querySelectorAll(`[${HEAD_TAG_ATTRIBUTE}]`)) element.remove();
  for (const { tag, attrs, text } of head.tags) {
    const element = doc.createElement(tag);
    for (const [name, value] of Object.entries(attrs)) element.setAttribute(name, value);
    element.setAttribute(HEAD_TAG_ATTRIBUTE, '');
    if (text !== undefined) element.textContent = text;
    doc.head.append(element);
  }
}

/**
 * The server writes the head of the first page; after each client-side
 * navigation this brings title, description, canonical, alternates and the
 * rest up to date from the same `buildHead`.
 */
export function HeadSync() {
  const { t } = useTranslation();
  const lang = useLang();
  const page = usePageId();
  const { pathname } = useLocation();
  const { siteUrl } = useSiteConfig();
  const first = useRef(true);

  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    applyHead(document, buildHead({ page, lang, pathname, siteUrl, t }));
  }, [page, lang, pathname, siteUrl, t]);

  return null;
}
