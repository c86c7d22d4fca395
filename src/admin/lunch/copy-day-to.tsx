import { useState } from 'react';
import { Link } from 'react-router-dom';
import { request } from '../api/client';
import { useI18n } from '../i18n/i18n';
import { Problem } from '../layout/problem';
import { dayName } from './day-name';
import { dayOf, dishCount } from './lunch-days';
import { copiedTo, copyTargets, copyUntil } from './lunch-week';
import { saveMade } from './use-lunch-file';
import type { LunchDayProps } from './week-view';
// The lunch editor's words (not in the entry): loaded with it.
import '../i18n/lunch-words';

/**
 * "Copy this day to …": the day of `date` as saved, copied as a draft onto one of the days
 * `copyTargets` offers (a tap each), in one save of the file, judged against the hours as they
 * are when the copy is made; no day is offered while the day open has unsaved changes. A renamed
 * copy is marked to check its allergens there, as every copy is.
 */
export function CopyDayTo({
  file,
  hours,
  date,
  today,
  onCopied,
  unsaved,
}: LunchDayProps & {
  /** The day open has changes not saved yet: the copy would not have them, so none is offered. */
  unsaved: boolean;
}) {
  const { t, lang } = useI18n();
  const [copying, setCopying] = useState(false);
  const [copied, setCopied] = useState<string | null>(null);
  const [problem, setProblem] = useState<unknown>(null);
  /** The day chosen was written or closed by someone else meanwhile: nothing was copied. */
  const [taken, setTaken] = useState<string | null>(null);
  const source = dayOf(file.data, date);
  if (!file.editable || !source || dishCount(source) === 0) return null;
  const targets = copyTargets(file.data, hours, date, today);
  const short = (day: string) => dayName(day, lang, 'short');
  const last = short(copyUntil(today));

  async function copy(to: string) {
    setCopying(true);
    setProblem(null);
    setTaken(null);
    setCopied(null);
    try {
      // The hours as they are now: a day closed since the screen was loaded is not copied onto.
      const fresh = await request('/content/hours', 'contentFile').then(
        (answer) => answer.data,
        () => hours,
      );
      const outcome = await saveMade(file, (data) => copiedTo(data, fresh, date, to));
      onCopied(outcome.file);
      if (outcome.saved) setCopied(to);
      else setTaken(to);
    } catch (error) {
      setProblem(error);
    } finally {
      setCopying(false);
    }
  }

  return (
    <details className="admin-lunch-details admin-lunch-copy-to" open={copied !== null || undefined}>
      <summary>{t('lunch.copyTo')}</summary>
      <p className="admin-muted">{t('lunch.copyToHint', { last })}</p>
      {unsaved && <p className="admin-notice">{t('lunch.copyToUnsaved')}</p>}
      {targets.length === 0 ? (
        <p>{t('lunch.copyToNone', { last })}</p>
      ) : (
        <ul className="admin-lunch-targets">
          {targets.map((to) => (
            <li key={to}>
              <button
                type="button"
                className="admin-button"
                disabled={copying || unsaved}
                onClick={() => void copy(to)}
              >
                {short(to)}
              </button>
            </li>
          ))}
        </ul>
      )}
      <Problem error={problem} />
      {taken && (
        <p className="admin-error" role="alert">
          {t('lunch.copyToTaken', { day: short(taken) })}
        </p>
      )}
      <p role="status" aria-live="polite" className="admin-status">
        {copied && (
          <>
            {t('lunch.copiedTo', { day: short(copied) })} <Link to={`/lunch/${copied}`}>{t('lunch.openCopy')}</Link>
          </>
        )}
      </p>
    </details>
  );
}
