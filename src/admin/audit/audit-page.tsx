import { useLoaderData } from 'react-router-dom';
import { request } from '../api/client';
import type { AuditEntry } from '../api/contract';
import { may } from '../api/roles';
import { currentRole, useRole, whenSignedIn } from '../auth/session';
import { useI18n } from '../i18n/i18n';
import { OwnersOnly } from '../layout/owners-only';
import { AuditEntryItem } from './audit-entry';
// This screen's words (not in the entry): loaded with it.
import '../i18n/later-words';

/** The audit log's loader (its failure: the route's errorElement); an owner's only, staff ask nothing. */
export const auditLoader = () =>
  whenSignedIn(async () => (may(currentRole(), 'audit') ? request('/audit', 'audit') : null));

/** /admin/audit: every sign-in, invitation, revocation and save, newest first. */
export function AuditPage() {
  const { t } = useI18n();
  const loaded = useLoaderData() as { entries: AuditEntry[] } | null;
  const allowed = may(useRole(), 'audit');
  if (!allowed || !loaded) return <OwnersOnly title={t('audit.title')} />;
  const { entries } = loaded;
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
