import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { Link, NavLink } from '../ui/site-link';
import { useTranslation } from 'react-i18next';
import { pagePaths } from '../../page-ids';
import { useSiteData } from '../../route-data';
import { CloseIcon, FacebookIcon, MenuIcon } from '../ui/icons';
import { LanguageToggle } from './language-toggle';
import { useLocalizedPath } from '../../lang-context';
import { NavDropdown } from './nav-dropdown';
import { allPageKeys, topPageKeys } from './nav-items';
import { Logo } from './logo';
import { CallBook } from './call-book';
import './site-header.css';

export function SiteHeader() {
  const { t } = useTranslation();
  const localize = useLocalizedPath();
  const socialUrl = useSiteData().links.social;
  const { pathname } = useLocation();
  // The menu is open for the page it was opened on: whatever navigates (a link,
  // Back, the language toggle) closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const mobileOpen = openOn === pathname;
  const setMobileOpen = (open: boolean) => setOpenOn(open ? pathname : null);
  const toggleRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!mobileOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpenOn(null);
      toggleRef.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [mobileOpen]);

  return (
    <header className="site-header">
      <div className="container site-header__bar">
        <Link to={localize(pagePaths.home)} className="site-header__logo" aria-label={t('nav.logoLabel')}>
          <Logo />
        </Link>

        <nav className="desktop-nav" aria-label={t('nav.label')}>
          <ul className="desktop-nav__list">
            <NavDropdown />
            {topPageKeys.map((key) => (
              <li key={key}>
                <NavLink to={localize(pagePaths[key])} className="nav-link">
                  {t(`nav.${key}`)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>

        <CallBook />

        <div className="site-header__actions">
          {socialUrl ? (
            <a className="icon-link site-header__social" href={socialUrl} target="_blank" rel="noopener noreferrer">
              <FacebookIcon />
              <span className="visually-hidden">
                {t('nav.socialLabel')} {t('common.openNewTab')}
              </span>
            </a>
          ) : null}
          <LanguageToggle />
          <button
            ref={toggleRef}
            type="button"
            className="menu-toggle"
            aria-expanded={mobileOpen}
            aria-controls="mobile-nav"
            onClick={() => setMobileOpen(!mobileOpen)}
          >
            {mobileOpen ? <CloseIcon /> : <MenuIcon />}
            <span className="visually-hidden">{mobileOpen ? t('nav.closeMenu') : t('nav.openMenu')}</span>
          </button>
        </div>
      </div>

      <nav id="mobile-nav" className="mobile-nav" data-open={mobileOpen ? '' : undefined} aria-label={t('nav.label')}>
        <ul className="container mobile-nav__list">
          {allPageKeys.map((key) => (
            <li key={key}>
              <NavLink
                to={localize(pagePaths[key])}
                end
                className="mobile-nav__link"
                onClick={() => setMobileOpen(false)}
              >
                {t(`nav.${key}`)}
              </NavLink>
            </li>
          ))}
        </ul>
        {socialUrl ? (
          <p className="container mobile-nav__social">
            <a href={socialUrl} target="_blank" rel="noopener noreferrer">
              <FacebookIcon /> {t('nav.socialLabel')} <span className="visually-hidden">{t('common.openNewTab')}</span>
            </a>
          </p>
        ) : null}
      </nav>
    </header>
  );
}
