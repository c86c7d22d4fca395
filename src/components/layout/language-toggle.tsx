import { useLocation } from 'react-router-dom';
import { Link } from '../ui/site-link';
import { useTranslation } from 'react-i18next';
import { localizePath, togglePath } from '../../lang';
import { pagePaths } from '../../page-ids';
import { useHydrated } from '../ui/use-hydrated';
import { usePageId } from './use-page-id';

/**
 * `EN` on Czech pages, `CZ` on English ones: the same page in the other
 * language, keeping the query and (once the browser knows it) the hash. On the
 * page for an unknown path, which shows both languages already, it leads to the
 * other language's home page (the same missing path there would be one more 404).
 */
export function LanguageToggle() {
  const { t } = useTranslation();
  const { pathname, search, hash } = useLocation();
  const hydrated = useHydrated();
  const target = togglePath(pathname);
  const to =
    usePageId() === 'notFound'
      ? { pathname: localizePath(pagePaths.home, target.lang) }
      : { pathname: target.path, search, hash: hydrated ? hash : '' };
  return (
    <Link className="lang-toggle" to={to} hrefLang={target.lang} lang={target.lang}>
      {t('nav.toggleLanguage')}
      <span className="visually-hidden"> – {t('nav.toggleLanguageLabel')}</span>
    </Link>
  );
}
