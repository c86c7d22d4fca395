import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { contentFiles, type ContentSubject } from '../../content/schema';
import { useI18n } from '../i18n/i18n';
import { Problem } from '../layout/problem';
import { fieldId, nameOf, type Path } from './paths';
import { SampleChecks } from './sample-checks';
import { SchemaForm } from './schema-form';
import type { Schema } from './schema-node';
import { useContentFile } from './use-content-file';
import { widgetFor } from './widgets';

export interface EditorTools {
  data: unknown;
  change(path: Path, value: unknown): void;
}

/** The errors of a failed save, each a link to its field (or said at the top when it has none). */
function ErrorSummary({ errors }: { errors: ReadonlyMap<string, string[]> }) {
  const { t, label } = useI18n();
  return (
    <div className="admin-error" role="alert">
      <p>{t('content.invalid')}</p>
      <ul>
        {[...errors].map(([key, messages]) => (
          <li key={key}>
            {key ? <a href={`#${fieldId(key.split('.'))}`}>{label(nameOf(key.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part))))} ({key})</a> : t('content.formErrors')}: {messages.join(' ')}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** One content file's editor: the generated form, save, conflicts, errors, the kept draft. */
export function ContentEditor({ file, tools }: { file: ContentSubject; tools?: (editor: EditorTools) => ReactNode }) {
  const { t, dateTime } = useI18n();
  const editor = useContentFile(file);
  const { loaded, data, errors, state } = editor;
  const disabled = !loaded?.editable || state === 'saving';
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
        {t('content.intro')} <Link to={`/history/${file}`}>{t('content.historyLink')}</Link>
      </p>
      {!loaded.editable && <p className="admin-notice" role="status">{t('content.readOnly', { why: loaded.why ?? '' })}</p>}
      {editor.draft && (
        <div className="admin-notice" role="status">
          <p>{t('content.draftOffered', { time: dateTime(editor.draft.savedAt) })}</p>
          <div className="admin-actions">
            <button type="button" className="admin-button admin-button-primary" onClick={editor.restoreDraft}>{t('content.restoreDraft')}</button>
            <button type="button" className="admin-button" onClick={editor.discardDraft}>{t('content.discardDraft')}</button>
          </div>
        </div>
      )}
      {tools?.({ data, change: editor.change })}
      <SampleChecks samples={loaded.samples} data={data} confirmed={new Set(editor.confirmed.keys())} onToggle={editor.confirmSample} disabled={disabled} />
      <SchemaForm schema={contentFiles[file].schema as unknown as Schema} data={data} errors={errors} onChange={editor.change} disabled={disabled} widget={widgetFor(file, data)} />
      <div className="admin-savebar">
        {state === 'invalid' && <ErrorSummary errors={errors} />}
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
        <p role="status" aria-live="polite" className="admin-status">{state === 'saving' ? t('common.saving') : state === 'saved' ? t('common.saved') : ''}</p>
        <button type="submit" className="admin-button admin-button-primary admin-button-big" disabled={disabled}>{t('common.save')}</button>
      </div>
    </form>
  );
}
