import { itemName } from '../../content/item-name';
import { pagePaths } from '../../page-ids';
import { adminMessages, useI18n } from '../i18n/i18n';
import { lookup } from '../i18n/messages';
import { Problem } from '../layout/problem';
import { dayName } from './day-name';
import { CopyDayTo } from './copy-day-to';
import { DishFields } from './dish-fields';
import {
  copiedDay,
  copySource,
  courses,
  dishCount,
  dishesOf,
  emptyDish,
  markedDishes,
  moved,
  stateOf,
} from './lunch-days';
import { DayFormContext, LunchErrors, lunchFieldId, TextInput } from './lunch-fields';
import { useLunchDay } from './use-lunch-day';
import type { LunchFile } from './use-lunch-file';
import type { LunchDayProps } from './week-view';
// The lunch editor's words (not in the entry): loaded with it.
import '../i18n/lunch-words';

/**
 * One day's lunch menu: copy the last published day into an empty one, change what
 * changed (dishes added, moved, removed), save it as a draft or publish it, and unpublish
 * it again. What guests see is the day as saved and published (its state line says which).
 */
export function DayEditor({
  file,
  onSaved,
  date,
  copyTo,
}: {
  file: LunchFile;
  onSaved(file: LunchFile): void;
  date: string;
  /** "Copy this day to …": what it needs besides the file and the day. */
  copyTo?: Pick<LunchDayProps, 'hours' | 'today' | 'onCopied'>;
}) {
  const { t, lang, dateTime } = useI18n();
  const editor = useLunchDay(file, onSaved, date);
  const { day, state } = editor;
  const saved = stateOf(editor.serverDay);
  const source = copySource(file.data, date);
  const disabled = !file.editable || state === 'saving';
  const note = (day.note ?? {}) as { cs?: unknown; en?: unknown };
  const setList = (course: (typeof courses)[number], list: Record<string, unknown>[]) => editor.change([course], list);
  return (
    <section aria-labelledby="lunch-day-title">
      <h2 id="lunch-day-title">{dayName(date, lang, 'long')}</h2>
      <p className={`admin-lunch-state admin-lunch-${saved}`}>{t(`lunch.stateLong.${saved}`)}</p>
      {copyTo && <CopyDayTo {...copyTo} file={file} date={date} unsaved={editor.unsaved} />}
      {!file.editable && (
        <p className="admin-notice" role="status">
          {t('content.readOnly', {
            why:
              lookup(adminMessages[lang], `content.readOnlyWhy.${file.why ?? 'other'}`) ??
              t('content.readOnlyWhy.other'),
          })}
        </p>
      )}
      {editor.kept && (
        <div className="admin-notice" role="status">
          <p>{t('content.draftOffered', { time: dateTime(editor.kept.savedAt) })}</p>
          <div className="admin-actions">
            <button type="button" className="admin-button admin-button-primary" onClick={editor.restoreDraft}>
              {t('content.restoreDraft')}
            </button>
            <button type="button" className="admin-button" onClick={editor.discardDraft}>
              {t('content.discardDraft')}
            </button>
          </div>
        </div>
      )}
      {dishCount(day) === 0 && (
        <div className="admin-notice">
          {source ? (
            <>
              <button
                type="button"
                className="admin-button admin-button-primary admin-button-big"
                disabled={disabled}
                onClick={() => editor.replace({ ...copiedDay(date, source), ...(day.note ? { note: day.note } : {}) })}
              >
                {t('lunch.copyLast', { date: dayName(source.date, lang, 'short') })}
              </button>
              <p className="admin-muted">{t('lunch.copyHint')}</p>
            </>
          ) : (
            <p>{t('lunch.nothingToCopy')}</p>
          )}
        </div>
      )}
      <DayFormContext.Provider value={{ errors: editor.errors, change: editor.change, disabled }}>
        <form
          className="admin-editor"
          noValidate
          // (Enter in a field publishes nothing: the buttons below say what a save does.)
          onSubmit={(event) => event.preventDefault()}
        >
          {courses.map((course) => {
            const dishes = dishesOf(day, course);
            // A dish is named by its name (in the admin's language, else the other), a new one as new.
            const item = (index: number) =>
              itemName(dishes[index], lang) ?? t(course === 'soups' ? 'lunch.newSoup' : 'lunch.newMain');
            return (
              <section key={course} className="admin-lunch-course" aria-labelledby={`lunch-${course}-title`}>
                <h3 className="admin-h3" id={`lunch-${course}-title`}>
                  {t(`lunch.${course}`)}
                </h3>
                {dishes.length === 0 && <p className="admin-muted">{t('lunch.noDishes')}</p>}
                {dishes.map((dish, index) => (
                  <DishFields
                    key={index}
                    course={course}
                    index={index}
                    count={dishes.length}
                    dish={dish}
                    label={item(index)}
                    onMove={(by) => setList(course, moved(dishes, index, by))}
                    onRemove={() =>
                      setList(
                        course,
                        dishes.filter((_, other) => other !== index),
                      )
                    }
                  />
                ))}
                <LunchErrors path={[course]} />
                <button
                  type="button"
                  className="admin-button"
                  disabled={disabled}
                  onClick={() => setList(course, [...dishes, emptyDish()])}
                >
                  {t(course === 'soups' ? 'lunch.addSoup' : 'lunch.addMain')}
                </button>
              </section>
            );
          })}
          <details className="admin-lunch-details" open={Boolean(day.note) || undefined}>
            <summary>{t('lunch.note')}</summary>
            <TextInput path={['note', 'cs']} label={t('lunch.noteCs')} value={note.cs} lang="cs" optional />
            <TextInput path={['note', 'en']} label={t('lunch.noteEn')} value={note.en} lang="en" optional />
            <LunchErrors path={['note']} />
          </details>
          <DaySaveBar editor={editor} published={saved === 'published'} disabled={disabled} />
        </form>
      </DayFormContext.Provider>
    </section>
  );
}

