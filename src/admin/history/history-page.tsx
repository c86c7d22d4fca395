import { useState } from 'react';
import { Link, useLoaderData, useParams, type ActionFunctionArgs, type LoaderFunctionArgs } from 'react-router-dom';
import { outcome, submitted, useAction } from '../api/action';
import { request } from '../api/client';
import { pathSegment } from '../api/path-segment';
import type { HistoryEntry, HistoryVersion } from '../api/contract';
import { isContentSubject } from '../api/contract';
import { may } from '../api/roles';
import { useRole, whenSignedIn } from '../auth/session';
import { useI18n } from '../i18n/i18n';
import { NotFoundPage } from '../layout/not-found-page';
import { Problem } from '../layout/problem';
import { ChangeList } from './change-list';
import { VisibleText } from './visible-text';
// This screen's words (not in the entry): loaded with it.
import '../i18n/later-words';

/** Who a version is by when no owner saved it (server/admin/content/editor.ts). */
const BY_FILE = 'file';

/** The versions' loader (its failure: the route's errorElement); nothing for a file the admin does not have (the page says so). */
export const historyLoader = ({ params }: LoaderFunctionArgs) =>
  isContentSubject(params.file) ? whenSignedIn(() => request(`/history/${params.file}`, 'history')) : null;

/** The history's action: a restore (the versions then load again). */
export async function historyAction({ params, request: submission }: ActionFunctionArgs) {
  const { id } = await submitted<{ id: string }>(submission);
  return outcome(request(`/history/${params.file}/${pathSegment(id)}/restore`, 'saved', { method: 'POST', body: {} }));
}

/**
 * /admin/history/<file>: the versions, newest first; each one's changes in words, and
 * restore after a confirmation that says what restoring would change.
 */
export function HistoryPage() {
  const { t, dateTime } = useI18n();
  const mayRestore = may(useRole(), 'restore');
  const { file } = useParams();
  const versions: HistoryVersion[] | undefined = (useLoaderData() as { versions: HistoryVersion[] } | null)?.versions;
  const [open, setOpen] = useState<HistoryEntry | null>(null);
  /** Show a version's own changes, or ask to confirm its restore (with what it would change). */
  const [mode, setMode] = useState<'changes' | 'confirm'>('changes');
  const [problem, setProblem] = useState<unknown>(null);
  const [restored, setRestored] = useState(false);
  const run = useAction<{ id: string }>();
  // (The versions load again after every action: the router revalidates.)
  const valid = isContentSubject(file);
  if (!valid) return <NotFoundPage />;

  // `file`: the text the file had before an admin save over it (a hand edit, or the sample), not an owner.
  const versionLine = (version: HistoryVersion) =>
    version.by === BY_FILE
      ? t('history.versionFile', { at: dateTime(version.at) })
      : t('history.version', { at: dateTime(version.at), by: version.by });

  async function show(id: string, next: 'changes' | 'confirm') {
    if (open?.id === id && mode === next) return setOpen(null);
    setProblem(null);
    setRestored(false);
    try {
      const entry = open?.id === id ? open : await request(`/history/${file}/${pathSegment(id)}`, 'historyEntry');
      setMode(next);
      setOpen(entry);
    } catch (error) {
      setProblem(error);
    }
  }

  async function restore(id: string) {
    setProblem(null);
    setRestored(false);
    try {
      await run({ id });
      setRestored(true);
      setOpen(null);
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
                aria-expanded={open?.id === version.id && mode === 'changes'}
                onClick={() => void show(version.id, 'changes')}
              >
                {open?.id === version.id && mode === 'changes' ? t('history.hide') : t('history.show')}
              </button>
              {mayRestore && (
                <button
                  type="button"
                  className="admin-button"
                  aria-expanded={open?.id === version.id && mode === 'confirm'}
                  onClick={() => void show(version.id, 'confirm')}
                >
                  {t('history.restore')}
                </button>
              )}
            </div>
            {open?.id === version.id && mode === 'changes' && (
              <section aria-label={t('history.changesTitle')}>
                <h2 className="admin-h3">{t('history.changesTitle')}</h2>
                <ChangeList summary={open.changes} of="version" />
              </section>
            )}
            {open?.id === version.id && mode === 'confirm' && (
              <section className="admin-confirm" aria-label={t('history.confirmTitle')}>
                <h2 className="admin-h3">{t('history.confirmTitle')}</h2>
                {!('unreadable' in open.restore) && open.restore.count > 0 && <p>{t('history.confirmIntro')}</p>}
                <ChangeList summary={open.restore} of="restore" />
                <div className="admin-actions">
                  <button
                    type="button"
                    className="admin-button admin-button-primary"
                    onClick={() => void restore(version.id)}
                  >
                    {t('history.confirm')}
                  </button>
                  <button type="button" className="admin-button" onClick={() => setOpen(null)}>
                    {t('common.cancel')}
                  </button>
                </div>
              </section>
            )}
          </li>
        ))}
      </ol>
    </>
  );
}
