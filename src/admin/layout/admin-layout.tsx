import { NavLink, Outlet, useLocation, useNavigate, useRevalidator } from 'react-router-dom';
import { may, mayEditFile, type OwnerPower, type Role } from '../api/roles';
import { SignIn } from '../auth/sign-in-page';
import { useSession } from '../auth/session';
import { useI18n } from '../i18n/i18n';
import type { MessageKey } from '../i18n/messages';

/** The navigation; an item with `power` is an owner's only (src/admin/api/roles.ts). */
const navItems: { to: string; label: MessageKey; power?: OwnerPower }[] = [
  { to: '/', label: 'nav.home' },
  { to: '/bookings', label: 'nav.bookings' },
  { to: '/lunch', label: 'nav.lunch' },
  { to: '/sold-out', label: 'nav.soldOut' },
  { to: '/content/hours', label: 'nav.content', power: 'edit-content' },
  { to: '/photos', label: 'nav.photos', power: 'edit-content' },
  { to: '/inbox', label: 'nav.inbox' },
  { to: '/owners', label: 'nav.owners', power: 'accounts' },
  { to: '/audit', label: 'nav.audit', power: 'audit' },
  { to: '/visits', label: 'nav.visits', power: 'visits' },
  { to: '/subscribers', label: 'nav.subscribers', power: 'subscribers' },
];

/** What `role` sees in the navigation: staff's "Obsah webu" is the announcements, the one file beside the lunch they edit. */
function navFor(role: Role): { to: string; label: MessageKey }[] {
  const items = navItems.filter((item) => !item.power || may(role, item.power));
  return mayEditFile(role, 'hours')
    ? items
    : [...items.slice(0, 4), { to: '/content/announcements', label: 'files.announcements' }, ...items.slice(4)];
}

/**
 * The language toggle: the other language's name, in that language. The screen's data is
 * loaded again in the new language: what the server words (a checklist item's value and
 * item, a hand-broken file's errors) follows the toggle, not only the screen's own words.
 */
export function LanguageToggle() {
  const { t, lang, setLang } = useI18n();
  const { revalidate } = useRevalidator();
  const other = lang === 'cs' ? 'en' : 'cs';
  return (
    <button
      type="button"
      className="admin-button admin-button-quiet"
      lang={other}
      aria-label={t('common.switchLanguageLabel')}
      onClick={() => {
        setLang(other);
        void revalidate();
      }}
    >
      {t('common.switchLanguage')}
    </button>
  );
}

/** Header, navigation and main landmark; without a session the sign-in takes the page's place. */
export function AdminLayout() {
  const revalidation = useRevalidator().state;
  const { t } = useI18n();
  const { session, signOut } = useSession();
  const navigate = useNavigate();
  // "Obsah webu" opens the hours, and stays marked on every content file's editor and history.
  const { pathname } = useLocation();
  const inContent = /^\/(?:content|history)\//.test(pathname);
  const signedIn = session.state === 'signed-in';
  const role: Role = session.state === 'signed-in' ? session.role : 'owner';
  return (
    <>
      <a className="admin-skip" href="#admin-main">
        {t('common.skipToContent')}
      </a>
      <header className="admin-header">
        <div>
          <p className="admin-brand">{t('common.appName')}</p>
          {/* Which owner this phone is signed in as: a shared tablet in the kitchen shows who will be in the history. */}
          {session.state === 'signed-in' && (
            <p className="admin-who">
              {t('common.signedInAs', { email: session.email })} ·{' '}
              {t('common.role', { role: t(`roles.${session.role}`) })}
            </p>
          )}
        </div>
        <div className="admin-header-tools">
          <LanguageToggle />
          {signedIn && (
            <button
              type="button"
              className="admin-button admin-button-quiet"
              onClick={() => void signOut().then(() => navigate('/sign-in'))}
            >
              {t('common.signOut')}
            </button>
          )}
        </div>
        {signedIn && (
          <nav className="admin-nav" aria-label={t('common.mainNav')}>
            <ul>
              {navFor(role).map((item) => (
                <li key={item.to}>
                  <NavLink
                    to={item.to}
                    end={item.to === '/'}
                    className={({ isActive }) =>
                      isActive || (item.label === 'nav.content' && inContent) ? 'active' : undefined
                    }
                  >
                    {t(item.label)}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
        )}
      </header>
      {/* Busy while the screen's data loads again (a language switched, an action done): its old data is still shown. */}
      <main id="admin-main" className="admin-main" tabIndex={-1} aria-busy={revalidation === 'loading' || undefined}>
        {session.state === 'loading' && <p role="status">{t('common.loading')}</p>}
        {session.state === 'signed-out' && <SignIn expired={session.expired} />}
        {signedIn && <Outlet />}
      </main>
    </>
  );
}
