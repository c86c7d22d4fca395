import { Link } from '../components/ui/site-link';
import { BookTableLink } from '../components/ui/book-table-link';
import { useTranslation } from 'react-i18next';
import { FeastBanner } from '../components/home/feast-banner';
import { CardIcon, ParkingIcon, SunIcon, WifiIcon } from '../components/ui/icons';
import { useLocalizedPath } from '../components/ui/lang-context';
import { Photo } from '../components/ui/photo';
import { weekText } from '../components/ui/hours-text';
import { formAnchors, pagePaths } from '../page-ids';
import { useSiteData } from '../route-data';
import { HomeWelcome } from '../components/home/home-welcome';
import { usePageData } from '../route-data';
import './home.css';

const features = [
  { key: 'wifi', Icon: WifiIcon },
  { key: 'cards', Icon: CardIcon },
  { key: 'parking', Icon: ParkingIcon },
  { key: 'terrace', Icon: SunIcon },
] as const;

export function HomePage() {
  const { t } = useTranslation();
  const localize = useLocalizedPath();
  const { hours } = useSiteData();
  const { hero, feast } = usePageData('home');
  return (
    <>
      <section className="home-hero" aria-labelledby="home-hero-title">
        <Photo photo={hero} sizes="100vw" priority className="home-hero__photo" />
        <div className="container home-hero__content">
          <p className="home-hero__eyebrow">{t('home.hero.eyebrow')}</p>
          <h1 id="home-hero-title" className="home-hero__title">
            {t('home.hero.title')}
          </h1>
          <p className="home-hero__subtitle">
            {t('home.hero.subtitle', { hours: weekText(t, hours) })}
          </p>
          <div className="button-row">
            <Link className="button" to={localize(pagePaths.dailyMenu)}>
              {t('home.hero.dailyMenu')}
            </Link>
            <Link className="button button--light" to={localize(pagePaths.foodMenu)}>
              {t('home.hero.foodMenu')}
            </Link>
          </div>
          <p className="home-hero__links">
            <BookTableLink>{t('home.hero.reserve')}</BookTableLink>
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
      <HomeWelcome />
    </>
  );
}
