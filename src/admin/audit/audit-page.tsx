import { useEffect, useState } from 'react';
import { request } from '../api/client';
import type { AuditEntry } from '../api/contract';
import { useI18n } from '../i18n/i18n';
import { Problem } from '../layout/problem';
import { AuditEntryItem } from './audit-entry';

/** /admin/audit: every sign-in, invitation, revocation and save, newest first. */
export function AuditPage() {
  const { t } = useI18n();
  const [entries, setEntries] = useState<AuditEntry[] | null>(null);
  const [problem, setProblem] = useState<unknown>(null);
  useEffect(() => {
    request('/audit', 'audit').then((answer) => setEntries(answer.entries), setProblem);
  }, []);
  return (
    <>
      <h1>{t('audit.title')}</h1>
      <p>{t('audit.intro')}</p>
      <Problem error={problem} />
      {!entries && !problem && <p role="status">{t('common.loading')}</p>}
      {entries?.length === 0 && <p>{t('audit.empty')}</p>}
      <ol className="admin-audit">
        {entries?.map((entry, index) => (
          <AuditEntryItem key={index} entry={entry} />
        ))}
      </ol>
    </>
  );
}
