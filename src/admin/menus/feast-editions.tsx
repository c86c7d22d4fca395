import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import { pragueDate } from '../../content/time';
import { useForm } from '../content/form-context';
import { fieldId, fragmentId, type Path } from '../content/paths';
import { FieldErrors } from '../content/scalar-field';
import { Field } from '../content/schema-form';
import { blank, type Schema } from '../content/schema-node';
import { useI18n } from '../i18n/i18n';
import { RemovedNote } from './menu-editor';
import { errorsUnder, inserted, nextEdition, records } from './menu-lists';
import '../i18n/menu-words';

const isDate = (value: unknown): value is string => typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value);

/** An edition's days as a guest reads them: "8.–11. listopadu 2025", "November 8 – 11, 2025". */
function editionDays(edition: Record<string, unknown>, lang: 'cs' | 'en'): string | null {
  const { start, end } = edition;
  if (!isDate(start)) return null;
  const format = new Intl.DateTimeFormat(lang === 'cs' ? 'cs-CZ' : 'en-US', {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
  const day = (date: string) => new Date(`${date}T12:00:00Z`);
  return isDate(end) && end >= start ? format.formatRange(day(start), day(end)) : format.format(day(start));
}

/**
 * The feast's editions, each a card under its days: the ones still to come open, the past ones
 * folded (they stay in the file and are not shown to guests); one with an error, or with the field
 * a link names, opens by itself.
 */
export function FeastEditions({ path, element, value }: { path: Path; element: Schema; value: unknown }) {
  const { t, lang } = useI18n();
  const { onChange, disabled } = useForm();
  const editions = Array.isArray(value) ? value : [];
  const [removed, setRemoved] = useState<{ index: number; item: unknown; name: string } | null>(null);
  const base = fieldId(path);
  const last = editions.at(-1);
  const add = () => {
    const index = editions.length;
    onChange(path, [...editions, last === undefined ? blank(element) : nextEdition(last)]);
    setRemoved(null);
    // The new edition's first day, to check first.
    requestAnimationFrame(() => document.getElementById(fieldId([...path, index, 'start']))?.focus());
  };
  const remove = (index: number) => {
    setRemoved({
      index,
      item: editions[index],
      name: editionDays(records(editions)[index] ?? {}, lang) ?? t('menus.newEdition'),
    });
    onChange(
      path,
      editions.filter((_, other) => other !== index),
    );
    requestAnimationFrame(() => document.getElementById(`${base}-undo`)?.focus());
  };
  const undo = () => {
    if (!removed) return;
    onChange(path, inserted(editions, removed.index, removed.item));
    setRemoved(null);
    requestAnimationFrame(() => document.getElementById(`${fieldId([...path, removed.index])}-summary`)?.focus());
  };
  return (
    <fieldset className="admin-group admin-list" id={base}>
      <legend>{t('menus.editions')}</legend>
      {editions.map((_, index) => (
        <Edition
          key={index}
          path={[...path, index]}
          element={element}
          edition={records(editions)[index] ?? {}}
          onRemove={() => remove(index)}
        />
      ))}
      {removed && <RemovedNote name={removed.name} onUndo={undo} id={`${base}-undo`} />}
      <button type="button" className="admin-button" disabled={disabled} onClick={add}>
        {last === undefined ? t('menus.addEdition') : t('menus.nextEdition')}
      </button>
      <FieldErrors path={path} />
    </fieldset>
  );
}

function Edition({
  path,
  element,
  edition,
  onRemove,
}: {
  path: Path;
  element: Schema;
  edition: Record<string, unknown>;
  onRemove(): void;
}) {
  const { t, lang } = useI18n();
  const { errors, disabled } = useForm();
  const { hash } = useLocation();
  const past = isDate(edition.end) && edition.end < pragueDate(new Date());
  const [open, setOpen] = useState(!past);
  // A link to a field of a folded edition (the checklist's "Opravit") opens it.
  const linked = fragmentId(hash).startsWith(`${fieldId(path)}-`);
  const name = editionDays(edition, lang) ?? t('menus.newEdition');
  return (
    <details
      className="admin-edition"
      open={open || linked || errorsUnder(errors, path)}
      onToggle={(event) => setOpen(event.currentTarget.open)}
    >
      <summary id={`${fieldId(path)}-summary`}>
        {name}
        {past && <span className="admin-muted"> · {t('menus.pastEdition')}</span>}
      </summary>
      <Field schema={element} path={path} value={edition} bare />
      <div className="admin-actions">
        <button
          type="button"
          className="admin-button admin-button-danger"
          disabled={disabled}
          aria-label={`${t('menus.removeEdition')}: ${name}`}
          onClick={onRemove}
        >
          {t('menus.removeEdition')}
        </button>
      </div>
    </details>
  );
}
