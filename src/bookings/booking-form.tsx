/**
 * The table booking form (the contact page's `#rezervace` and the guest's booking page).
 *
 * Without JavaScript it is two posts to the booking page: the day, the party and the area
 * ("Zobrazit volné časy") → the page with the free times as radio buttons and the guest's
 * details → the booking. With JavaScript the free times come as soon as the day, the party or
 * the area changes (GET /api/bookings/times), so the guest picks a time and books in one
 * page; the booking itself is the same post either way (the server answers it, then shows
 * the booking on the guest's own page).
 *
 * The guest's page uses the same form to change a booking (`change`: the link's token): the
 * same two steps without JavaScript and the same live times with it (asked with the token, so
 * the booking's own seats count as free to it), without the guest's details, ending in the
 * change's post instead of the booking's.
 */
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { formatDuration } from '../content/duration';
import { monthNames } from '../content/hours-text';
import type { BookingSetup } from '../content/page-data';
import { addDays, formatDate, formatDateWithWeekday, weekdayOf } from '../content/time';
import { emptyBookingValues, type BookingValues, type TimesAnswer } from './values';
import type { FieldErrors } from '../forms/field-errors';
import { localizePath, type Lang } from '../lang';
import { useLang } from '../lang-context';
import { bookingAnchor, formAnchors, pagePaths } from '../page-ids';
import { useToday } from '../components/ui/now';
import { useHydrated } from '../components/ui/use-hydrated';
import { SelectField, TextAreaField, TextField } from '../components/forms/form-field';
import { ErrorSummary } from '../components/forms/error-summary';
import type { BookingNotice, ChangeNotice } from './booking-action';
import './booking.css';

/** The form's fields in page order: the error summary's lines follow it. */
const bookingFields = ['date', 'party', 'area', 'time', 'name', 'email', 'phone', 'note'] as const;

/** The JSON route of the free times (server/bookings/routes.ts). */
const TIMES_API_PATH = '/api/bookings/times';

/**
 * `čtvrtek 3. prosince 2026` / `Thursday, December 3, 2026`; `as: 'on'` after „na“ (`středu 2. prosince`),
 * `as: 'in'` starting a sentence (`Ve čtvrtek 24. prosince`): Czech declines the day, English does not.
 */
export function bookingDayText(t: TFunction, lang: Lang, date: string, as: 'name' | 'on' | 'in' = 'name'): string {
  const forms = { name: 'weekdays', on: 'weekdaysOn', in: 'weekdaysIn' } as const;
  return formatDateWithWeekday(date, t(`booking.${forms[as]}.${weekdayOf(date)}`), lang, monthNames(t));
}

/** What the free times say when there are none to pick, or null when there are. */
function answerText(t: TFunction, lang: Lang, answer: TimesAnswer, values: BookingValues): string | null {
  const party = t('booking.partyFor', { count: Number(values.party) });
  switch (answer.kind) {
    case 'times':
      return answer.times.length === 0 ? t('booking.answers.none', { party }) : null;
    case 'past':
      return t('booking.answers.past');
    case 'tooFar':
      return t('booking.answers.tooFar', { last: formatDate(answer.last, lang, monthNames(t)) });
    case 'party':
      return t('booking.answers.party', { largest: answer.largest });
    case 'closed':
      return answer.reason
        ? t('booking.answers.closedNamed', {
            day: bookingDayText(t, lang, values.date, 'in'),
            name: answer.reason[lang],
          })
        : t('booking.answers.closed', { day: bookingDayText(t, lang, values.date, 'in') });
    case 'areaClosed':
      return t('booking.answers.areaClosed');
  }
}

/**
 * The day, party and area a form's fields hold (the date field, the party and area selects or the
 * area's hidden input), for those it has; nothing without the form.
 */
function askedIn(form: HTMLFormElement | null): Partial<Pick<BookingValues, 'date' | 'party' | 'area'>> {
  const held: Partial<Pick<BookingValues, 'date' | 'party' | 'area'>> = {};
  for (const name of ['date', 'party', 'area'] as const) {
    const field = form?.elements.namedItem(name) as HTMLInputElement | null | undefined;
    if (field) held[name] = field.value;
  }
  return held;
}

export interface BookingFormProps {
  setup: BookingSetup;
  /** What the last post gave back (the booking page's action): the values, the free times, the messages. */
  posted?: {
    values: BookingValues;
    answer: TimesAnswer | null;
    errors: FieldErrors;
    notice: BookingNotice | ChangeNotice | null;
    noticeTime?: string;
  } | null;
  /** Changing a booking: its link's token, and the anchor of the page's change section (where the post leads). */
  change?: { token: string; anchor: string };
  /** The guest changed a field (once hydrated): the page may stop saying what its last step did. */
  onEdit?: () => void;
}

