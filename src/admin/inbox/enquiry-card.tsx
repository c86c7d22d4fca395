import { ApiError } from '../api/client';
import type { Enquiry, EnquiryStatus } from '../api/contract';
import { VisibleText } from '../history/visible-text';
import { useI18n, wordAt } from '../i18n/i18n';
import { ConfirmButton } from '../owners/confirm-button';
import { replyMailto } from './mailto';
// This screen's words (not in the entry): loaded with it.
import '../i18n/later-words';

/** The owner's marks: a table request is also confirmed or declined. */
const statuses: EnquiryStatus[] = ['new', 'answered', 'archived'];
const tableStatuses: EnquiryStatus[] = ['new', 'confirmed', 'declined', 'answered', 'archived'];

/** `út 22. 12. 2026` / `Tue 22 Dec 2026`: the date a table is asked for (a calendar date, no time zone). */
function tableDate(date: string, lang: 'cs' | 'en'): string {
  const at = new Date(`${date}T12:00:00Z`);
  if (Number.isNaN(at.getTime())) return date;
  return new Intl.DateTimeFormat(lang === 'cs' ? 'cs-CZ' : 'en-US', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(at);
}

/** What became of the enquiry's delivery, as the queue knows it: never more than happened. */
function DeliveryState({ enquiry }: { enquiry: Enquiry }) {
  const { t } = useI18n();
  const { delivery, cause } = enquiry;
  const kind = delivery === 'sent' && enquiry.sentTo === 'here' ? 'kept' : delivery;
  const text =
    delivery === 'sent'
      ? t(enquiry.sentTo === 'here' ? 'inbox.delivery.kept' : 'inbox.delivery.sent')
      : delivery === 'failed'
        ? t('inbox.delivery.failed', { cause: t(`inbox.delivery.cause.${cause ?? 'unknown'}`) })
        : cause
          ? t('inbox.delivery.waiting', { cause: t(`inbox.delivery.cause.${cause}`) })
          : t('inbox.delivery.queued');
  return <span className={`admin-delivery admin-delivery-${kind}`}>{text}</span>;
}

/** What the owner can do about a delivery that is not in the mailbox, and what the mail server said. */
function DeliveryHelp({ enquiry }: { enquiry: Enquiry }) {
  const { t, dateTime } = useI18n();
  if (enquiry.delivery === 'sent' && enquiry.sentTo === 'here')
    return <p className="admin-muted">{t('inbox.delivery.keptHelp')}</p>;
  if (enquiry.delivery === 'queued' && enquiry.cause)
    return (
      <p className="admin-muted">
        {enquiry.nextAttemptAt
          ? t('inbox.delivery.nextAttempt', { time: dateTime(enquiry.nextAttemptAt) })
          : t('inbox.delivery.nextAttemptSoon')}
      </p>
    );
  if (enquiry.delivery !== 'failed') return null;
  return (
    <p className="admin-muted">
      {t('inbox.delivery.failedHelp')}
      {enquiry.reason ? (
        <>
          {' '}
          <VisibleText text={t('inbox.delivery.serverSaid', { reason: enquiry.reason })} />
        </>
      ) : null}
    </p>
  );
}

interface Actions {
  setStatus(status: EnquiryStatus): void;
  retry(): void;
  /** Erasing for good: an owner's only (none for staff: no button). */
  remove?: () => void;
}

/** One enquiry, every guest-typed part as text (VisibleText: escaped, hidden characters shown). */
export function EnquiryCard({ enquiry, actions }: { enquiry: Enquiry; actions: Actions }) {
  const { t, lang, dateTime } = useI18n();
  const { delivery, form } = enquiry;
  const formName = wordAt(lang, `inbox.forms.${form}`) ?? form;
  const received = dateTime(enquiry.receivedAt);
  const statusId = `status-${enquiry.id}`;
  const { table } = enquiry;
  const offered = table ? tableStatuses : statuses.includes(enquiry.status) ? statuses : [...statuses, enquiry.status];
  const reply = replyMailto({
    email: enquiry.email,
    subject: enquiry.subject,
    message: enquiry.message,
    intro: t('inbox.quoteIntro', { time: received, name: enquiry.name, email: enquiry.email }),
    prefix: t('inbox.replyPrefix'),
  });
  return (
    <article
      className={`admin-card admin-enquiry admin-enquiry-${enquiry.status}`}
      aria-labelledby={`enquiry-${enquiry.id}`}
    >
      <h2 className="admin-h3" id={`enquiry-${enquiry.id}`}>
        <VisibleText text={formName} /> · <VisibleText text={enquiry.name} />
      </h2>
      <p className="admin-muted">
        <time dateTime={enquiry.receivedAt}>{t('inbox.received', { time: received })}</time> ·{' '}
        <DeliveryState enquiry={enquiry} />
      </p>
      <DeliveryHelp enquiry={enquiry} />
      <dl className="admin-enquiry-fields">
        {table && (
          <>
            <dt>{t('inbox.table')}</dt>
            <dd>
              {t('inbox.tableText', { date: tableDate(table.date, lang), time: table.time, guests: table.guests })}
            </dd>
          </>
        )}
        <dt>{t('inbox.from')}</dt>
        <dd>
          <VisibleText text={`${enquiry.name} <${enquiry.email}>`} />
        </dd>
        <dt>{t('inbox.subject')}</dt>
        <dd>
          <VisibleText text={enquiry.subject} />
        </dd>
        <dt>{t('inbox.message')}</dt>
        <dd className="admin-message">
          <VisibleText text={enquiry.message} />
        </dd>
      </dl>
      <div className="admin-actions">
        <div className="admin-field admin-field-inline">
          <label htmlFor={statusId}>{t('inbox.statusLabel')}</label>
          <select
            id={statusId}
            value={enquiry.status}
            onChange={(event) => actions.setStatus(event.target.value as EnquiryStatus)}
          >
            {offered.map((status) => (
              <option key={status} value={status}>
                {t(`inbox.status.${status}`)}
              </option>
            ))}
          </select>
        </div>
        <a className="admin-button admin-button-primary" href={reply}>
          {t('inbox.reply')}
        </a>
        {delivery === 'failed' && (
          <button type="button" className="admin-button" onClick={actions.retry}>
            {t('inbox.retry')}
          </button>
        )}
        {actions.remove && (
          <ConfirmButton label={t('inbox.delete')} question={t('inbox.confirmDelete')} onConfirm={actions.remove}>
            {t('inbox.delete')}
          </ConfirmButton>
        )}
      </div>
    </article>
  );
}

export const isMissingApi = (error: unknown) =>
  error instanceof ApiError && (error.status === 404 || error.status === 501);
