import { useTranslation } from 'react-i18next';
import type { BookingSetup } from '../content/page-data';
import { BookingForm, type BookingFormProps } from './booking-form';

/**
 * The guest's page's "Změnit termín" section: the booking form in its change mode (another
 * day, party or place, then one of the free times), posting back to this section. Only for a
 * booking its guest may still change; the server checks that again with the change.
 */
export function BookingChange({
  id,
  setup,
  token,
  posted,
  onEdit,
}: {
  /** The section's anchor (where the form's posts lead). */
  id: string;
  setup: BookingSetup;
  token: string;
  posted: NonNullable<BookingFormProps['posted']>;
  onEdit?: BookingFormProps['onEdit'];
}) {
  const { t } = useTranslation();
  return (
    <section id={id} className="section booking-section" aria-labelledby="booking-change-title">
      <div className="container booking-section__inner">
        <h2 id="booking-change-title">{t('myBooking.changeTitle')}</h2>
        <p className="booking-section__text">{t('myBooking.changeText', { confirmUpTo: setup.confirmUpTo })}</p>
        <div className="card">
          <BookingForm setup={setup} posted={posted} change={{ token, anchor: id }} onEdit={onEdit} />
        </div>
      </div>
    </section>
  );
}
