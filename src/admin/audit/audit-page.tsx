import { useEffect, useState } from 'react';
import { request } from '../api/client';
import type { AuditEntry } from '../api/types';
import { VisibleText } from '../history/visible-text';
import { useI18n } from '../i18n/i18n';
import { lookup } from '../i18n/messages';
import { adminMessages } from '../i18n/i18n';
import { Problem } from '../layout/problem';

/** An entry's other fields (who, which file, which owner) as `key: value`, text only. */
const details = (entry: AuditEntry) =>
  Object.entries(entry)
    .filter(([key]) => key !== 'at' && key !== 'type')
    .map(([key, value]) => `${key}: ${typeof value === 'string' ? value : JSON.stringify(value)}`)
    .join(' · ');

/** /admin/audit: every sign-in, invitation, revocation and save, newest first. */
export function AuditPage() {
  const { t, lang, dateTime } = useI18n();
  const [entries, setEntries] = useState<AuditEntry[] | null>(null);
  const [problem, setProblem] = useState<unknown>(null);
  useEffect(() => {
    request<{ entries: AuditEntry[] }>('/audit').then((answer) => setEntries(answer.entries), setProblem);
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
          <li key={index}>
            <time dateTime={entry.at}>{dateTime(entry.at)}</time> <strong>{lookup(adminMessages[lang], `audit.types.${entry.type}`) ?? entry.type}</strong>{' '}
            <span className="admin-muted"><VisibleText text={details(entry)} /></span>
          </li>
        ))}
      </ol>
    </>
  );
}
