/**
 * The booking pages' no-JavaScript posts (the server runs this route action; its code stays
 * out of the browser's bundle): `intent=times` (a day, a party, an area → the page with the
 * free times as radio buttons), `intent=book` (→ 303 to the guest's own page with the
 * booking's link, or the form again with what went wrong), `intent=cancel` (by the link's
 * token), and the guest's change of their booking by the link's token, in the same two steps
 * as a booking: `intent=changeTimes` (the new day and party → the free times, the booking's
 * own seats counted as free to it) and `intent=change` (→ 303 to the booking's page, which
 * says once that it changed). The JavaScript forms post the same fields to the same page.
 */
import { data, redirect, type ActionFunctionArgs } from 'react-router-dom';
import { localizeFieldErrors, type FieldErrors } from '../forms/field-errors';
import {
  bookingFields,
  bookingPortOf,
  bookingSchema,
  readBookingForm,
  CHANGED_PARAM,
  changeSchema,
  timesQuerySchema,
  type BookingPort,
  type BookingValues,
  type CancelAnswer,
  type GuestBooking,
  type TimesAnswer,
} from './data';
import { langFromPath, localizePath } from '../lang';
import { pagePaths } from '../page-ids';

/** The guest's booking on its page: where the booking's post leads. */
export const BOOKED_ANCHOR = 'vase-rezervace';

/** What the form says above its fields after a post. */
export type BookingNotice = 'gone' | 'goneNone' | 'limit' | 'unavailable' | 'unconfirmed' | 'refused';

/** What the change form says above its fields after a post (`myBooking.notices.*`). */
export type ChangeNotice =
  'gone' | 'goneNone' | 'limit' | 'unavailable' | 'unconfirmed' | 'unchanged' | 'notChangeable' | 'notFound';

export type BookingActionData =
  | {
      step: 'form';
      values: BookingValues;
      answer: TimesAnswer | null;
      errors: FieldErrors;
      notice: BookingNotice | null;
      /** The booking a double tap repeated. */
      repeat: GuestBooking | null;
      /** The time the notice speaks of (one taken meanwhile). */
      noticeTime?: string;
    }
  | { step: 'cancel'; answer: CancelAnswer }
  | {
      step: 'change';
      values: BookingValues;
      answer: TimesAnswer | null;
      errors: FieldErrors;
      notice: ChangeNotice | null;
      noticeTime?: string;
    };

const TOKEN = /^[A-Za-z0-9_-]{24}$/;

const formData = (values: BookingValues, rest: Partial<Extract<BookingActionData, { step: 'form' }>>) =>
  ({ step: 'form', values, answer: null, errors: {}, notice: null, repeat: null, ...rest }) satisfies BookingActionData;

export async function bookingAction({ request, context }: ActionFunctionArgs) {
  const url = new URL(request.url);
  const lang = langFromPath(url.pathname);
  const port = bookingPortOf(context);
  if (!port) throw new Error('booking action: the server must pass `bookings` in the request context');
  const form = await request.formData();
  const intent = form.get('intent');
  const values = readBookingForm(form);

  if (intent === 'changeTimes' || intent === 'change') return changeAction(port, form, values, lang, intent);

  if (intent === 'cancel') {
    const token = form.get('t');
    const answer: CancelAnswer =
      typeof token === 'string' && TOKEN.test(token) ? await port.cancel(token) : { kind: 'notFound' };
    // Cancelled: to the booking's page, which says so (a reload reads it again, never posts again).
    if (answer.kind === 'cancelled')
      return redirect(`${localizePath(pagePaths.myBooking, lang)}?t=${String(token)}&zruseno=1#${BOOKED_ANCHOR}`, 303);
    return data({ step: 'cancel', answer } satisfies BookingActionData, {
      status: answer.kind === 'notFound' ? 404 : 409,
    });
  }

  const query = timesQuerySchema.safeParse(values);
  if (!query.success)
    return data(formData(values, { errors: localizeFieldErrors(query.error, lang) }), { status: 422 });
  const asked = { date: query.data.date, party: Number(query.data.party), area: query.data.area };

  if (intent !== 'book') {
    const answer = await port.times(asked);
    // A time picked before the day changed is no choice any more.
    const kept = answer.kind === 'times' && answer.times.some((free) => free.time === values.time) ? values.time : '';
    return data(formData({ ...values, time: kept }, { answer }), { status: answer.kind === 'times' ? 200 : 422 });
  }

  const parsed = bookingSchema.safeParse(values);
  if (!parsed.success) {
    const answer = await port.times(asked);
    const errors = localizeFieldErrors(parsed.error, lang);
    // In the form's order, so the first message is the first field to fix.
    const ordered = Object.fromEntries(
      bookingFields.filter((field) => errors[field]).map((field) => [field, errors[field]]),
    );
    return data(formData(values, { answer, errors: ordered }), { status: 422 });
  }
  const { time, name, email, phone, note } = parsed.data;
  const booked = await port.book({ ...asked, time, name, email, phone, note, lang });
  switch (booked.kind) {
    case 'booked':
      // To the booking itself (a fragment of its own: the form's `#rezervace` would carry over).
      return redirect(`${localizePath(pagePaths.myBooking, lang)}?t=${booked.token}&nova=1#${BOOKED_ANCHOR}`, 303);
    case 'repeat':
      return data(formData(values, { repeat: booked.booking }), { status: 200 });
    case 'gone': {
      const answer = await port.times(asked);
      return data(
        formData(
          { ...values, time: '' },
          { answer, notice: booked.nearest.length > 0 ? 'gone' : 'goneNone', noticeTime: values.time },
        ),
        { status: 409 },
      );
    }
    case 'unavailable':
      return data(formData({ ...values, time: '' }, { answer: booked.answer }), { status: 422 });
    case 'limit':
      return data(formData(values, { notice: 'limit' }), { status: 429 });
    case 'notStored':
      return data(formData(values, { notice: 'unavailable' }), { status: 503 });
    case 'unconfirmed':
      return data(formData(values, { notice: 'unconfirmed' }), { status: 504 });
  }
}