/** The buttons, what the last save did, and what stopped it. */
function DaySaveBar({
  editor,
  published,
  disabled,
}: {
  editor: ReturnType<typeof useLunchDay>;
  published: boolean;
  disabled: boolean;
}) {
  const { t, lang } = useI18n();
  const { state } = editor;
  return (
    <div className="admin-savebar">
      {state === 'invalid' && (
        <div className="admin-error" role="alert">
          <p>{t('content.invalid')}</p>
          {editor.others.length > 0 && (
            <>
              <p>{t('lunch.otherErrors')}</p>
              <ul>
                {editor.others.map((message, index) => (
                  <li key={index}>{message}</li>
                ))}
              </ul>
            </>
          )}
        </div>
      )}
      {state === 'unchecked' && (
        <div className="admin-error" role="alert">
          <p>{t('lunch.notPublishedCheck')}</p>
        </div>
      )}
      {state === 'conflict' && (
        <div className="admin-error" role="alert">
          <p>
            <strong>{t('lunch.conflictAgain')}</strong>
          </p>
          <p>{t('content.conflictText')}</p>
          <div className="admin-actions">
            <button type="button" className="admin-button" onClick={editor.keepMine}>
              {t('content.keepMine')}
            </button>
            <button type="button" className="admin-button" onClick={editor.takeTheirs}>
              {t('content.reloadTheirs')}
            </button>
          </div>
        </div>
      )}
      {state === 'failed' && <Problem error={editor.problem} />}
      <div role="status" aria-live="polite" className="admin-status">
        {state === 'saving' && <p>{t('common.saving')}</p>}
        {state === 'drafted' && <p>{t('lunch.draftNow')}</p>}
        {state === 'published' && (
          <p>
            {t('lunch.publishedNow')}{' '}
            <a href={lang === 'cs' ? pagePaths.dailyMenu : `/en${pagePaths.dailyMenu}`}>{t('lunch.seeOnSite')}</a>
          </p>
        )}
      </div>
      <div className="admin-actions admin-lunch-actions">
        <button
          type="button"
          className="admin-button admin-button-primary admin-button-big"
          disabled={disabled}
          onClick={() => {
            // A dish still to check (renamed since the copy) is said beside it, and nothing is sent.
            const marked = markedDishes(editor.day);
            if (marked.length === 0) return void editor.save(true);
            editor.refuse(new Map(marked.map((path) => [[...path, 'allergens'].join('.'), [t('lunch.checkFirst')]])));
            const first = marked[0]!;
            // Focused mid-screen: scrolled only into view, it could sit under this sticky bar.
            requestAnimationFrame(() => {
              const mark = document.getElementById(`${lunchFieldId(first)}-check`);
              mark?.focus({ preventScroll: true });
              mark?.scrollIntoView({ block: 'center' });
            });
          }}
        >
          {t(published ? 'lunch.saveChanges' : 'lunch.publish')}
        </button>
        <button type="button" className="admin-button" disabled={disabled} onClick={() => void editor.save(false)}>
          {t(published ? 'lunch.unpublish' : 'lunch.saveDraft')}
        </button>
      </div>
    </div>
  );
}
