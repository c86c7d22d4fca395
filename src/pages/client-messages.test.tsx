/**
 * Every page, rendered with the messages the BROWSER has for it: its language's
 * core chunk (load-language.ts) plus the page's own messages (page-messages.ts),
 * not the server's full set (src/i18n/index.ts). A key the page, or a component
 * on it (a form, a menu frame), asks for that is in neither shows as its name
 * ("privacy.formNote") once hydrated, after React reports a hydration mismatch.
 */
import i18next, { type i18n } from 'i18next';
import { describe, expect, it, vi } from 'vitest';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import { cs } from '../i18n/cs';
import { core as csCore } from '../i18n/cs/core';
import { core as enCore } from '../i18n/en/core';
import type { Lang } from '../lang';
import { loadPage } from '../page-modules';
import { pageKeys, pagePaths, type PageKey } from '../page-ids';
import { SiteConfigProvider } from '../site-config';
import { dataRoot } from '../test-support/site-data';
import { loadPageMessages } from '../i18n/page-messages';
import type * as Instances from '../i18n/instances';

const state = vi.hoisted(() => ({ instance: null as i18n | null, added: [] as object[] }));
// The pages' `t` is this test's instance; the page messages loadPageMessages brings are collected, not registered.
vi.mock('../i18n', () => ({ getI18n: () => state.instance }));
vi.mock('../i18n/instances', async (original) => ({
  ...(await original<typeof Instances>()),
  addPageMessages: (_lang: Lang, messages: object) => state.added.push(messages),
}));

const core = { cs: csCore, en: enCore };

/** A key shown as itself: a namespace of the messages, a dot, a name. */
const namespaces = [...new Set([...Object.keys(cs), ...pageKeys, 'allergens', 'privacy'])];
const rawKey = new RegExp(`(?<![\\w/@.-])(?:${namespaces.join('|')})\\.[A-Za-z0-9_.]+`, 'g');

async function renderAsBrowser(page: PageKey, lang: Lang): Promise<string> {
  state.added = [];
  await loadPageMessages(page, lang);
  const instance = i18next.createInstance();
  await instance.init({
    lng: lang,
    fallbackLng: false,
    resources: { [lang]: { translation: Object.assign({}, core[lang], ...state.added) } },
    interpolation: { escapeValue: false },
  });
  state.instance = instance;
  const { Component } = await loadPage(page);
  const path = pagePaths[page];
  const handler = createStaticHandler([dataRoot({ lang, pages: [{ page, path, element: <Component /> }] })]);
  const context = await handler.query(new Request(`http://localhost${lang === 'en' ? '/en' : ''}${path}`));
  if (context instanceof Response) throw new Error('unexpected redirect');
  return renderToString(
    <SiteConfigProvider value={{ siteUrl: 'http://localhost', mailKeepDays: 30 }}>
      <StaticRouterProvider
        router={createStaticRouter(handler.dataRoutes, context)}
        context={context}
        hydrate={false}
      />
    </SiteConfigProvider>,
  );
}

describe('each page has, in the browser, every message it shows', () => {
  it('the check notices a missing key', async () => {
    expect('<p>privacy.formNote Ochrana</p>'.match(rawKey)).toEqual(['privacy.formNote']);
    expect('<a href="mailto:info@privacy.example">common.x</a>'.match(rawKey)).toEqual(['common.x']);
  });
  for (const lang of ['cs', 'en'] as const) {
    for (const page of pageKeys) {
      it(`${page} (${lang})`, async () => {
        const html = await renderAsBrowser(page, lang);
        expect(html.length).toBeGreaterThan(500);
        expect(html.match(rawKey) ?? []).toEqual([]);
      });
    }
  }
});
