import { useTranslation } from 'react-i18next';
import type { BookingSetup } from '../content/page-data';
import { bookingAnchor } from '../page-ids';
import { useSiteData } from '../route-data';
import { BookTableLink } from '../components/ui/book-table-link';
import { BookingForm, type BookingFormProps } from './booking-form';

/**
 * The "Rezervace stolu" section (`#rezervace`, where every "Book a table" leads): the
 * booking form, or, when links.yaml names a booking partner, where to book instead.
 */
export function BookingSection({
  setup,
  posted,
  title,
}: {
  setup: BookingSetup;
  posted?: BookingFormProps['posted'];
  title?: string;
}) {
  const { t } = useTranslation();
  const partner = useSiteData().links.reservation;
  return (
    <section id={bookingAnchor} className="section booking-section" aria-labelledby="booking-title">
      <div className="container booking-section__inner">
        <h2 id="booking-title">{title ?? t('booking.title')}</h2>
        {partner ? (
          <>
            <p className="booking-section__text">{t('booking.partnerText')}</p>
            <p>
              <BookTableLink className="button">{t('booking.partnerLink')}</BookTableLink>
            </p>
          </>
        ) : (
          <>
            <p className="booking-section__text">
              {t('booking.text', { confirmUpTo: setup.confirmUpTo, hours: setup.answerWithinHours })}
            </p>
            <div className="card">
              <BookingForm setup={setup} posted={posted} />
            </div>
          </>
        )}
      </div>
    </section>
  );
}
