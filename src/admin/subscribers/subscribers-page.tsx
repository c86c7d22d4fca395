import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useLoaderData, type ActionFunctionArgs } from 'react-router-dom';
import { outcome, submitted, useAction } from '../api/action';
import { request } from '../api/client';
import { may } from '../api/roles';
import { currentRole, useRole, whenSignedIn } from '../auth/session';
import { useI18n } from '../i18n/i18n';
import { OwnersOnly } from '../layout/owners-only';
import { Problem } from '../layout/problem';
import { dayName } from '../lunch/day-name';
import {
  subscriberErased,
  subscribersSummary,
  type SendReport,
  type SubscriberErased,
  type SubscribersSummary,
} from './contract';
// This screen's words (not in the entry): loaded with it.
import '../i18n/stats-words';

/** The loader: the counts and sends, an owner's only (staff ask nothing; the server would refuse them). */
export const subscribersLoader = () =>
  whenSignedIn(async () => (may(currentRole(), 'subscribers') ? request('/subscribers', subscribersSummary) : null));

/** The action: one address erased (the screen loads again after it: the counts follow). */
export async function subscribersAction({ request: submission }: ActionFunctionArgs) {
  const { email } = await submitted<{ email: string }>(submission);
  return outcome(request('/subscribers/erase', subscriberErased, { method: 'POST', body: { email } }));
}

/** /admin/subscribers: "Odběr menu", the lunch e-mail's subscribers and sends. */
export function SubscribersPage() {
  const { t } = useI18n();
  const summary = useLoaderData() as SubscribersSummary | null;
  const erase = useAction<{ email: string }, SubscriberErased>();
  if (!may(useRole(), 'subscribers') || !summary) return <OwnersOnly title={t('subscribers.title')} />;
  return <SubscribersView summary={summary} erase={(email) => erase({ email })} />;
}

/** The screen from a summary, and the erase to call (the SSR tests render it with a fixed one). */
export function SubscribersView({
  summary,
  erase,
}: {
  summary: SubscribersSummary;
  erase(email: string): Promise<SubscriberErased>;
}) {
  const { t, lang } = useI18n();
  const number = new Intl.NumberFormat(lang === 'cs' ? 'cs-CZ' : 'en-US');
  const n = (value: number) => number.format(value);
  const [last, ...earlier] = summary.sends;
  return (
    <div className="admin-stats">
      <h1>{t('subscribers.title')}</h1>
      <p>{t('subscribers.intro')}</p>
      <dl className="admin-stats-list">
        <div>
          <dt>{t('subscribers.confirmed')}</dt>
          <dd className="admin-stats-count">{n(summary.confirmed)}</dd>
        </div>
        <div>
          <dt>{t('subscribers.pending')}</dt>
          <dd>{n(summary.pending)}</dd>
        </div>
      </dl>
      <p className="admin-muted">{t('subscribers.pendingHint')}</p>

      <section aria-labelledby="subscribers-last">
        <h2 id="subscribers-last">{t('subscribers.lastTitle')}</h2>
        {last ? <LastSend send={last} n={n} /> : <p>{t('subscribers.never')}</p>}
      </section>

      {earlier.length > 0 && (
        <section aria-labelledby="subscribers-days">
          <h2 id="subscribers-days">{t('subscribers.daysTitle')}</h2>
          <ul className="admin-stats-list">
            {summary.sends.map((send) => (
              <li key={send.date}>
                <div>
                  <span>{dayName(send.date, lang, 'short')}</span>
                  <span>
                    {t('subscribers.dayLine', { sent: n(send.sent), planned: n(send.planned) })}
                    {send.failed > 0 && <> · {t('subscribers.dayFailed', { failed: n(send.failed) })}</>}
                  </span>
                </div>
              </li>
            ))}
          </ul>
        </section>
      )}

      <EraseForm erase={erase} />
    </div>
  );
}

