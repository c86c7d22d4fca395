import { useNavigate, useParams } from 'react-router-dom';
import { pragueDate } from '../../content/time';
import { useI18n } from '../i18n/i18n';
import { Problem } from '../layout/problem';
import { DayEditor } from './day-editor';
import { DayLinks } from './day-links';
import { isDate, planDates } from './lunch-days';
import { useLunchFile } from './use-lunch-file';

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

/** /admin/lunch/<date> (today without one): the week ahead, and one day's lunch menu to write, copy, publish. */
export function LunchPage() {
  const { t } = useI18n();
  const { date: param } = useParams();
  const today = pragueDate(new Date());
  const date = param ?? today;
  const { file, setFile, problem } = useLunchFile();
  const dates = file ? planDates(today, file.data) : [];
  return (
    <>
      <h1>{t('lunch.title')}</h1>
      <p className="admin-muted">{t('lunch.intro')}</p>
      <Problem error={problem} />
      {!file && !problem && <p role="status">{t('common.loading')}</p>}
      {file && (
        <>
          <DayLinks
            data={file.data}
            dates={isDate(date) && !dates.includes(date) ? [...dates, date].sort() : dates}
            today={today}
            current={date}
          />
          <OtherDay date={isDate(date) ? date : today} />
          {isDate(date) ? (
            <DayEditor key={date} file={file} onSaved={setFile} date={date} />
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
