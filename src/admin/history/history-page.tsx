import { useCallback, useEffect, useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { request } from '../api/client';
import { pathSegment } from '../api/path-segment';
import { may } from '../api/roles';
import type { HistoryEntry, HistoryVersion } from '../api/types';
import { useRole } from '../auth/session';
import { isContentSubject } from '../content/content-page';
import { useI18n } from '../i18n/i18n';
import { NotFoundPage } from '../layout/not-found-page';
import { Problem } from '../layout/problem';
import { DiffView } from './diff-view';
import { VisibleText } from './visible-text';

/** Who a version is by when no owner saved it (server/admin/content/editor.ts). */
const BY_FILE = 'file';

/** /admin/history/<file>: the versions, newest first; each one's diff, and restore in one step. */
export function HistoryPage() {
  const { t, dateTime } = useI18n();
  const mayRestore = may(useRole(), 'restore');
  const { file } = useParams();
  const [versions, setVersions] = useState<HistoryVersion[] | null>(null);
  const [open, setOpen] = useState<HistoryEntry | null>(null);
  const [problem, setProblem] = useState<unknown>(null);
  const [restored, setRestored] = useState(false);
  const valid = isContentSubject(file);

  const load = useCallback(() => {
    if (!valid) return;
    request<{ versions: HistoryVersion[] }>(`/history/${file}`).then(
      (answer) => setVersions(answer.versions),
      setProblem,
    );
  }, [file, valid]);
  useEffect(load, [load]);

  if (!valid) return <NotFoundPage />;

  // `file`: the text the file had before an admin save over it (a hand edit, or the sample), not an owner.
  const versionLine = (version: HistoryVersion) =>
    version.by === BY_FILE
      ? t('history.versionFile', { at: dateTime(version.at) })
      : t('history.version', { at: dateTime(version.at), by: version.by });

  async function show(id: string) {
    if (open?.id === id) return setOpen(null);
    setProblem(null);
    try {
      setOpen(await request<HistoryEntry>(`/history/${file}/${pathSegment(id)}`));
    } catch (error) {
      setProblem(error);
    }
  }

  async function restore(id: string) {
    setProblem(null);
    setRestored(false);
    try {
      await request(`/history/${file}/${pathSegment(id)}/restore`, { method: 'POST', body: {} });
      setRestored(true);
      setOpen(null);
      load();
    } catch (error) {
      setProblem(error);
    }
  }

  return (
    <>
      <h1>{t('history.title', { file: t(`files.${file}`) })}</h1>
      <p>
        <Link className="admin-tap-link" to={file === 'photos' ? '/photos' : `/content/${file}`}>
          {t('content.title', { file: t(`files.${file}`) })}
        </Link>
      </p>
      <Problem error={problem} />
      <p role="status" aria-live="polite">
        {restored ? t('history.restored') : ''}
      </p>
      {!versions && !problem && <p role="status">{t('common.loading')}</p>}
      {versions?.length === 0 && <p>{t('history.empty')}</p>}
      <ol className="admin-versions">
        {versions?.map((version) => (
          <li key={version.id} className="admin-card">
            <p>
              <VisibleText text={versionLine(version)} />
            </p>
            <div className="admin-actions">
              <button
                type="button"
                className="admin-button"
                aria-expanded={open?.id === version.id}
                onClick={() => void show(version.id)}
              >
                {open?.id === version.id ? t('history.hide') : t('history.show')}
              </button>
              {mayRestore && (
                <button
                  type="button"
                  className="admin-button admin-button-primary"
                  onClick={() => void restore(version.id)}
                >
                  {t('history.restore')}
                </button>
              )}
            </div>
            {open?.id === version.id && (
              <section aria-label={t('history.diffTitle')}>
                <h2 className="admin-h3">{t('history.diffTitle')}</h2>
                <DiffView diff={open.diff} />
              </section>
            )}
          </li>
        ))}
      </ol>
    </>
  );
}
