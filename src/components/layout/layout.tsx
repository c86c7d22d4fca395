import { I18nextProvider, useTranslation } from 'react-i18next';
import { Outlet, ScrollRestoration } from 'react-router-dom';
import { getI18n } from '../../i18n/instances';
import type { Lang } from '../../lang';
import { useSiteData } from '../../route-data';
import { HeadSync } from './head-sync';
import { LangContext } from '../../lang-context';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { SiteNotices } from './site-notices';

/** The frame of every page in one language: skip link, header, today's notices, the page, footer. */
export function Layout({ lang }: { lang: Lang }) {
  return (
    <I18nextProvider i18n={getI18n(lang)}>
      <LangContext.Provider value={lang}>
        <LayoutBody />
      </LangContext.Provider>
    </I18nextProvider>
  );
}

function LayoutBody() {
  const { t } = useTranslation();
  const site = useSiteData();
  return (
    <>
      <a className="skip-link" href="#main">
        {t('common.skipToContent')}
      </a>
      <SiteHeader />
      <SiteNotices announcements={site.announcements} />
      <main id="main" tabIndex={-1}>
        <Outlet />
      </main>
      <SiteFooter />
      <HeadSync />
      <ScrollRestoration />
    </>
  );
}
