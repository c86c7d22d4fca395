import { useState } from 'react';
import { Link, useLoaderData, useNavigate, type ActionFunctionArgs, type LoaderFunctionArgs } from 'react-router-dom';
import { pragueDate } from '../../content/time';
import { outcome, submitted, useAction } from '../api/action';
import { request } from '../api/client';
import type { Answer, BookingAction, DayBook, Requests } from '../api/contract';
import { settle, type Settled } from '../api/loaded';
import { pathSegment } from '../api/path-segment';
import { may } from '../api/roles';
import { useRole, whenSignedIn } from '../auth/session';
import { useI18n } from '../i18n/i18n';
import { Problem } from '../layout/problem';
import { dayName } from '../lunch/day-name';
import { BlockForm, PhoneForm } from './book-forms';
import { dayAsked, daysAround, shownEnd, totals } from './book-view';
import { BookingCard } from './booking-card';
import { CoversTable } from './covers-table';
// This screen's words (not in the entry): loaded with it.
import '../i18n/book-words';

interface BookData {
  date: string;
  today: string;
  book: Settled<DayBook>;
}

/** The day's book's loader: the day `?date=` asks for (today without one), or why it could not be read. */
export const bookingsLoader = ({ request: asked }: LoaderFunctionArgs): Promise<BookData | null> =>
  whenSignedIn(async () => {
    const today = pragueDate(new Date());
    const date = dayAsked(new URL(asked.url).searchParams, today);
    return { date, today, book: await settle(request(`/bookings/${date}`, 'dayBook')) };
  });

/** What the screen asks its action to do; the day loads again after it. */
type BookIntent =
  | { intent: 'act'; date: string; id: string; action: BookingAction }
  | { intent: 'move'; date: string; id: string; body: Requests['moveBooking'] }
  | { intent: 'phone'; body: Requests['phoneBooking'] }
  | { intent: 'block'; date: string; body: Requests['block'] }
  | { intent: 'unblock'; date: string; id: string }
  | { intent: 'erase'; date: string; id: string };

const actionPath: Record<BookingAction, string> = {
  confirm: 'confirm',
  decline: 'decline',
  cancel: 'cancel',
  arrived: 'arrived',
  noShow: 'no-show',
};

/**
 * The day's book's action: one request to the API (server/admin/bookings/). It throws its
 * refusal to the form (useAction hands it back), which says it in place.
 */
export async function bookingsAction({ request: submission }: ActionFunctionArgs) {
  const todo = await submitted<BookIntent>(submission);
  const work = (): Promise<unknown> => {
    switch (todo.intent) {
      case 'act':
        return request(
          `/bookings/${pathSegment(todo.date)}/${pathSegment(todo.id)}/${actionPath[todo.action]}`,
          'bookingChanged',
          {
            method: 'POST',
          },
        );
      case 'move':
        return request(`/bookings/${pathSegment(todo.date)}/${pathSegment(todo.id)}/move`, 'bookingChanged', {
          method: 'POST',
          body: todo.body,
        });
      case 'phone':
        return request('/bookings/phone', 'phoneBooked', { method: 'POST', body: todo.body });
      case 'block':
        return request(`/bookings/${pathSegment(todo.date)}/blocks`, 'blockAdded', { method: 'POST', body: todo.body });
      case 'unblock':
        return request(`/bookings/${pathSegment(todo.date)}/blocks/${pathSegment(todo.id)}`, null, {
          method: 'DELETE',
        });
      case 'erase':
        return request(`/bookings/${pathSegment(todo.date)}/${pathSegment(todo.id)}`, 'bookingErased', {
          method: 'DELETE',
        });
    }
  };
  return outcome(work());
}

/**
 * /admin/bookings: "Rezervace" / "Bookings", the day's book. Today first,
 * any day by the date field or a step back and forth; the bookings by time with what can be
 * done with each; a booking taken by phone; a period blocked; the covers held at each time
 * against the seats for bookings; the old table requests of the day, read-only. Printed, it
 * is the day's list on one page (admin.css, `@media print`).
 */
