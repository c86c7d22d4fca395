import { useTranslation } from 'react-i18next';
import { useSiteData } from '../../route-data';
import { capitalize, weekText } from '../../content/hours-text';
import { usePageData } from '../../route-data';
import { Photo } from '../ui/photo';
import { MapPinIcon } from '../ui/icons';
import { joinList } from '../../content/format';
import './home-welcome.css';

const expectations = ['gastronomy', 'occasions', 'events'] as const;

/** The directions' anchor: the hero's link leads here (one tap from a phone's first screen). */
export const directionsAnchor = 'cesta';

/** The map services that navigate to us, in this order (the contact page also offers OpenStreetMap). */
const navigateWith = ['mapy', 'google'] as const;

/** How wide a welcome card is shown (home-welcome.css): half of at most 34rem below 960 px, then half of the intro row's 5/12. */
const cardSizes = '(min-width: 960px) 14rem, (min-width: 600px) 17rem, 46vw';

/**
 * The home page's welcome: intro with its two photo cards, what to expect, comfort, and the venue in numbers.
 * `exception`: today's exception in words (today-status.ts), shown with the usual week, which is not true today.
 */
export function HomeWelcome({ exception }: { exception: string | null }) {
  const { t } = useTranslation();
  const { venue, hours } = useSiteData();
  const { seats, transport, maps, cards } = usePageData('home');
  const { loungeName, address } = venue;
  const { metro, tram } = transport;
  const seatFacts = seats
    ? ([
        { key: 'restaurant', value: t('common.seats', { count: seats.restaurant }) },
        { key: 'cafe', value: t('common.seats', { count: seats.cafe }) },
        { key: 'terrace', value: t('common.seats', { count: seats.terrace }) },
        { key: 'lounge', value: t('common.seats', { count: seats.lounge }) },
        { key: 'joined', value: t('home.welcome.upToGuests', { count: seats.joined }) },
      ] as const)
    : [];
  return (
    <>
      <section className="section welcome" aria-labelledby="welcome-title">
        <div className="container">
          <div className={cards.length > 0 ? 'welcome__top welcome__top--cards' : 'welcome__top'}>
            <div className="welcome__intro">
              <h2 id="welcome-title">{t('home.welcome.title')}</h2>
              <p className="welcome__lead">{t('home.welcome.intro')}</p>
            </div>
            {cards.length > 0 ? (
              // The spec's two decorative cards: photos chosen in photos.yaml (welcomeCards), below the fold, so lazy.
              <div className="welcome__cards">
                {cards.map((photo) => (
                  <Photo key={photo.id} photo={photo} sizes={cardSizes} className="welcome__photo-card" />
                ))}
              </div>
            ) : null}
          </div>
          <h3 className="welcome__subtitle">{t('home.welcome.expectTitle')}</h3>
          <ul className="welcome__grid">
            {/* The lounge's seats are the numbers' below (At a glance): the events card names the lounge only. */}
            {expectations.map((key) => (
              <li key={key} className="card welcome__card">
                <h4 className="welcome__card-title">{t(`home.welcome.${key}.title`)}</h4>
                <p>{t(`home.welcome.${key}.text`, { lounge: loungeName })}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section id={directionsAnchor} className="section section--alt comfort" aria-labelledby="comfort-title">
        <div className="container comfort__inner">
          {/* Getting here, as the contact page says it: the address, the metro and the tram, and maps that navigate. */}
          <div className="comfort__text">
            <h2 id="comfort-title">{t('home.welcome.comfortTitle')}</h2>
            <address className="comfort__address">
              <MapPinIcon />
              <span>
                {address.street}
                <br />
                {address.postalCode} {address.locality}
              </span>
            </address>
            <ul className="comfort__ways">
              <li>
                {t('home.welcome.comfort', {
                  line: metro.line,
                  station: metro.station,
                  minutes: metro.minutesOnFoot,
                })}
              </li>
              <li>
                {t(tram.lines.length === 1 ? 'home.welcome.tramLine' : 'home.welcome.tramLines', {
                  stop: tram.stop,
                  lines: joinList(tram.lines.map(String), t('home.welcome.and')),
                })}
              </li>
            </ul>
            <p id="comfort-navigate" className="comfort__navigate-title">
              {t('home.welcome.navigate')}
            </p>
            <ul className="comfort__maps" aria-labelledby="comfort-navigate">
              {navigateWith.map((service) => (
                <li key={service}>
                  <a
                    className="button button--outline"
                    href={maps[service]}
                    target="_blank"
                    rel="noopener noreferrer"
                    data-map={service}
                  >
                    {t(`home.welcome.maps.${service}`)}
                    <span className="visually-hidden"> {t('common.openNewTab')}</span>
                  </a>
                </li>
              ))}
            </ul>
          </div>
          <div className="comfort__facts">
            <h3 className="comfort__facts-title">{t('home.welcome.factsTitle')}</h3>
            <dl className="facts">
              {seatFacts.map(({ key, value }) => (
                <div key={key} className="facts__item">
                  <dt>{t(`home.welcome.facts.${key}`, { lounge: loungeName })}</dt>
                  <dd>{value}</dd>
                </div>
              ))}
              <div className="facts__item facts__item--wide">
                <dt>{t('home.welcome.facts.hours')}</dt>
                <dd>
                  {capitalize(weekText(t, hours))}
                  {exception ? (
                    <>
                      <br />
                      {exception}
                    </>
                  ) : null}
                </dd>
              </div>
            </dl>
          </div>
        </div>
      </section>
    </>
  );
}
