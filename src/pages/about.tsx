import { useTranslation } from 'react-i18next';
import { Photo } from '../components/ui/photo';
import { usePageData, useSiteData } from '../route-data';
import './about.css';

export function AboutPage() {
  const { t } = useTranslation();
  const { venue } = useSiteData();
  const { photo, seats } = usePageData('about');
  const highlights = [
    { key: 'seats', count: seats.restaurant },
    { key: 'atmosphere', count: undefined },
    { key: 'terrace', count: seats.terrace },
  ] as const;
  const spaces = [
    { key: 'cafe', count: seats.cafe },
    { key: 'terrace', count: seats.terrace },
  ] as const;
  return (
    <>
      <div className="container page about">
        <div className="about__intro">
          <div className="about__text">
            <p className="eyebrow">{t('about.eyebrow')}</p>
            <h1>{t('about.title')}</h1>
            <p className="about__lead">{t('about.lead')}</p>
            <p>{t('about.story.first')}</p>
            <p>{t('about.story.second', { lounge: venue.loungeName })}</p>
          </div>
          <Photo photo={photo} sizes="(min-width: 768px) 50vw, 100vw" priority className="about__photo" />
        </div>

        <section className="about__highlights" aria-labelledby="about-highlights-title">
          <h2 id="about-highlights-title" className="about__section-title">
            {t('about.highlights.title')}
          </h2>
          <ul className="about__highlight-list">
            {highlights.map(({ key, count }) => (
              <li key={key} className="card about__highlight">
                <h3 className="about__highlight-title">{t(`about.highlights.${key}.title`, { count })}</h3>
                <p>{t(`about.highlights.${key}.text`)}</p>
              </li>
            ))}
          </ul>
        </section>
      </div>

      <section className="section section--alt" aria-labelledby="about-spaces-title">
        <div className="container">
          <h2 id="about-spaces-title" className="about__section-title">
            {t('about.spaces.title')}
          </h2>
          <div className="about__spaces">
            {spaces.map(({ key, count }) => (
              <article key={key} className="card about__space" aria-labelledby={`about-space-${key}`}>
                <h3 id={`about-space-${key}`}>{t(`about.spaces.${key}.title`)}</h3>
                <p className="about__space-seats">{t('common.seats', { count })}</p>
                <p>{t(`about.spaces.${key}.text`)}</p>
              </article>
            ))}
          </div>
        </div>
      </section>
    </>
  );
}
