import { useState } from 'react';
import type { BookEntry, BookingAction, Requests } from '../api/contract';
import { useI18n } from '../i18n/i18n';
import { MoveForm, type Send } from './book-forms';
import { actionsFor } from './book-view';

export interface CardActions {
  act(action: BookingAction): Promise<unknown>;
  move: Send<Requests['moveBooking']>;
  /** Erases the booking everywhere (owners only); absent: not offered (staff). */
  erase?: () => Promise<{ emailsLeft: boolean }>;
  /** After a change: what to say (the screen's status line). */
  done(action: BookingAction | 'move' | 'erase' | 'eraseLeft'): void;
  failed(problem: unknown): void;
}

/**
 * One booking of the day's book: its time, party, area, guest (the phone a `tel:` link) and
 * note, its state, and the big buttons of what can be done with it now. Cancelling asks first
 * (the guest is told); moving opens its form in place. An owner may also erase it for good
 * (asked first, in words that say what goes); staff are not offered that (the server refuses
 * them too). Guest text is rendered as text.
 */
export function BookingCard({ entry, today, actions }: { entry: BookEntry; today: string; actions: CardActions }) {
  const { t } = useI18n();
  const [open, setOpen] = useState<'move' | 'cancel' | 'erase' | null>(null);
  const [busy, setBusy] = useState(false);
  const run = (action: BookingAction) => {
    setBusy(true);
    actions.act(action).then(
      () => {
        setBusy(false);
        setOpen(null);
        actions.done(action);
      },
      (problem: unknown) => {
        setBusy(false);
        actions.failed(problem);
      },
    );
  };
  const erase = () => {
    if (!actions.erase) return;
    setBusy(true);
    actions.erase().then(
      ({ emailsLeft }) => {
        setBusy(false);
        setOpen(null);
        actions.done(emailsLeft ? 'eraseLeft' : 'erase');
      },
      (problem: unknown) => {
        setBusy(false);
        actions.failed(problem);
      },
    );
  };
  const offered = actionsFor(entry, today);
  const gone = entry.state === 'cancelled' || entry.state === 'declined';
  return (
    <li className={`admin-book-entry admin-book-${entry.state}${gone ? ' admin-book-gone' : ''}`}>
      <p className="admin-book-line">
        <strong className="admin-book-time">{t('book.sitting', { from: entry.time, to: entry.endTime })}</strong>{' '}
        <span className="admin-book-party">{t('book.party', { count: entry.party })}</span>{' '}
        <span>{t(`book.areas.${entry.area}`)}</span> <span className="admin-book-name">{entry.name}</span>{' '}
        {entry.phone && (
          <a
            className="admin-book-phone"
            href={`tel:${entry.phone.replace(/[^\d+]/g, '')}`}
            aria-label={t('book.call', { phone: entry.phone })}
          >
            {entry.phone}
          </a>
        )}{' '}
        <span className="admin-book-state">{t(`book.states.${entry.state}`)}</span>
        {entry.source === 'phone' && <span className="admin-book-source"> ({t('book.byPhone')})</span>}{' '}
        <span className="admin-book-reference">{t('book.reference', { reference: entry.reference })}</span>
        {entry.note && (
          <span className="admin-book-note">
            {' '}
            <span className="admin-visually-hidden">{t('book.note')}: </span>
            {entry.note}
          </span>
        )}
      </p>
      {(offered.length > 0 || actions.erase) && open === null && (
        <div className="admin-actions admin-book-actions">
          {offered.map((action) => (
            <button
              key={action}
              type="button"
              className={`admin-button admin-button-big${action === 'confirm' ? ' admin-button-primary' : ''}${action === 'cancel' || action === 'decline' ? ' admin-button-danger' : ''}`}
              disabled={busy}
              onClick={() => (action === 'move' || action === 'cancel' ? setOpen(action) : run(action))}
            >
              {t(`book.actions.${action}`)}
            </button>
          ))}
          {actions.erase && (
            <button
              type="button"
              className="admin-button admin-button-quiet admin-book-tools"
              disabled={busy}
              onClick={() => setOpen('erase')}
            >
              {t('book.erase')}
            </button>
          )}
        </div>
      )}
      {open === 'erase' && (
        <div className="admin-confirm" role="region" aria-label={t('book.erase')}>
          <p>{t('book.eraseAsk', { name: entry.name, time: entry.time })}</p>
          <div className="admin-actions">
            <button
              type="button"
              className="admin-button admin-button-danger admin-button-big"
              disabled={busy}
              onClick={erase}
            >
              {t('book.eraseYes')}
            </button>
            <button type="button" className="admin-button admin-button-quiet" onClick={() => setOpen(null)}>
              {t('book.keep')}
            </button>
          </div>
        </div>
      )}
      {open === 'cancel' && (
        <div className="admin-confirm" role="region" aria-label={t('book.actions.cancel')}>
          <p>{t('book.cancelAsk', { name: entry.name, time: entry.time })}</p>
          <div className="admin-actions">
            <button
              type="button"
              className="admin-button admin-button-danger admin-button-big"
              disabled={busy}
              onClick={() => run('cancel')}
            >
              {t('book.cancelYes')}
            </button>
            <button type="button" className="admin-button admin-button-quiet" onClick={() => setOpen(null)}>
              {t('book.keep')}
            </button>
          </div>
        </div>
      )}
      {open === 'move' && (
        <MoveForm
          entry={entry}
          send={actions.move}
          onDone={() => {
            setOpen(null);
            actions.done('move');
          }}
          onCancel={() => setOpen(null)}
        />
      )}
    </li>
  );
}