export function BookingsPage() {
  const { t, lang } = useI18n();
  const navigate = useNavigate();
  const { date, today, book } = useLoaderData() as BookData;
  const run = useAction<BookIntent>();
  const mayErase = may(useRole(), 'erase-booking');
  const [said, setSaid] = useState('');
  const [problem, setProblem] = useState<unknown>(null);
  const [picked, setPicked] = useState(date);
  const around = daysAround(date);
  const day = book.value;
  const sum = totals(day?.bookings ?? []);
  const tell = (text: string) => {
    setProblem(null);
    setSaid(text);
  };

  return (
    <div className="admin-book">
      <h1>
        {t('book.title')}: <span className="admin-book-day">{dayName(date, lang, 'long')}</span>
      </h1>
      <p className="admin-muted admin-book-tools">{t('book.intro')}</p>
      <nav className="admin-book-tools admin-actions" aria-label={t('book.day')}>
        <Link className="admin-button" to={`?date=${around.previous}`}>
          {t('book.previous')}
        </Link>
        {date !== today && (
          <Link className="admin-button" to="?">
            {t('book.today')}
          </Link>
        )}
        <Link className="admin-button" to={`?date=${around.next}`}>
          {t('book.next')}
        </Link>
      </nav>
      <form
        className="admin-book-tools admin-actions"
        onSubmit={(event) => {
          event.preventDefault();
          if (picked) void navigate(`?date=${picked}`);
        }}
      >
        <div className="admin-field">
          <label htmlFor="book-date">{t('book.day')}</label>
          <input id="book-date" type="date" value={picked} onChange={(event) => setPicked(event.target.value)} />
        </div>
        <button type="submit" className="admin-button">
          {t('book.show')}
        </button>
        <button type="button" className="admin-button" onClick={() => window.print()}>
          {t('book.print')}
        </button>
      </form>
      <Problem error={book.problem ?? problem} />
      <p role="status" aria-live="polite" className="admin-book-tools">
        {said}
      </p>
      {day && !day.open && <p className="admin-notice">{t('book.closed')}</p>}
      {day && (
        <>
          <h2>{t('book.list')}</h2>
          <p>{t('book.count', { count: sum.count, guests: sum.guests })}</p>
          {day.bookings.length === 0 && <p>{t('book.empty')}</p>}
          <ol className="admin-book-list">
            {day.bookings.map((entry) => (
              <BookingCard
                key={entry.id}
                entry={entry}
                today={today}
                actions={{
                  act: (action) => run({ intent: 'act', date, id: entry.id, action }),
                  move: (body) => run({ intent: 'move', date, id: entry.id, body }),
                  ...(mayErase
                    ? {
                        erase: async () =>
                          (await run({ intent: 'erase', date, id: entry.id })) as Answer<'bookingErased'>,
                      }
                    : {}),
                  done: (action) => tell(t(`book.done.${action}`)),
                  failed: (failure) => {
                    setSaid('');
                    setProblem(failure);
                  },
                }}
              />
            ))}
          </ol>
          {day.blocks.length > 0 && (
            <section aria-labelledby="book-blocks">
              <h2 id="book-blocks">{t('book.block.list')}</h2>
              <ul className="admin-book-blocks">
                {day.blocks.map((block) => (
                  <li key={block.id}>
                    {t('book.block.item', {
                      area: block.area ? t(`book.areas.${block.area}`) : t('book.wholeVenue'),
                      from: block.from,
                      to: shownEnd(block.to),
                      reason: block.reason,
                    })}{' '}
                    <button
                      type="button"
                      className="admin-button admin-button-quiet admin-book-tools"
                      onClick={() =>
                        run({ intent: 'unblock', date, id: block.id }).then(
                          () => tell(t('book.done.unblock')),
                          setProblem,
                        )
                      }
                    >
                      {t('book.block.remove')}
                    </button>
                  </li>
                ))}
              </ul>
            </section>
          )}
          <details className="admin-card admin-book-tools">
            <summary className="admin-h3">{t('book.phone.title')}</summary>
            <PhoneForm
              key={date}
              date={date}
              send={(body) => run({ intent: 'phone', body })}
              onDone={(repeat) => tell(t(repeat ? 'book.done.phoneRepeat' : 'book.done.phone'))}
            />
          </details>
          <details className="admin-card admin-book-tools">
            <summary className="admin-h3">{t('book.block.title')}</summary>
            <p className="admin-muted">{t('book.block.intro')}</p>
            <BlockForm
              send={(body) => run({ intent: 'block', date, body })}
              onDone={(overlapping) =>
                tell(
                  overlapping.length > 0
                    ? `${t('book.done.block')} ${t('book.done.overlapping', { references: overlapping.join(', ') })}`
                    : t('book.done.block'),
                )
              }
            />
          </details>
          <CoversTable day={day} />
          {(day.tableRequests === null || day.tableRequests.length > 0) && (
            <section className="admin-book-tools" aria-labelledby="book-requests">
              <h2 id="book-requests">{t('book.requests.title')}</h2>
              {day.tableRequests === null ? (
                <p className="admin-notice">{t('book.requests.unavailable')}</p>
              ) : (
                <>
                  <p className="admin-muted">{t('book.requests.intro')}</p>
                  <ul>
                    {day.tableRequests.map((asked, index) => (
                      <li key={index}>
                        {t('book.requests.item', { time: asked.time, guests: asked.guests, name: asked.name })} (
                        {t(`book.requests.status.${asked.status}`)})
                      </li>
                    ))}
                  </ul>
                </>
              )}
            </section>
          )}
        </>
      )}
    </div>
  );
}
