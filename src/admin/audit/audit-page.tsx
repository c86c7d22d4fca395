import { useLoaderData } from 'react-router-dom';
import { request } from '../api/client';
import type { AuditEntry } from '../api/contract';
import { whenSignedIn } from '../auth/session';
import { useI18n } from '../i18n/i18n';
import { AuditEntryItem } from './audit-entry';

/** The audit log's loader (its failure: the route's errorElement). */
export const auditLoader = () => whenSignedIn(() => request('/audit', 'audit'));

/** /admin/audit: every sign-in, invitation, revocation and save, newest first. */
export function AuditPage() {
  const { t } = useI18n();
  const entries: AuditEntry[] = (useLoaderData() as { entries: AuditEntry[] }).entries;
  return (
    <>
      <h1>{t('audit.title')}</h1>
      <p>{t('audit.intro')}</p>
      {entries.length === 0 && <p>{t('audit.empty')}</p>}
      <ol className="admin-audit">
        {entries.map((entry, index) => (
          <AuditEntryItem key={index} entry={entry} />
        ))}
      </ol>
    </>
  );
}
