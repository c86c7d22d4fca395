import { Link, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { togglePath } from '../../lang';
import { useHydrated } from '../ui/use-hydrated';

/**
 * `EN` on Czech pages, `CZ` on English ones: the same page in the other
 * language, keeping the query and (once the browser knows it) the hash.
 */
export function LanguageToggle() {
  const { t } = useTranslation();
  const { pathname, search, hash } = useLocation();
  const hydrated = useHydrated();
  const target = togglePath(pathname);
  return (
    <Link
      className="lang-toggle"
      to={{ pathname: target.path, search, hash: hydrated ? hash : '' }}
      hrefLang={target.lang}
      lang={target.lang}
    >
      {t('nav.toggleLanguage')}
      <span className="visually-hidden"> – {t('nav.toggleLanguageLabel')}</span>
    </Link>
  );
}
