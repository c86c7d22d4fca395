import { Fragment } from 'react';
import { useTranslation } from 'react-i18next';
import { ContactForm } from '../components/forms/contact-form';
import { BookingSection } from '../bookings';
import { ClockIcon, MapPinIcon, PhoneIcon } from '../components/ui/icons';
import { usePostedFormState } from '../components/forms/use-posted-form-state';
import { OpeningHours } from '../components/ui/opening-hours';
import { usePhoneLines } from '../components/ui/phone-roles';
import { joinList, telHref } from '../content/format';
import { mapServices } from '../content/map-links';
import { usePageData, useSiteData } from '../route-data';
import type { ContactValues } from '../forms/contact';
import { formAnchors } from '../page-ids';
import './contact.css';

export function ContactPage() {
  const { t } = useTranslation();
  const posted = usePostedFormState<ContactValues>('contact');
  const { venue, hours } = useSiteData();
  const { transport, parking, maps, booking } = usePageData('contact');
  const { address } = venue;
  const phoneLines = usePhoneLines();
  const { metro, tram } = transport;
  const tramLines = joinList(tram.lines.map(String), t('contact.transport.and'));
  return (
    <>
      <div className="container page contact">
        <header className="page-header">
          <p className="eyebrow">{t('contact.eyebrow')}</p>
          <h1>{t('contact.title')}</h1>
          <p>{t('contact.lead')}</p>
        </header>

        <div className="contact__cards">
          <section className="card contact__card">
            <h2 id="contact-address-title" className="contact__card-title">
              <MapPinIcon />
              {t('contact.address.title')}
            </h2>
            <address className="contact__address">
              <strong>{venue.name}</strong>
              <br />
              {address.street}
              <br />
              {address.postalCode} {address.locality}
            </address>
            <p id="contact-maps-title" className="contact__maps-title">
              {t('contact.address.maps.title')}
            </p>
            <ul className="contact__maps" aria-labelledby="contact-maps-title">
              {mapServices.map((service) => (
                <li key={service}>
                  <a
                    className="contact__map-link"
                    href={maps[service]}
                    target="_blank"
                    rel="noopener noreferrer"
                    data-map={service}
                  >
                    {t(`contact.address.maps.${service}`)}
                    <span className="visually-hidden"> {t('common.openNewTab')}</span>
                  </a>
                </li>
              ))}
            </ul>
          </section>

          <section className="card contact__card">
            <h2 id="contact-transport-title" className="contact__card-title">
              <MapPinIcon />
              {t('contact.transport.title')}
            </h2>
            <ul className="contact__list">
              <li>
                {t('contact.transport.metro', {
                  line: metro.line,
                  station: metro.station,
                  minutes: metro.minutesOnFoot,
                })}
              </li>
              <li>
                {t(tram.lines.length === 1 ? 'contact.transport.tramLine' : 'contact.transport.tramLines', {
                  stop: tram.stop,
                  lines: tramLines,
                })}
              </li>
              <li>{parking}</li>
            </ul>
          </section>

          <section className="card contact__card">
            <h2 id="contact-phones-title" className="contact__card-title">
              <PhoneIcon />
              {t('contact.phones.title')}
            </h2>
            <dl className="contact__phones">
              {phoneLines.map((phone) => (
                <Fragment key={phone.line}>
                  <dt>{phone.label}</dt>
                  <dd>
                    <a href={telHref(phone.number)}>{phone.number}</a>
                  </dd>
                </Fragment>
              ))}
            </dl>
          </section>

          <section className="card contact__card">
            <h2 id="contact-hours-title" className="contact__card-title">
              <ClockIcon />
              {t('contact.hours.title')}
            </h2>
            <OpeningHours hours={hours} days={60} />
          </section>
        </div>
      </div>

      <BookingSection setup={booking} />

      <section
        id={formAnchors.contact}
        className="section section--alt contact__form-section"
        aria-labelledby="contact-form-title"
      >
        <div className="container contact__form-inner">
          <h2 id="contact-form-title">{t('contact.form.title')}</h2>
          <p className="contact__form-text">{t('contact.form.text')}</p>
          <div className="card">
            <ContactForm initialValues={posted?.values} initialErrors={posted?.errors} initialStatus={posted?.status} />
          </div>
        </div>
      </section>
    </>
  );
}