/** The guest's change by the link's token: the free times for the new day and party, then the change. */
async function changeAction(
  port: BookingPort,
  form: FormData,
  values: BookingValues,
  lang: ReturnType<typeof langFromPath>,
  intent: 'changeTimes' | 'change',
) {
  const token = form.get('t');
  const changeData = (rest: Partial<Extract<BookingActionData, { step: 'change' }>>) =>
    ({ step: 'change', values, answer: null, errors: {}, notice: null, ...rest }) satisfies BookingActionData;
  if (typeof token !== 'string' || !TOKEN.test(token)) return data(changeData({ notice: 'notFound' }), { status: 404 });
  const query = timesQuerySchema.safeParse(values);
  if (!query.success) return data(changeData({ errors: localizeFieldErrors(query.error, lang) }), { status: 422 });
  const asked = { date: query.data.date, party: Number(query.data.party), area: query.data.area };

  if (intent === 'changeTimes') {
    const answer = await port.times(asked, token);
    const kept = answer.kind === 'times' && answer.times.some((free) => free.time === values.time) ? values.time : '';
    return data(changeData({ values: { ...values, time: kept }, answer }), {
      status: answer.kind === 'times' ? 200 : 422,
    });
  }

  const parsed = changeSchema.safeParse(values);
  if (!parsed.success) {
    const answer = await port.times(asked, token);
    return data(changeData({ answer, errors: localizeFieldErrors(parsed.error, lang) }), { status: 422 });
  }
  const changed = await port.change(token, { ...asked, time: parsed.data.time });
  switch (changed.kind) {
    case 'changed':
      return redirect(`${localizePath(pagePaths.myBooking, lang)}?t=${token}&${CHANGED_PARAM}=1#${BOOKED_ANCHOR}`, 303);
    case 'unchanged':
      return data(changeData({ notice: 'unchanged' }), { status: 200 });
    case 'gone': {
      const answer = await port.times(asked, token);
      return data(
        changeData({
          values: { ...values, time: '' },
          answer,
          notice: changed.nearest.length > 0 ? 'gone' : 'goneNone',
          noticeTime: values.time,
        }),
        { status: 409 },
      );
    }
    case 'unavailable':
      return data(changeData({ values: { ...values, time: '' }, answer: changed.answer }), { status: 422 });
    case 'limit':
      return data(changeData({ notice: 'limit' }), { status: 429 });
    case 'notChangeable':
      return data(changeData({ notice: 'notChangeable' }), { status: 409 });
    case 'notFound':
      return data(changeData({ notice: 'notFound' }), { status: 404 });
    case 'notStored':
      return data(changeData({ notice: 'unavailable' }), { status: 503 });
    case 'unconfirmed':
      return data(changeData({ notice: 'unconfirmed' }), { status: 504 });
  }
}
