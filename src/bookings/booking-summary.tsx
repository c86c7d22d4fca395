import { useTranslation } from 'react-i18next';
import type { GuestBooking } from './values';
import { useLang } from '../lang-context';
import { bookingDayText } from './booking-form';

/** A booking as its guest reads it: the day, the time, the party, the place, the name, the reference, the state. */
export function BookingSummary({ booking }: { booking: GuestBooking }) {
  const { t } = useTranslation();
  const lang = useLang();
  const rows: [string, string][] = [
    [t('booking.summary.day'), bookingDayText(t, lang, booking.date)],
    [t('booking.summary.time'), `${booking.time}–${booking.endTime}`],
    [t('booking.summary.party'), t('booking.party', { count: booking.party })],
    [t('booking.summary.area'), t(`booking.areas.${booking.area}`)],
    [t('booking.summary.name'), booking.name],
    [t('booking.summary.reference'), booking.reference],
    [t('booking.summary.state'), t(`booking.state.${booking.state}`)],
  ];
  return (
    <dl className="booking-summary" aria-label={t('booking.summary.title')}>
      {rows.map(([term, value]) => (
        <div key={term} className="booking-summary__row">
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
