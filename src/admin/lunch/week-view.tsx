import { useState } from 'react';
import { Link } from 'react-router-dom';
import { addDays } from '../../content/time';
import { useI18n } from '../i18n/i18n';
import { Problem } from '../layout/problem';
import { dayName } from './day-name';
import { saveMade, type LunchFile } from './use-lunch-file';
import { closedName, copiedWeek, mondayOf, plannedMonday, weekDays, type WeekDay } from './lunch-week';
// The lunch editor's words (not in the entry): loaded with it.
import '../i18n/lunch-words';

/** "Copy last week" as one save of the file (saveMade): the drafts `copiedWeek` adds. */
async function copyWeek(
  file: LunchFile,
  hours: unknown,
  monday: string,
): Promise<{ file: LunchFile; copied: string[] }> {
  let copied: string[] = [];
  const outcome = await saveMade(file, (data) => {
    const week = copiedWeek(data, hours, monday);
    copied = week.copied;
    return copied.length > 0 ? week.data : null;
  });
  return { file: outcome.file, copied: outcome.saved ? copied : [] };
}

/** What the week view and "copy this day to …" are given: the file, the hours, the day open, today. */
export interface LunchDayProps {
  file: LunchFile;
  hours: unknown;
  date: string;
  today: string;
  /** The file as saved by a copy. */
  onCopied(file: LunchFile): void;
}

/**
 * The week of `date`, Monday to Friday: each day a link to its editor with its state, or why
 * the restaurant is closed then; the week before and after; "Zkopírovat minulý týden" while a
 * day of the week has nothing yet and the same day a week before has dishes.
 */
export function WeekView({ file, hours, date, today, onCopied }: LunchDayProps) {
  const { t, lang } = useI18n();
  const monday = mondayOf(date);
  // "This week": on a weekend, the coming one (the week being planned).
  const planned = plannedMonday(today);
  const days = weekDays(file.data, hours, monday);
  const toCopy = copiedWeek(file.data, hours, monday).copied;
  const [copying, setCopying] = useState(false);
  const [copied, setCopied] = useState<string[] | null>(null);
  const [problem, setProblem] = useState<unknown>(null);
  const short = (day: string) => dayName(day, lang, 'short');
  /** "Zavřeno: Štědrý den", or "Zavřeno" (the usual week, or an exception without a name). */
  const closedWords = (closed: NonNullable<WeekDay['closed']>) => {
    const name = closedName(closed, lang);
    return name ? t('lunch.closedBecause', { name }) : t('lunch.closedDay');
  };

  async function copy() {
    setCopying(true);
    setProblem(null);
    setCopied(null);
    try {
      const outcome = await copyWeek(file, hours, monday);
      onCopied(outcome.file);
      setCopied(outcome.copied);
    } catch (error) {
      setProblem(error);
    } finally {
      setCopying(false);
    }
  }

  return (
    <section className="admin-lunch-week" aria-labelledby="lunch-week-title">
      <h2 id="lunch-week-title" className="admin-h3">
        {t('lunch.week', { from: short(monday), to: short(addDays(monday, 4)) })}
      </h2>
      <nav aria-label={t('lunch.dayNav')}>
        <ul className="admin-lunch-days">
          {days.map((day) => (
            <li key={day.date}>
              <Link to={`/lunch/${day.date}`} aria-current={day.date === date ? 'page' : undefined}>
                <span>
                  {short(day.date)}
                  {day.date === today && ` (${t('lunch.today')})`}
                </span>{' '}
                {day.closed && <span className="admin-lunch-badge admin-lunch-closed">{closedWords(day.closed)}</span>}
                {/* A closed day says its menu too when it has one (written before the day was closed). */}
                {(!day.closed || day.state !== 'none') && (
                  <span className={`admin-lunch-badge admin-lunch-${day.state}`}>{t(`lunch.state.${day.state}`)}</span>
                )}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <p className="admin-actions admin-lunch-weeks">
        <Link className="admin-tap-link" to={`/lunch/${addDays(monday, -7)}`}>
          {t('lunch.prevWeek')}
        </Link>
        {planned !== monday && (
          <Link className="admin-tap-link" to={`/lunch/${planned}`}>
            {t('lunch.thisWeek')}
          </Link>
        )}
        <Link className="admin-tap-link" to={`/lunch/${addDays(monday, 7)}`}>
          {t('lunch.nextWeek')}
        </Link>
      </p>
      {toCopy.length > 0 && file.editable && (
        <div className="admin-notice">
          <button
            type="button"
            className="admin-button admin-button-primary"
            disabled={copying}
            onClick={() => void copy()}
          >
            {t('lunch.copyWeek')}
          </button>
          <p className="admin-muted">
            {t('lunch.copyWeekHint', { days: toCopy.map(short).join(t('lunch.daySeparator')) })}
          </p>
        </div>
      )}
      <Problem error={problem} />
      <p role="status" aria-live="polite" className="admin-status">
        {copied && copied.length > 0
          ? t('lunch.weekCopied', { days: copied.map(short).join(t('lunch.daySeparator')) })
          : ''}
      </p>
    </section>
  );
}
