import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useActionData, useSearchParams } from 'react-router-dom';
import type { BookingActionData } from '../bookings/booking-action';
import { BookingChange, BookingSection, BookingSummary, pragueMomentText } from '../bookings';
import { CHANGED_PARAM, emptyBookingValues, type GuestBooking, type MyBookingData } from '../bookings/values';
import { tokenOf } from '../bookings/token';
import { useLang } from '../lang-context';
import { usePageData } from '../route-data';
import './my-booking.css';

/** The section where a guest changes their booking (the change form's posts lead back to it). */
const CHANGE_ANCHOR = 'zmena';

/** The address's markers of a step just taken (booked, cancelled, changed), said once. */
const STEP_MARKERS = ['nova', 'zruseno', CHANGED_PARAM];
/**
 * The guest's own booking (`/moje-rezervace?t=…`, the link in their e-mail; `&nova=1` right
 * after booking, `&zmeneno=1` right after changing it): what was booked and its state, said
 * once, the way to change it to another free time, and the way to cancel it. Without a link (or
 * after a post of the booking form) it is the booking form's page: the no-JavaScript form's
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
  const changedNow = params.get(CHANGED_PARAM) === '1';
  const marked = fresh || cancelledNow || changedNow;

  // What the last step did is said once: once hydrated, its marker leaves the address bar, so that
  // a reload, a bookmark or the history shows the booking as it is, without announcing it again.
  useEffect(() => {
    if (!marked) return;
    const { pathname, search, hash } = window.location;
    const kept = new URLSearchParams(search);
    for (const marker of STEP_MARKERS) kept.delete(marker);
    const rest = kept.toString();
    window.history.replaceState(window.history.state, '', `${pathname}${rest ? `?${rest}` : ''}${hash}`);
  }, [marked]);
  const changePosted = posted?.step === 'change' ? posted : null;
  // Once the guest starts another change, what the last step did is said no more (a live region would repeat it
  // beside the change form's own message).
  const [changeStarted, setChangeStarted] = useState(false);

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
  } else if (changePosted && !mine) {
    // A change posted by a link that leads to no booking (or none the store can say now).
    own = (
      <p className="my-booking__notice" role="alert">
        {t(`myBooking.notices.${changePosted.notice ?? 'notFound'}`)}
      </p>
    );
  } else if (token && (!posted || changePosted)) {
    own = mine ? (
      <>
        {fresh && !changeStarted ? done(mine, false) : null}
        {changedNow && !posted && mine.changeable && !changeStarted ? (
          <p className="my-booking__done" role="status">
            {mine.state === 'pending' && mine.answerBy
              ? t('myBooking.changedPending', { by: pragueMomentText(t, lang, mine.answerBy) })
              : t('myBooking.changed')}
          </p>
        ) : null}
        {cancelledNow && mine.state === 'cancelled' ? (
          <p className="my-booking__done" role="status">
            {t('myBooking.cancelled')}
          </p>
        ) : null}
        {changePosted?.notice && !mine.changeable ? (
          <p className="my-booking__notice" role="alert">
            {t(`myBooking.notices.${changePosted.notice}`)}
          </p>
        ) : null}
        <BookingSummary booking={mine} />
        {mine.changeable ? (
          // Two deliberate taps, with or without JavaScript: the fold says what cancelling does, its button does it.
          <details className="my-booking__cancel">
            <summary className="button button--outline">{t('myBooking.cancel')}</summary>
            <form className="my-booking__cancel-confirm" method="post">
              <p>
                <strong>{t('myBooking.cancelConfirm')}</strong> {t('myBooking.cancelText')}
              </p>
              <input type="hidden" name="t" value={token} />
              <button className="button" type="submit" name="intent" value="cancel">
                {t('myBooking.cancelSubmit')}
              </button>
            </form>
          </details>
        ) : null}
      </>
    ) : (
      <p className="my-booking__notice">{t('myBooking.notFound')}</p>
    );
  }

  const changing = token && mine?.changeable && (!posted || changePosted) ? { token, booking: mine } : null;
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
      {changing ? (
        <BookingChange
          id={CHANGE_ANCHOR}
          setup={setup}
          token={changing.token}
          onEdit={() => setChangeStarted(true)}
          posted={
            changePosted ?? {
              values: { ...emptyBookingValues, date: changing.booking.date, party: String(changing.booking.party) },
              answer: null,
              errors: {},
              notice: null,
            }
          }
        />
      ) : null}
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
