import { useEffect, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { nameOnPath } from '../../content/item-name';
import { contentFiles, type ContentSubject } from '../../content/schema';
import { adminMessages, useI18n } from '../i18n/i18n';
import { lookup } from '../i18n/messages';
import { may } from '../api/roles';
import { useRole } from '../auth/session';
import { Problem } from '../layout/problem';
import { fieldId, fieldPlace, fragmentId, type Path } from './paths';
import { useItemLabel } from './item-label';
import { SampleChecks } from './sample-checks';
import { SchemaForm } from './schema-form';
import type { Schema } from './schema-node';
import { useContentFile } from './use-content-file';
import { widgetFor } from './widgets';
// The editor's later words (not in the entry): loaded with it.
import '../i18n/editor-words';

export interface EditorTools {
  data: unknown;
  change(path: Path, value: unknown): void;
  /** The version on the server the edit stands on: it changes with each save (and a version taken). */
  version: string;
}

/**
 * The errors of a failed save, each a link to its field. The server names a list item's
 * field by the item ("Cola 0,33 l: cena…", src/content/item-name.ts); another field is
 * named here by the form's labels. An error without a field is said without a link.
 */
function ErrorSummary({ errors, data }: { errors: ReadonlyMap<string, string[]>; data: unknown }) {
  const { t, label, lang } = useI18n();
  const item = useItemLabel();
  return (
    <section id="admin-errors" className="admin-error" aria-labelledby="admin-errors-title" tabIndex={-1}>
      <h2 className="admin-h3" id="admin-errors-title">{t('content.errorsTitle')}</h2>
      <ul>
        {[...errors].map(([key, messages]) => {
          const path = key.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part));
          // (The server names an item that has a name: "Cola 0,33 l: …"; a new one is named here.)
          const named = nameOnPath(data, path, lang) !== null;
          return (
            <li key={key}>
              {!key ? (
                `${t('content.formErrors')} ${messages.join(' ')}`
              ) : (
                <a className="admin-error-link" href={`#${fieldId(path)}`}>{named ? messages.join(' ') : `${fieldPlace(path, data, { label, item })}: ${messages.join(' ')}`}</a>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/**
 * A link from elsewhere to one field (the launch checklist's "Fix": `/content/venue#f-operator-ico`):
 * once the form is drawn, that field is scrolled into the middle of the screen and, if it
 * is an input, focused. (The browser looks for the fragment when the page opens, before
 * the file has arrived and the form exists.)
 */
function useScrollToField(ready: boolean): void {
  const { hash } = useLocation();
  useEffect(() => {
    if (!ready || !hash) return;
    const target = document.getElementById(fragmentId(hash));
    if (!target) return;
    target.scrollIntoView({ block: 'center' });
    if (target.matches('input, select, textarea')) target.focus({ preventScroll: true });
  }, [ready, hash]);
}

/** One content file's editor: the generated form, save, conflicts, errors, the kept draft. */
export function ContentEditor({ file, tools }: { file: ContentSubject; tools?: (editor: EditorTools) => ReactNode }) {
  const { t, lang, dateTime } = useI18n();
  const role = useRole();
  const editor = useContentFile(file);
  const { loaded, data, errors, state } = editor;
  const disabled = !loaded?.editable || state === 'saving';
  useScrollToField(loaded !== null);
  if (!loaded) return editor.problem ? <Problem error={editor.problem} /> : <p role="status">{t('common.loading')}</p>;
  return (
    <form
      className="admin-editor"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void editor.save();
      }}
    >
      <p className="admin-muted">
        {t('content.intro')}{' '}
        {/* (Versions and their restore are the owners': staff are not sent there.) */}
        {may(role, 'restore') && (
          <Link className="admin-tap-link" to={`/history/${file}`}>
            {t('content.historyLink')}
          </Link>
        )}
      </p>
      {!loaded.editable && (
        <p className="admin-notice" role="status">
          {t('content.readOnly', { why: lookup(adminMessages[lang], `content.readOnlyWhy.${loaded.why ?? 'other'}`) ?? t('content.readOnlyWhy.other') })}
        </p>
      )}
      {loaded.unreadable.length > 0 && (
        <div className="admin-notice" role="alert">
          {loaded.unreadable.map((message) => (
            <p key={message}>{message}</p>
          ))}
        </div>
      )}
      {editor.draft && (
        <div className="admin-notice" role="status">
          <p>{t('content.draftOffered', { time: dateTime(editor.draft.savedAt) })}</p>
          <div className="admin-actions">
            <button type="button" className="admin-button admin-button-primary" onClick={editor.restoreDraft}>{t('content.restoreDraft')}</button>
            <button type="button" className="admin-button" onClick={editor.discardDraft}>{t('content.discardDraft')}</button>
          </div>
        </div>
      )}
      {tools?.({ data, change: editor.change, version: editor.version })}
      <SampleChecks samples={loaded.samples} data={data} confirmed={new Set(editor.confirmed.keys())} onToggle={editor.confirmSample} disabled={disabled} />
      <SchemaForm key={editor.generation} schema={contentFiles[file].schema as unknown as Schema} data={data} errors={errors} onChange={editor.change} disabled={disabled} widget={widgetFor(file, data)} />
      {state === 'invalid' && <ErrorSummary errors={errors} data={data} />}
      <div className="admin-savebar">
        {state === 'invalid' && (
          <p className="admin-error" role="alert">
            {t('content.invalid')} <a className="admin-tap-link" href="#admin-errors">{t('content.showErrors')}</a>
          </p>
        )}
        {state === 'conflict' && (
          <div className="admin-error" role="alert">
            <p><strong>{t('content.conflictTitle')}</strong></p>
            <p>{t('content.conflictText')}</p>
            <div className="admin-actions">
              <button type="button" className="admin-button" onClick={() => void editor.keepMine()}>{t('content.keepMine')}</button>
              <button type="button" className="admin-button" onClick={() => void editor.takeTheirs()}>{t('content.reloadTheirs')}</button>
            </div>
          </div>
        )}
        {state === 'failed' && <Problem error={editor.problem} />}
        <p role="status" aria-live="polite" className="admin-status">{state === 'saving' ? t('common.saving') : state === 'saved' ? (editor.merged ? t('content.savedMerged') : t('common.saved')) : ''}</p>
        <button type="submit" className="admin-button admin-button-primary admin-button-big" disabled={disabled}>{t('common.save')}</button>
      </div>
    </form>
  );
}
