import { useState } from 'react';
import { Link } from 'react-router-dom';
import { request } from '../api/client';
import { may } from '../api/roles';
import { useRole } from '../auth/session';
import { useI18n } from '../i18n/i18n';
import { Problem } from '../layout/problem';
import { MIDNIGHT, TimeField } from '../content/time-field';

type Kind = 'closed' | 'closes-early';

/**
 * The owners' most common edit, one tap and a short reason: "Closed today" or "Closing
 * early today at …" (POST /admin/api/today, written into hours.yaml as an edit for
 * today in Prague). The reason is asked in both languages: the site shows it to guests.
 */
export function TodayPanel() {
  const { t } = useI18n();
  const mayRestore = may(useRole(), 'restore');
  const [kind, setKind] = useState<Kind | null>(null);
  const [closes, setCloses] = useState('');
  const [reason, setReason] = useState({ cs: '', en: '' });
  const [state, setState] = useState<'idle' | 'saving' | 'saved'>('idle');
  const [problem, setProblem] = useState<unknown>(null);

  async function submit() {
    setState('saving');
    setProblem(null);
    try {
      await request('/today', 'saved', {
        method: 'POST',
        body: kind === 'closed' ? { kind, reason } : { kind, closes, reason },
      });
      setState('saved');
      setKind(null);
    } catch (error) {
      setProblem(error);
      setState('idle');
    }
  }

  return (
    <section className="admin-card" aria-labelledby="today-title">
      <h2 id="today-title">{t('home.todayTitle')}</h2>
      <div className="admin-today-buttons">
        {(['closed', 'closes-early'] as const).map((option) => (
          <button
            key={option}
            type="button"
            className="admin-button admin-button-big"
            aria-pressed={kind === option}
            onClick={() => setKind(option)}
          >
            {t(option === 'closed' ? 'home.closedToday' : 'home.closesEarly')}
          </button>
        ))}
      </div>
      {kind && (
        <form
          className="admin-today-form"
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          {kind === 'closes-early' && (
            <TimeField
              id="today-closes"
              name="closes"
              label={t('home.closesAt')}
              value={closes}
              closing
              required
              disabled={state === 'saving'}
              onChange={setCloses}
            />
          )}
          <p className="admin-muted" id="today-reason-hint">
            {t('home.reasonHint')}
          </p>
          {(['cs', 'en'] as const).map((lang) => (
            <div className="admin-field" key={lang}>
              <label htmlFor={`today-reason-${lang}`}>{t(lang === 'cs' ? 'home.reasonCs' : 'home.reasonEn')}</label>
              <input
                id={`today-reason-${lang}`}
                name={`reason.${lang}`}
                lang={lang}
                type="text"
                required
                maxLength={300}
                aria-describedby="today-reason-hint"
                value={reason[lang]}
                onChange={(event) => setReason({ ...reason, [lang]: event.target.value })}
              />
            </div>
          ))}
          <div className="admin-actions">
            <button
              type="submit"
              className="admin-button admin-button-primary admin-button-big"
              disabled={state === 'saving'}
            >
              {kind === 'closed'
                ? t('home.confirmClosed')
                : closes === MIDNIGHT
                  ? t('home.confirmMidnight')
                  : t('home.confirmEarly', { time: closes || '…' })}
            </button>
            <button type="button" className="admin-button" onClick={() => setKind(null)}>
              {t('common.cancel')}
            </button>
          </div>
        </form>
      )}
      <Problem error={problem} />
      <div role="status" aria-live="polite">
        {state === 'saving' && <p>{t('common.saving')}</p>}
        {state === 'saved' && (
          <p>
            {t('home.todaySaved')}
            {/* Undone by restoring a version: an owner's (staff ask one). */}
            {mayRestore && (
              <>
                {' '}
                {t('home.undoHint')} <Link to="/history/hours">{t('home.undoLink')}</Link>.
              </>
            )}
          </p>
        )}
      </div>
    </section>
  );
}
