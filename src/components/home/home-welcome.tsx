import { useTranslation } from 'react-i18next';
import { useSiteData } from '../../route-data';
import { capitalize, weekText } from '../ui/hours-text';
import { usePageData } from '../../route-data';
import './home-welcome.css';

const expectations = ['gastronomy', 'occasions', 'events'] as const;

/** The home page's welcome: what to expect, comfort, and the venue in numbers. */
export function HomeWelcome() {
  const { t } = useTranslation();
  const { venue, hours } = useSiteData();
  const { seats, metro } = usePageData('home');
  const { loungeName } = venue;
  const seatFacts = seats
    ? [
        { key: 'restaurant', value: t('common.seats', { count: seats.restaurant }) },
        { key: 'cafe', value: t('common.seats', { count: seats.cafe }) },
        { key: 'terrace', value: t('common.seats', { count: seats.terrace }) },
        { key: 'lounge', value: t('home.welcome.upToGuests', { count: seats.lounge }) },
        { key: 'joined', value: t('home.welcome.upToGuests', { count: seats.joined }) },
      ] as const
    : [];
  return (
    <>
      <section className="section welcome" aria-labelledby="welcome-title">
        <div className="container">
          <div className="welcome__intro">
            <h2 id="welcome-title">{t('home.welcome.title')}</h2>
            <p className="welcome__lead">{t('home.welcome.intro')}</p>
          </div>
          <h3 className="welcome__subtitle">{t('home.welcome.expectTitle')}</h3>
          <ul className="welcome__grid">
            {expectations.map((key) =>
              key === 'events' && !seats ? null : (
                <li key={key} className="card welcome__card">
                  <h4 className="welcome__card-title">{t(`home.welcome.${key}.title`)}</h4>
                  <p>
                    {t(`home.welcome.${key}.text`, {
                      lounge: loungeName,
                      loungeGuests: seats?.lounge ?? 0,
                      joinedGuests: seats?.joined ?? 0,
                    })}
                  </p>
                </li>
              ),
            )}
          </ul>
        </div>
      </section>

      <section className="section section--alt comfort" aria-labelledby="comfort-title">
        <div className="container comfort__inner">
          <div className="comfort__text">
            <h2 id="comfort-title">{t('home.welcome.comfortTitle')}</h2>
            {metro ? (
              <p>
                {t('home.welcome.comfort', {
                  line: metro.line,
                  station: metro.station,
                  minutes: metro.minutesOnFoot,
                })}
              </p>
            ) : null}
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
                <dd>{capitalize(weekText(t, hours))}</dd>
              </div>
            </dl>
          </div>
        </div>
      </section>
    </>
  );
}