/** The last send: when, how many planned, sent and failed, and the mail server's reasons with their counts. */
function LastSend({ send, n }: { send: SendReport; n(value: number): string }) {
  const { t, lang, dateTime } = useI18n();
  const time = (iso: string) =>
    new Intl.DateTimeFormat(lang === 'cs' ? 'cs-CZ' : 'en-US', {
      timeStyle: 'short',
      timeZone: 'Europe/Prague',
    }).format(new Date(iso));
  // A send within one minute reads "Odesláno v 13:50", not "13:50–13:50".
  const sentWhen = (from: string, to: string) =>
    from === to ? t('subscribers.whenAt', { time: from }) : t('subscribers.when', { from, to });
  const counts: [string, number][] = [
    [t('subscribers.planned'), send.planned],
    [t('subscribers.sent'), send.sent],
    [t('subscribers.failed'), send.failed],
    ...(
      [
        [t('subscribers.late'), send.late],
        [t('subscribers.withdrawn'), send.withdrawn],
        [t('subscribers.dropped'), send.dropped],
      ] as [string, number][]
    ).filter(([, count]) => count > 0),
  ];
  return (
    <>
      <p>
        <strong>{dayName(send.date, lang, 'long')}</strong>
        <br />
        {send.firstSentAt && send.lastSentAt
          ? sentWhen(time(send.firstSentAt), time(send.lastSentAt))
          : t('subscribers.plannedAt', { time: dateTime(send.plannedAt) })}
      </p>
      <dl className="admin-stats-list">
        {counts.map(([label, count]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{n(count)}</dd>
          </div>
        ))}
      </dl>
      {send.reasons.length > 0 && (
        <>
          <h3>{t('subscribers.reasons')}</h3>
          <ul>
            {send.reasons.map((reason) => (
              <li key={reason.line}>{t('subscribers.reason', { count: n(reason.count), line: reason.line })}</li>
            ))}
          </ul>
        </>
      )}
    </>
  );
}

/** An address, then a question that names it, then what happened; the address is forgotten after. */
function EraseForm({ erase }: { erase(email: string): Promise<SubscriberErased> }) {
  const { t } = useI18n();
  const [email, setEmail] = useState('');
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<SubscriberErased | null>(null);
  const [problem, setProblem] = useState<unknown>(null);
  // After "Yes, erase" the buttons are gone: the focus goes to what happened, not to the top of the page.
  const result = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (done) result.current?.focus();
  }, [done]);
  const ask = (event: FormEvent) => {
    event.preventDefault();
    setDone(null);
    setProblem(null);
    setAsking(true);
  };
  const confirm = () => {
    setBusy(true);
    erase(email.trim()).then(
      (answer) => {
        setDone(answer);
        setEmail('');
        setAsking(false);
        setBusy(false);
      },
      (error: unknown) => {
        setProblem(error);
        setAsking(false);
        setBusy(false);
      },
    );
  };
  return (
    <section aria-labelledby="subscribers-erase" className="admin-card">
      <h2 id="subscribers-erase">{t('subscribers.eraseTitle')}</h2>
      <p className="admin-muted">{t('subscribers.eraseIntro')}</p>
      <form onSubmit={ask}>
        <div className="admin-field">
          <label htmlFor="subscriber-email">{t('subscribers.email')}</label>
          <input
            id="subscriber-email"
            name="email"
            type="email"
            inputMode="email"
            autoComplete="off"
            required
            value={email}
            onChange={(event) => {
              setEmail(event.target.value);
              setAsking(false);
            }}
          />
        </div>
        {!asking && (
          <button type="submit" className="admin-button admin-button-danger">
            {t('subscribers.erase')}
          </button>
        )}
      </form>
      {asking && (
        <div role="group" aria-labelledby="subscribers-question">
          <p id="subscribers-question">{t('subscribers.question', { email: email.trim() })}</p>
          <div className="admin-actions">
            <button type="button" className="admin-button admin-button-danger" disabled={busy} onClick={confirm}>
              {t('subscribers.yes')}
            </button>
            <button type="button" className="admin-button" disabled={busy} onClick={() => setAsking(false)}>
              {t('subscribers.no')}
            </button>
          </div>
        </div>
      )}
      <Problem error={problem} />
      {done && (
        <p role="status" className="admin-notice" tabIndex={-1} ref={result}>
          {done.erased ? t('subscribers.erased') : t('subscribers.notFound')}
          {done.erased && done.lettersLeft > 0 && <> {t('subscribers.lettersLeft', { count: done.lettersLeft })}</>}
        </p>
      )}
    </section>
  );
}
