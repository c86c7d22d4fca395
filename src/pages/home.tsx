import { Link } from '../components/ui/site-link';
import { useTranslation } from 'react-i18next';
import { FeastBanner } from '../components/home/feast-banner';
import { HomeStatus } from '../components/home/home-status';
import { LunchBrief, pickLunch } from '../lunch/brief';
import { todayStatus } from '../components/home/today-status';
import { telHref, unbreakable } from '../content/format';
import { BookTableLink } from '../components/ui/book-table-link';
import { CardIcon, MapPinIcon, ParkingIcon, PhoneIcon, SunIcon, WifiIcon } from '../components/ui/icons';
import { useLang, useLocalizedPath } from '../lang-context';
import { useNow } from '../components/ui/now';
import { Photo } from '../components/ui/photo';
import { formAnchors, pagePaths } from '../page-ids';
import { useSiteData } from '../route-data';
import { directionsAnchor, HomeWelcome } from '../components/home/home-welcome';
import { usePageData } from '../route-data';
import './home.css';

const features = [
  { key: 'wifi', Icon: WifiIcon },
  { key: 'cards', Icon: CardIcon },
  { key: 'parking', Icon: ParkingIcon },
  { key: 'terrace', Icon: SunIcon },
] as const;

/**
 * The home page. Its first screen on a phone answers a hungry guest's three
 * questions: open now or when (HomeStatus), what is for lunch (LunchBrief, when
 * published), and how to book or call (the links below, and the bar of every page);
 * under whether it is open, the street and a link down to getting here (the welcome's directions).
 * What the clock decides is rendered for the page's moment (useNow): the server's
 * render time until hydration, so both agree.
 */
export function HomePage() {
  const { t } = useTranslation();
  const lang = useLang();
  const localize = useLocalizedPath();
  const { hours, venue } = useSiteData();
  const { hero, feast, lunch } = usePageData('home');
  const now = useNow();
  const status = todayStatus(t, lang, hours, now);
  const todaysLunch = pickLunch(lunch, hours, now);
  const phone = venue.phones.restaurant;
  return (
    <>
      <section className="home-hero" aria-labelledby="home-hero-title">
        <Photo photo={hero} sizes="100vw" priority className="home-hero__photo" />
        <div
          className={
            todaysLunch ? 'container home-hero__content home-hero__content--lunch' : 'container home-hero__content'
          }
        >
          <p className="home-hero__eyebrow">{t('home.hero.eyebrow')}</p>
          <h1 id="home-hero-title" className="home-hero__title">
            {t('home.hero.title')}
          </h1>
          <HomeStatus status={status} />
          {/* Where we are, and one tap down to getting here (the address, the trams, the maps that navigate). */}
          <p className="home-hero__where">
            <MapPinIcon />
            <span>{venue.address.street}</span>
            <a href={`#${directionsAnchor}`}>{t('home.welcome.comfortTitle')}</a>
          </p>
          {todaysLunch ? <LunchBrief lunch={todaysLunch} /> : null}
          <p className="home-hero__subtitle">{t('home.hero.subtitle')}</p>
          {/* Booking is the hero's one filled button; the menus are outlined beside it. */}
          <div className="button-row">
            <BookTableLink className="button">{t('common.bookTable')}</BookTableLink>
            <Link className="button button--light" to={localize(pagePaths.dailyMenu)}>
              {t('home.hero.dailyMenu')}
            </Link>
            <Link className="button button--light" to={localize(pagePaths.foodMenu)}>
              {t('home.hero.foodMenu')}
            </Link>
          </div>
          <p className="home-hero__links">
            <a className="home-hero__call" href={telHref(phone)}>
              <PhoneIcon />
              {t('home.hero.call', { phone: unbreakable(phone) })}
            </a>
            <Link to={`${localize(pagePaths.lounge)}#${formAnchors.lounge}`}>{t('home.hero.lounge')}</Link>
          </p>
          <ul className="home-hero__features" aria-label={t('home.hero.featuresLabel')}>
            {features.map(({ key, Icon }) => (
              <li key={key} className="home-hero__feature">
                <Icon />
                {t(`home.hero.features.${key}`)}
              </li>
            ))}
          </ul>
        </div>
      </section>
      <FeastBanner editions={feast} />
      <HomeWelcome exception={status.exception} />
    </>
  );
}
