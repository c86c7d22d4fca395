import { useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { pragueDate } from '../../content/time';
import { useI18n } from '../i18n/i18n';
import { Problem } from '../layout/problem';
import { DayEditor } from './day-editor';
import { isDate } from './lunch-days';
import { closedName, closedOn, mondayOf, plannedMonday } from './lunch-week';
import { useLunchFile } from './use-lunch-file';
import { WeekView } from './week-view';
// The lunch editor's words (not in the entry): loaded with it.
import '../i18n/lunch-words';

/** "Jiný den": any date, for planning further ahead than the list of days. */
function OtherDay({ date }: { date: string }) {
  const { t } = useI18n();
  const navigate = useNavigate();
  return (
    <form
      className="admin-actions admin-lunch-other"
      onSubmit={(event) => {
        event.preventDefault();
        const value = new FormData(event.currentTarget).get('date');
        if (typeof value === 'string' && isDate(value)) void navigate(`/lunch/${value}`);
      }}
    >
      <div className="admin-field admin-field-inline">
        <label htmlFor="lunch-other-day">{t('lunch.otherDay')}</label>
        <input id="lunch-other-day" name="date" type="date" required defaultValue={date} key={date} />
      </div>
      <button type="submit" className="admin-button">
        {t('lunch.open')}
      </button>
    </form>
  );
}

/** A day the hours close: said above its editor (a menu may still be written, guests will read that day is closed). */
function ClosedNote({ hours, date }: { hours: unknown; date: string }) {
  const { t, lang } = useI18n();
  const closed = closedOn(hours, date);
  if (!closed) return null;
  const name = closedName(closed, lang);
  return (
    <p className="admin-notice" role="note">
      {name ? t('lunch.closedDateBecause', { name }) : t('lunch.closedDate')}
    </p>
  );
}

/** /admin/lunch/<date> (today without one): that date's week, and the day's lunch menu to write, copy, publish. */
export function LunchPage() {
  const { t } = useI18n();
  const { date: param } = useParams();
  const today = pragueDate(new Date());
  // Without a date: today, or on a weekend the coming Monday (the week being planned).
  const planned = plannedMonday(today);
  const date = param ?? (planned > today ? planned : today);
  const { file, setFile, problem, hours } = useLunchFile();
  // A week copied: the day's editor starts again from the file (the day may have just got its draft).
  const [copies, setCopies] = useState(0);
  return (
    <>
      <h1>{t('lunch.title')}</h1>
      <p className="admin-muted">{t('lunch.intro')}</p>
      <Problem error={problem} />
      {!file && !problem && <p role="status">{t('common.loading')}</p>}
      {file && (
        <>
          <WeekView
            key={mondayOf(isDate(date) ? date : today)}
            file={file}
            hours={hours}
            date={isDate(date) ? date : today}
            today={today}
            onCopied={(copied) => {
              setFile(copied);
              setCopies((count) => count + 1);
            }}
          />
          <OtherDay date={isDate(date) ? date : today} />
          {isDate(date) && <ClosedNote hours={hours} date={date} />}
          {isDate(date) ? (
            <DayEditor
              key={`${date}-${copies}`}
              file={file}
              onSaved={setFile}
              date={date}
              copyTo={{ hours, today, onCopied: setFile }}
            />
          ) : (
            <p className="admin-error" role="alert">
              {t('lunch.badDate')}
            </p>
          )}
        </>
      )}
    </>
  );
}