export function BookingForm({ setup, posted, change: changing, onEdit }: BookingFormProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const today = useToday();
  const [values, setValues] = useState<BookingValues>(posted?.values ?? emptyBookingValues);
  const [answer, setAnswer] = useState<TimesAnswer | null>(posted?.answer ?? null);
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);
  // Until hydration the page is the no-JavaScript form (the server's HTML); then the times come by themselves.
  const live = useHydrated();
  const inFlight = useRef<AbortController | null>(null);
  useEffect(() => () => inFlight.current?.abort(), []);

  const formRef = useRef<HTMLFormElement>(null);

  /**
   * Asks for the free times of the day, party and area now chosen (the last question wins). The
   * answer also sets the day, party and area it answers (the guest may have entered them before
   * hydration, when the state did not follow them). `request` sets state only with the answer (the
   * question asked as the form hydrates, from an effect); `ask` says it is loading meanwhile.
   */
  const request = (next: BookingValues) => {
    inFlight.current?.abort();
    if (!next.date) return;
    const controller = new AbortController();
    inFlight.current = controller;
    const query = new URLSearchParams({ date: next.date, party: next.party, area: next.area, lang });
    if (changing) query.set('t', changing.token);
    fetch(`${TIMES_API_PATH}?${query}`, { signal: controller.signal, headers: { Accept: 'application/json' } })
      .then(async (response) => {
        const body = (await response.json()) as { answer?: TimesAnswer };
        if (!body.answer) throw new Error(`free times: ${response.status}`);
        const answered = body.answer;
        setAnswer(answered);
        // A time picked for another day, party or area is no choice any more unless it is free here too.
        setValues((current) => {
          const asked = { ...current, date: next.date, party: next.party, area: next.area };
          return answered.kind === 'times' && answered.times.some((free) => free.time === current.time)
            ? asked
            : { ...asked, time: '' };
        });
      })
      .catch(() => {
        if (!controller.signal.aborted) setFailed(true);
      })
      .finally(() => {
        if (!controller.signal.aborted) setLoading(false);
      });
  };

  const ask = (next: BookingValues) => {
    if (next.date) {
      setLoading(true);
      setFailed(false);
    }
    request(next);
  };

  /** The values with what the form's fields hold now (a guest may type before hydration, unseen by the state). */
  const entered = (): BookingValues => ({ ...values, ...askedIn(formRef.current) });

  // Hydrated over a day, party or area the guest entered meanwhile: their free times, as if just picked.
  const takeEntered = useEffectEvent(() => {
    const now = entered();
    if (now.date !== values.date || now.party !== values.party || now.area !== values.area) request(now);
  });
  useEffect(() => {
    if (live) takeEntered();
  }, [live]);

  /** A field the form follows changed (its `name` says which). */
  const change = (event: { target: { name: string; value: string } }) => {
    const name = event.target.name as keyof BookingValues;
    const next = { ...entered(), [name]: event.target.value };
    setValues(next);
    onEdit?.();
    if (live && (name === 'date' || name === 'party' || name === 'area')) ask(next);
  };
  const errors = posted?.errors ?? {};
  const last = addDays(today, setup.daysAhead);
  const times = answer?.kind === 'times' ? answer.times : [];
  const none = answer ? answerText(t, lang, answer, values) : null;
  const action = changing
    ? `${localizePath(pagePaths.myBooking, lang)}?t=${changing.token}#${changing.anchor}`
    : `${localizePath(pagePaths.myBooking, lang)}#${bookingAnchor}`;
  const notice = posted?.notice;
  const timesIntent = changing ? 'changeTimes' : 'times';

  return (
    <form ref={formRef} className="booking-form" method="post" action={action} noValidate={live}>
      <ErrorSummary
        form="booking"
        errors={errors}
        fields={bookingFields}
        title={(count) => t('booking.errorSummary', { count })}
        targetOf={(field) => (field === 'time' ? 'booking-time-error' : undefined)}
        lead={t('booking.fix')}
      />
      {notice ? (
        <p className="booking-form__notice" role="alert">
          {changing
            ? t(`myBooking.notices.${notice as ChangeNotice}`, { time: posted?.noticeTime ?? '' })
            : t(`booking.${notice as BookingNotice}`, { time: posted?.noticeTime ?? '' })}
        </p>
      ) : null}
      {changing ? <input type="hidden" name="t" value={changing.token} /> : null}
      <fieldset className="booking-form__ask">
        <legend className="visually-hidden">{t('booking.title')}</legend>
        <TextField
          form="booking"
          name="date"
          type="date"
          label={t('booking.fields.date')}
          required
          min={today}
          max={last}
          defaultValue={values.date}
          onChange={change}
          hint={t('booking.hints.date', { last: formatDate(last, lang, monthNames(t)) })}
          errors={errors.date}
        />
        <SelectField
          form="booking"
          name="party"
          label={t('booking.fields.party')}
          defaultValue={values.party}
          onChange={change}
          options={Array.from({ length: setup.largestParty }, (_, index) => ({
            value: String(index + 1),
            label: t('booking.party', { count: index + 1 }),
          }))}
          hint={
            <>
              {t('booking.hints.party', { largest: setup.largestParty })}{' '}
              <a href={`${localizePath(pagePaths.lounge, lang)}#${formAnchors.lounge}`}>
                {t('booking.hints.loungeLink')}
              </a>
              .
            </>
          }
          errors={errors.party}
        />
        {setup.areas.length > 1 ? (
          <SelectField
            form="booking"
            name="area"
            label={t('booking.fields.area')}
            defaultValue={values.area}
            onChange={change}
            options={[
              { value: 'any', label: t('booking.areas.any') },
              ...setup.areas.map(({ area: name }) => ({ value: name, label: t(`booking.areas.${name}`) })),
            ]}
            errors={errors.area}
          />
        ) : (
          <input type="hidden" name="area" value="any" />
        )}
        {/* Without JavaScript: step one's button; once times are shown it follows "book" (Enter books). */}
        {/* Changing a booking, the day is filled in already: with JavaScript too, the button asks for its times. */}
        {(live && !(changing && !answer)) || (answer && times.length > 0) ? null : (
          <button
            className="button button--outline"
            type="submit"
            name="intent"
            value={timesIntent}
            onClick={
              live
                ? (event) => {
                    event.preventDefault();
                    ask(entered());
                  }
                : undefined
            }
          >
            {answer ? t('booking.change') : t('booking.find')}
          </button>
        )}
      </fieldset>

      <div className="booking-form__times" aria-live="polite" aria-busy={loading || undefined}>
        {loading ? <p className="booking-form__loading">{t('booking.loading')}</p> : null}
        {failed ? <p className="booking-form__notice">{t('booking.answers.failed')}</p> : null}
        {!loading && none ? <p className="booking-form__none">{none}</p> : null}
        {!loading && times.length > 0 ? (
          <fieldset className="booking-form__slots" aria-describedby={errors.time ? 'booking-time-error' : undefined}>
            <legend>
              {t('booking.timesFor', {
                day: bookingDayText(t, lang, values.date, 'on'),
                party: t('booking.partyFor', { count: Number(values.party) }),
              })}
            </legend>
            <div className="booking-form__slot-list">
              {times.map((free) => (
                <label key={free.time} className="booking-form__slot">
                  <input
                    type="radio"
                    name="time"
                    value={free.time}
                    required
                    checked={values.time === free.time}
                    onChange={change}
                  />
                  <span>{free.time}</span>
                </label>
              ))}
            </div>
            {errors.time ? (
              <p className="field__error" id="booking-time-error">
                {errors.time.join(' ')}
              </p>
            ) : null}
            {answer?.kind === 'times' ? (
              <p className="field__hint">
                {t('booking.sitting', { duration: formatDuration(answer.sittingMinutes, lang) })}
              </p>
            ) : null}
          </fieldset>
        ) : null}
      </div>

      {changing && times.length > 0 && !loading ? (
        <div className="booking-form__actions">
          <button className="button" type="submit" name="intent" value="change">
            {t('myBooking.changeSubmit')}
          </button>
          {live ? null : (
            <button className="button button--outline" type="submit" name="intent" value="changeTimes" formNoValidate>
              {t('booking.change')}
            </button>
          )}
        </div>
      ) : null}
      {!changing && times.length > 0 && !loading ? (
        <fieldset className="booking-form__guest">
          <legend className="visually-hidden">{t('booking.summary.name')}</legend>
          <TextField
            form="booking"
            name="name"
            label={t('booking.fields.name')}
            required
            autoComplete="name"
            defaultValue={values.name}
            errors={errors.name}
          />
          <TextField
            form="booking"
            name="email"
            type="email"
            label={t('booking.fields.email')}
            required
            autoComplete="email"
            defaultValue={values.email}
            hint={t('booking.hints.email')}
            errors={errors.email}
          />
          <TextField
            form="booking"
            name="phone"
            type="tel"
            label={t('booking.fields.phone')}
            required
            autoComplete="tel"
            defaultValue={values.phone}
            errors={errors.phone}
          />
          <TextAreaField
            form="booking"
            name="note"
            label={t('booking.fields.note')}
            rows={2}
            defaultValue={values.note}
            placeholder={t('booking.hints.note')}
            errors={errors.note}
          />
          <p className="booking-form__info">
            {t('booking.info')} <a href={localizePath(pagePaths.privacy, lang)}>{t('booking.infoLink')}</a>
          </p>
          <div className="booking-form__actions">
            <button className="button" type="submit" name="intent" value="book">
              {t('booking.submit')}
            </button>
            {live ? null : (
              <button className="button button--outline" type="submit" name="intent" value="times" formNoValidate>
                {t('booking.change')}
              </button>
            )}
          </div>
        </fieldset>
      ) : null}
    </form>
  );
}
