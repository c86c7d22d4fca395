import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { telHref } from '../content/format';
import { usePageData, useSiteData } from '../route-data';
import { useSiteConfig } from '../site-config';
import './privacy.css';

/** Stands in a translated sentence where a link goes (a private-use character no copy contains). */
const SLOT = '\uE000';

/** `text` (translated with SLOT for one value) with `node` where the value was. */
function withNode(text: string, node: ReactNode): ReactNode {
  const at = text.indexOf(SLOT);
  if (at === -1) return text;
  return (
    <>
      {text.slice(0, at)}
      {node}
      {text.slice(at + SLOT.length)}
    </>
  );
}

const rights = ['access', 'rectification', 'erasure', 'restriction', 'objection', 'portability', 'withdraw'] as const;
/**
 * How long the owners' admin keeps what it keeps of them: its own periods (server/admin:
 * sessions, invitations, the audit log, the sign-in attempt limit), written here because a
 * page imports nothing of the server; tests/integration/privacy.test.ts holds them equal.
 */
const adminPeriods = { idleMinutes: 30, sessionHours: 12, invitationHours: 24, auditDays: 365, attemptMinutes: 10 };

/**
 * The lunch menu by e-mail's and the counts' periods (server/subscribers: a pending address
 * forgotten; server/lunch-mail: a send's journal; server/visits: the totals), written here for
 * the same reason; tests/integration/privacy.test.ts holds them equal.
 */
const subscriptionPeriods = { pendingDays: 7, sendDays: 14, visitMonths: 13 };

/**
 * The privacy notice (GDPR Art. 13): who the controller is, what the three forms
 * and the server's logs keep, why, for how long (MAIL_KEEP_DAYS from the
 * configuration, the log period from the content), who receives it, the
 * visitor's rights; no cookies for visitors, the menu provider while a menu is
 * embedded, and what the owners' admin keeps of the owners (its one cookie).
 */
