import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useActionData, useSearchParams } from 'react-router-dom';
import type { BookingActionData } from '../bookings/booking-action';
import { BookingSection, BookingSummary, pragueMomentText } from '../bookings';
import type { GuestBooking, MyBookingData } from '../bookings/values';
import { tokenOf } from '../bookings/token';
import { useLang } from '../lang-context';
import { usePageData } from '../route-data';
import './my-booking.css';

/**
 * The guest's own booking (`/moje-rezervace?t=…`, the link in their e-mail; `&nova=1` right
 * after booking): what was booked and its state, said once, and the way to cancel it. Without a
 * link (or after a post of the form) it is the booking form's page: the no-JavaScript form's
 * second step shows here.
 */
export function MyBookingPage() {
  const { t } = useTranslation();
  const lang = useLang();
  const { booking: setup, mine: found } = usePageData('myBooking') as MyBookingData;
  const unavailable = !!found && 'unavailable' in found;
  const mine = found && !('unavailable' in found) ? found : null;
  const posted = useActionData() as BookingActionData | undefined;
  const [params] = useSearchParams();
  const token = tokenOf(new URL(`https://x/?${params.toString()}`));
  const fresh = params.get('nova') === '1';
  const cancelledNow = params.get('zruseno') === '1';

  const done = (booking: GuestBooking, repeat: boolean) => (
    <p className="my-booking__done" role="status">
      {repeat
        ? t('booking.done.repeat')
        : booking.state === 'pending' && booking.answerBy
          ? t('booking.done.pending', { by: pragueMomentText(t, lang, booking.answerBy) })
          : t('booking.done.confirmed')}
    </p>
  );

  let own: ReactNode = null;
  if (posted?.step === 'cancel') {
    own =
      posted.answer.kind === 'cancelled' ? (
        <>
          <p className="my-booking__done" role="status">
            {t('myBooking.cancelled')}
          </p>
          <BookingSummary booking={posted.answer.booking} />
        </>
      ) : (
        <p className="my-booking__notice" role="alert">
          {t(posted.answer.kind === 'notFound' ? 'myBooking.notFound' : 'myBooking.notChangeable')}
        </p>
      );
  } else if (posted?.step === 'form' && posted.repeat) {
    own = (
      <>
        {done(posted.repeat, true)}
        <BookingSummary booking={posted.repeat} />
      </>
    );
  } else if (token && !posted && unavailable) {
    own = (
      <p className="my-booking__notice" role="alert">
        {t('myBooking.unavailable')}
      </p>
    );
  } else if (token && !posted) {
    own = mine ? (
      <>
        {fresh ? done(mine, false) : null}
        {cancelledNow && mine.state === 'cancelled' ? (
          <p className="my-booking__done" role="status">
            {t('myBooking.cancelled')}
          </p>
        ) : null}
        <BookingSummary booking={mine} />
        {mine.changeable ? (
          <form className="my-booking__cancel" method="post">
            <input type="hidden" name="t" value={token} />
            <button className="button button--outline" type="submit" name="intent" value="cancel">
              {t('myBooking.cancel')}
            </button>
          </form>
        ) : null}
      </>
    ) : (
      <p className="my-booking__notice">{t('myBooking.notFound')}</p>
    );
  }

  const showForm =
    !own || (posted?.step === 'cancel' && posted.answer.kind !== 'cancelled') || (token && !mine && !posted);
  return (
    <>
      <div className="container page my-booking" id="vase-rezervace">
        <header className="page-header">
          <p className="eyebrow">{t('myBooking.eyebrow')}</p>
          <h1>{t('myBooking.title')}</h1>
          {own ? null : <p>{t('myBooking.lead')}</p>}
        </header>
        {own}
      </div>
      {showForm ? (
        <BookingSection
          setup={setup}
          title={t('myBooking.newTitle')}
          posted={posted?.step === 'form' && !posted.repeat ? posted : null}
        />
      ) : null}
    </>
  );
}
