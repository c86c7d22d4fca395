import { useState } from 'react';
import { pragueDate } from '../../content/time';
import { useI18n } from '../i18n/i18n';
import { dayName } from '../lunch/day-name';
import { useForm } from './form-context';
import { itemName } from '../../content/item-name';
import { fieldId, pathKey, type Path } from './paths';
import { FieldErrors } from './scalar-field';
import { Field } from './schema-form';
import { blank, type Schema } from './schema-node';
import { dateOf, keptOrder, type ListedException, type ShownOrder } from './hours-exceptions-order';

const PATH: Path = ['exceptions'];

/**
 * The hours' exceptions as the owner reads them: a dated list, newest first, each headed by
 * its day and name ("čtvrtek 24. prosince 2026 · Štědrý den"); those before today folded
 * away under "Minulé výjimky (N)", opened by itself when one of them has an error. The order is
 * taken as the screen opens and kept while editing (an item does not move while its date is
 * typed); a new exception goes to the top. Each item keeps its place in the file: its fields,
 * ids and the server's errors use that index, only the order on the screen is by date.
 */
export function HoursExceptions({ element, value }: { element: Schema; value: unknown }) {
  const { t, lang } = useI18n();
  const { onChange, disabled, errors } = useForm();
  const list = Array.isArray(value) ? value : [];
  // The day the list is split on: the screen's day when it was opened (a form is not left overnight).
  const [today] = useState(() => pragueDate(new Date()));
  // By date as the screen opens, then kept while the owner edits (keptOrder).
  const [shown, setShown] = useState<ShownOrder>(() => keptOrder(list, today, null));
  const order = keptOrder(list, today, shown);
  if (order !== shown) setShown(order);
  const listed = (indexes: number[]): ListedException[] =>
    indexes.filter((index) => index < list.length).map((index) => ({ item: list[index], index, date: dateOf(list[index]) }));
  const upcoming = listed(order.upcoming);
  const past = listed(order.past);
  const failing = (index: number) => {
    const prefix = pathKey([...PATH, index]);
    return [...errors.keys()].some((key) => (key === prefix || key.startsWith(`${prefix}.`)) && (errors.get(key)?.length ?? 0) > 0);
  };

  /** A new exception, at the top, its date field focused (the first thing to type). */
  const add = () => {
    onChange(PATH, [...list, blank(element)]);
    const dateField = fieldId([...PATH, list.length, 'date']);
    requestAnimationFrame(() => document.getElementById(dateField)?.focus());
  };

  const item = ({ item: exception, index, date }: ListedException) => {
    // Its name, not its date (the item's usual label): the heading gives the day.
    const named = itemName({ name: (exception as { name?: unknown } | null)?.name }, lang);
    const name = named ?? t('hours.newException');
    const heading = date ? [dayName(date, lang, 'long'), named].filter(Boolean).join(' · ') : name;
    return (
      <li key={index} className="admin-list-item">
        <Field schema={element} path={[...PATH, index]} value={exception} label={heading} />
        <div className="admin-list-tools">
          <button
            type="button"
            className="admin-button admin-button-danger"
            disabled={disabled}
            onClick={() => onChange(PATH, list.filter((_, other) => other !== index))}
          >
            {t('form.removeItem', { name: date ? [dayName(date, lang, 'short'), named].filter(Boolean).join(' ') : name })}
          </button>
        </div>
      </li>
    );
  };

  return (
    <fieldset className="admin-group admin-list" id={fieldId(PATH)}>
      <legend>{t('hours.exceptions')}</legend>
      <button type="button" className="admin-button" disabled={disabled} onClick={add}>
        {t('hours.addException')}
      </button>
      {upcoming.length === 0 && <p className="admin-muted">{t('hours.noUpcoming')}</p>}
      <ol>{upcoming.map(item)}</ol>
      {past.length > 0 && (
        <details className="admin-lunch-details" open={past.some(({ index }) => failing(index)) || undefined}>
          <summary>{t('hours.past', { count: past.length })}</summary>
          <ol>{past.map(item)}</ol>
        </details>
      )}
      <FieldErrors path={PATH} />
    </fieldset>
  );
}