export function PrivacyPage() {
  const { t } = useTranslation();
  const { venue } = useSiteData();
  const { serverLogDays, bookingKeepDays, menuProvider } = usePageData('privacy');
  const { mailKeepDays } = useSiteConfig();
  const { operator, email, phones } = venue;
  const mailLink = <a href={`mailto:${email}`}>{email}</a>;
  // The two spec forms ask for consent with their box (Art. 6(1)(a)); a table booking is a step towards a contract (6(1)(b)).
  const forms = [
    { key: 'contact', article: t('privacy.law.consent') },
    { key: 'lounge', article: t('privacy.law.consent') },
    { key: 'table', article: t('privacy.law.contract') },
  ] as const;
  return (
    <div className="container page privacy">
      <header className="page-header">
        <p className="eyebrow">{t('privacy.eyebrow')}</p>
        <h1>{t('privacy.title')}</h1>
        <p>{t('privacy.lead')}</p>
      </header>

      <div className="privacy__body">
        <section aria-labelledby="privacy-controller">
          <h2 id="privacy-controller">{t('privacy.controller.title')}</h2>
          <p>
            {t('privacy.controller.text', {
              restaurant: venue.name,
              name: operator.name,
              ico: operator.ico,
              address: operator.registeredAddress,
            })}
          </p>
          <p>{t('privacy.controller.contact')}</p>
          <ul>
            <li>
              {t('privacy.controller.email')} {mailLink},
            </li>
            <li>
              {t('privacy.controller.phone')} <a href={telHref(phones.restaurant)}>{phones.restaurant}</a>,
            </li>
            <li>{t('privacy.controller.post')}</li>
          </ul>
        </section>

        <section aria-labelledby="privacy-forms">
          <h2 id="privacy-forms">{t('privacy.forms.title')}</h2>
          <p>{t('privacy.forms.intro')}</p>
          <div className="privacy__forms">
            {forms.map(({ key, article }) => (
              <section key={key} className="card privacy__form" aria-labelledby={`privacy-form-${key}`}>
                <h3 id={`privacy-form-${key}`}>{t(`privacy.forms.${key}.title`)}</h3>
                <dl>
                  <dt>{t('privacy.forms.data')}</dt>
                  <dd>{t(`privacy.forms.${key}.data`)}</dd>
                  <dt>{t('privacy.forms.purpose')}</dt>
                  <dd>{t(`privacy.forms.${key}.purpose`)}</dd>
                  <dt>{t('privacy.forms.basis')}</dt>
                  <dd>{t(`privacy.forms.${key}.basis`, { article, contract: t('privacy.law.contract') })}</dd>
                  {key === 'table' ? (
                    <dd data-fact="booking-keep-days">{t('privacy.forms.table.kept', { count: bookingKeepDays })}</dd>
                  ) : null}
                </dl>
              </section>
            ))}
          </div>
          <p>{t('privacy.forms.voluntary')}</p>
        </section>

        <section id="odber-menu" aria-labelledby="privacy-subscription">
          <h2 id="privacy-subscription">{t('privacy.subscription.title')}</h2>
          <p>{t('privacy.subscription.intro')}</p>
          <dl className="privacy__subscription">
            <dt>{t('privacy.forms.data')}</dt>
            <dd>{t('privacy.subscription.data', { days: subscriptionPeriods.pendingDays })}</dd>
            <dt>{t('privacy.forms.purpose')}</dt>
            <dd>{t('privacy.subscription.purpose')}</dd>
            <dt>{t('privacy.forms.basis')}</dt>
            <dd>{t('privacy.subscription.basis', { article: t('privacy.law.consent') })}</dd>
          </dl>
          <p>{t('privacy.subscription.kept')}</p>
          <p>{t('privacy.subscription.confirmation', { count: mailKeepDays })}</p>
          <p>{t('privacy.subscription.sends', { sendDays: subscriptionPeriods.sendDays })}</p>
          <p>{t('privacy.subscription.processor')}</p>
        </section>
        <section aria-labelledby="privacy-retention">
          <h2 id="privacy-retention">{t('privacy.retention.title')}</h2>
          <p>{t('privacy.retention.queue')}</p>
          <p data-fact="mail-keep-days">{t('privacy.retention.sent', { count: mailKeepDays })}</p>
          <p>{t('privacy.retention.failed', { count: mailKeepDays })}</p>
          <p>{t('privacy.retention.cleanup')}</p>
          <p>{t('privacy.retention.mailbox')}</p>
          <p>{t('privacy.retention.inbox')}</p>
        </section>

        <section aria-labelledby="privacy-recipients">
          <h2 id="privacy-recipients">{t('privacy.recipients.title')}</h2>
          <p>{t('privacy.recipients.intro')}</p>
          <ul>
            <li>{t('privacy.recipients.hosting')}</li>
            <li>{t('privacy.recipients.mail')}</li>
          </ul>
        </section>

        <section aria-labelledby="privacy-logs">
          <h2 id="privacy-logs">{t('privacy.logs.title')}</h2>
          <p>{t('privacy.logs.what')}</p>
          <p>
            {t('privacy.logs.purpose', { article: t('privacy.law.interest') })}{' '}
            <span data-fact="server-log-days">{t('privacy.logs.kept', { count: serverLogDays })}</span>
          </p>
          <p>{t('privacy.logs.forms')}</p>
        </section>

        <section aria-labelledby="privacy-cookies">
          <h2 id="privacy-cookies">{t('privacy.cookies.title')}</h2>
          <p>{t('privacy.cookies.none')}</p>
          <p>{t('privacy.cookies.counts', { months: subscriptionPeriods.visitMonths })}</p>
          <p>{t('privacy.cookies.scroll')}</p>
          {menuProvider ? (
            <p data-fact="menu-provider">
              {withNode(
                t(`privacy.cookies.menus.${menuProvider.menus}`, { provider: SLOT }),
                <a href={menuProvider.url} target="_blank" rel="noopener noreferrer">
                  {menuProvider.name}
                  <span className="visually-hidden"> {t('common.openNewTab')}</span>
                </a>,
              )}
            </p>
          ) : null}
          <p>{t('privacy.cookies.links')}</p>
        </section>

        <section aria-labelledby="privacy-admin">
          <h2 id="privacy-admin">{t('privacy.admin.title')}</h2>
          <p>{t('privacy.admin.intro')}</p>
          <ul>
            <li>{t('privacy.admin.owners')}</li>
            <li>{t('privacy.admin.passkeys')}</li>
            <li>{t('privacy.admin.invitations', { hours: adminPeriods.invitationHours })}</li>
            <li>
              {t('privacy.admin.sessions', { idleMinutes: adminPeriods.idleMinutes, hours: adminPeriods.sessionHours })}
            </li>
            <li>
              {t('privacy.admin.audit')}{' '}
              <span data-fact="admin-audit-days">
                {t('privacy.admin.auditKept', { count: adminPeriods.auditDays })}
              </span>
            </li>
            <li>{t('privacy.admin.statuses')}</li>
          </ul>
          <p>{t('privacy.admin.attempts', { minutes: adminPeriods.attemptMinutes })}</p>
          <p>{t('privacy.admin.basis', { article: t('privacy.law.interest') })}</p>
        </section>

        <section aria-labelledby="privacy-rights">
          <h2 id="privacy-rights">{t('privacy.rights.title')}</h2>
          <p>{t('privacy.rights.intro')}</p>
          <ul>
            {rights.map((right) => (
              <li key={right}>{t(`privacy.rights.${right}`)}</li>
            ))}
          </ul>
          <p>{withNode(t('privacy.rights.how', { email: SLOT }), mailLink)}</p>
          <p>{t('privacy.rights.automated')}</p>
          <p>{t('privacy.rights.complaint')}</p>
          <address className="privacy__authority">
            {t('privacy.law.authority')}
            <br />
            {t('privacy.law.authorityAddress')}
            <br />
            <a href={t('privacy.law.authorityUrl')}>{t('privacy.law.authorityWeb')}</a>
          </address>
        </section>
      </div>
    </div>
  );
}
