import { useTranslation } from 'react-i18next';
import { LoungeForm } from '../components/forms/lounge-form';
import { Photo } from '../components/ui/photo';
import { PhoneIcon } from '../components/ui/icons';
import { usePhoneFor } from '../components/ui/phone-roles';
import { usePostedFormState } from '../components/forms/use-posted-form-state';
import { telHref } from '../content/format';
import { usePageData, useSiteData } from '../route-data';
import type { LoungeValues } from '../forms/lounge';
import { formAnchors } from '../page-ids';
import './lounge.css';

const features = ['capacity', 'projection', 'bar'] as const;

export function LoungePage() {
  const { t } = useTranslation();
  const posted = usePostedFormState<LoungeValues>('lounge');
  const { venue } = useSiteData();
  const enquiries = usePhoneFor('eventEnquiries');
  const { photo, seats, arrangements } = usePageData('lounge');
  const name = venue.loungeName;
  // Seated, the lounge holds `seats`; standing, at a reception, the reception arrangement's number.
  const standing = arrangements.find((arrangement) => arrangement.id === 'reception')?.capacity;
  return (
    <>
      <div className="container page lounge">
        <header className="lounge__intro">
          <div className="lounge__text">
            <p className="eyebrow">{t('lounge.eyebrow')}</p>
            <h1>{t('lounge.title', { name })}</h1>
            <p className="lounge__lead">{t('lounge.lead')}</p>
            <p>{t('lounge.intro', { name })}</p>
            <p className="button-row">
              <a className="button" href={`#${formAnchors.lounge}`}>
                {t('lounge.inquiry.title')}
              </a>
            </p>
          </div>
          <Photo photo={photo} sizes="(min-width: 768px) 50vw, 100vw" priority className="lounge__photo" />
        </header>

        <section aria-labelledby="lounge-features-title">
          <h2 id="lounge-features-title" className="lounge__section-title">
            {t('lounge.features.title')}
          </h2>
          <ul className="lounge__features">
            {features.map((key) => (
              <li key={key} className="card lounge__feature">
                <h3>{t(`lounge.features.${key}.title`, { count: seats })}</h3>
                <p>
                  {t(`lounge.features.${key}.text`)}
                  {key === 'capacity' && standing
                    ? ` ${t('lounge.features.capacity.standing', { count: standing })}`
                    : null}
                </p>
              </li>
            ))}
          </ul>
        </section>
      </div>

      <section className="section section--alt" aria-labelledby="lounge-arrangements-title">
        <div className="container">
          <h2 id="lounge-arrangements-title" className="lounge__section-title">
            {t('lounge.arrangements.title')}
          </h2>
          <p className="lounge__section-intro">{t('lounge.arrangements.intro')}</p>
          <ul className="lounge__arrangements">
            {arrangements.map(({ id, capacity, upTo }) => (
              <li key={id} className="card lounge__arrangement">
                <h3>{t(`lounge.arrangements.${id}.title`)}</h3>
                <p className="lounge__capacity">
                  {t(upTo ? 'lounge.arrangements.upTo' : 'lounge.arrangements.seated', { count: capacity })}
                </p>
                <p>{t(`lounge.arrangements.${id}.text`)}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section id={formAnchors.lounge} className="section lounge__inquiry" aria-labelledby="lounge-inquiry-title">
        <div className="container lounge__inquiry-inner">
          <div className="lounge__inquiry-text">
            <h2 id="lounge-inquiry-title">{t('lounge.inquiry.title')}</h2>
            <p>{t('lounge.inquiry.text')}</p>
            <p>{t('lounge.inquiry.call')}</p>
            <p>
              <a className="lounge__phone" href={telHref(enquiries.number)}>
                <PhoneIcon />
                {enquiries.number}
              </a>
            </p>
          </div>
          <div className="card lounge__form-card">
            <LoungeForm initialValues={posted?.values} initialErrors={posted?.errors} initialStatus={posted?.status} />
          </div>
        </div>
      </section>
    </>
  );
}
