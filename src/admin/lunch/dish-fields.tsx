import { useState } from 'react';
import type { Path } from '../content/paths';
import { useI18n } from '../i18n/i18n';
import { AllergenChips, DietChips, useAllergenName, useDietName } from '../menus/dish-chips';
import { LunchErrors, lunchFieldId, NumberInput, TextInput, useDayForm } from './lunch-fields';
import { toCheck, type Course } from './lunch-days';
// The lunch editor's words (not in the entry): loaded with it.
import '../i18n/lunch-words';

type Unit = 'litres' | 'grams';

const record = (value: unknown): Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};

/** The amount: its unit (none, litres, grams) and the number; `approx` of a weight is kept as the file has it. */
function AmountField({ path, value }: { path: Path; value: unknown }) {
  const { t } = useI18n();
  const { change, disabled } = useDayForm();
  const amount = record(value);
  const unit: Unit | '' = 'litres' in amount ? 'litres' : 'grams' in amount ? 'grams' : '';
  const unitId = `${lunchFieldId(path)}-unit`;
  const setUnit = (next: Unit | '') => {
    if (next === '') return change(path, undefined);
    const number = unit ? amount[unit] : undefined;
    change(
      path,
      next === 'grams' && amount.approx !== undefined ? { grams: number, approx: amount.approx } : { [next]: number },
    );
  };
  const select = (
    <select
      id={unitId}
      aria-label={t('lunch.unit')}
      disabled={disabled}
      value={unit}
      onChange={(event) => setUnit(event.target.value as Unit | '')}
    >
      <option value="">{t('lunch.unitNone')}</option>
      <option value="litres">{t('lunch.litres')}</option>
      <option value="grams">{t('lunch.grams')}</option>
    </select>
  );
  return (
    <>
      {unit ? (
        <NumberInput path={[...path, unit]} label={t('lunch.amount')} value={amount[unit]} decimal={unit === 'litres'}>
          {select}
        </NumberInput>
      ) : (
        <div className="admin-field">
          <label htmlFor={unitId}>{t('lunch.amount')}</label>
          {select}
        </div>
      )}
      <LunchErrors path={path} />
    </>
  );
}

/**
 * One dish: names in both languages, price and amount always in sight (what changes from
 * day to day), allergens and diet tags folded under one line that says what is ticked;
 * move up, move down, remove. `label` is the dish's place ("Hlavní jídlo č. 2").
 */
export function DishFields({
  course,
  index,
  count,
  dish,
  label,
  onMove,
  onRemove,
}: {
  course: Course;
  index: number;
  count: number;
  dish: Record<string, unknown>;
  label: string;
  onMove(by: -1 | 1): void;
  onRemove(): void;
}) {
  const { t } = useI18n();
  const form = useDayForm();
  const { errors, disabled } = form;
  const path: Path = [course, index];
  // A copy renamed since: its allergens and diet tags came with another dish. The owner says they
  // are right (after changing them or not) with the mark's button: then the mark goes.
  const marked = toCheck(dish);
  const clearMark = () => {
    form.change([...path, 'copiedFrom'], undefined);
    // (The button goes with the mark: the focus goes to the allergens' line.)
    requestAnimationFrame(() => document.getElementById(`${lunchFieldId(path)}-details`)?.focus());
  };
  const name = record(dish.name);
  const key = (field: string) => [course, index, field].join('.');
  const detailErrors = (errors.get(key('allergens'))?.length ?? 0) + (errors.get(key('diet'))?.length ?? 0) > 0;
  const [open, setOpen] = useState(marked);
  // Marked (renamed after the copy): the allergens open, and stay open once they are changed.
  if (marked && !open) setOpen(true);
  const allergens = Array.isArray(dish.allergens) ? (dish.allergens as unknown[]) : [];
  const diet = Array.isArray(dish.diet) ? (dish.diet as string[]) : [];
  const allergenName = useAllergenName();
  const dietName = useDietName();
  const summary = [allergens.map(allergenName).join(', '), ...diet.map(dietName)].filter(Boolean).join(' · ');
  return (
    <fieldset className="admin-group admin-lunch-dish">
      <legend>{label}</legend>
      <TextInput path={[...path, 'name', 'cs']} label={t('lunch.nameCs')} value={name.cs} lang="cs" />
      <TextInput path={[...path, 'name', 'en']} label={t('lunch.nameEn')} value={name.en} lang="en" />
      <LunchErrors path={[...path, 'name']} />
      <div className="admin-lunch-row">
        <NumberInput path={[...path, 'price']} label={t('lunch.price')} value={dish.price} />
        <AmountField path={[...path, 'amount']} value={dish.amount} />
      </div>
      {marked && (
        <div className="admin-notice admin-lunch-check" id={`${lunchFieldId(path)}-check`} tabIndex={-1}>
          <p>
            <strong>{t('lunch.checkAllergens')}</strong> {t('lunch.checkAllergensWhy')}
          </p>
          <button type="button" className="admin-button" disabled={disabled} onClick={clearMark}>
            {t('lunch.allergensRight')}
            <span className="admin-visually-hidden">: {label}</span>
          </button>
        </div>
      )}
      <details
        className="admin-lunch-details"
        open={open || detailErrors}
        onToggle={(event) => setOpen(event.currentTarget.open)}
      >
        <summary id={`${lunchFieldId(path)}-details`}>
          {t('lunch.details')}
          {summary && <span className="admin-muted">: {summary}</span>}
        </summary>
        <AllergenChips
          id={lunchFieldId([...path, 'allergens'])}
          value={dish.allergens}
          onChange={(next) => form.change([...path, 'allergens'], next)}
          disabled={disabled}
          errorId={errors.get(key('allergens')) ? `${lunchFieldId([...path, 'allergens'])}-error` : undefined}
        />
        <LunchErrors path={[...path, 'allergens']} />
        <DietChips
          id={lunchFieldId([...path, 'diet'])}
          value={dish.diet}
          onChange={(next) => form.change([...path, 'diet'], next)}
          disabled={disabled}
          errorId={errors.get(key('diet')) ? `${lunchFieldId([...path, 'diet'])}-error` : undefined}
        />
        <LunchErrors path={[...path, 'diet']} />
      </details>
      <div className="admin-actions">
        <button
          type="button"
          className="admin-button admin-button-quiet"
          disabled={disabled || index === 0}
          onClick={() => onMove(-1)}
        >
          {t('common.moveUp')}
          <span className="admin-visually-hidden">: {label}</span>
        </button>
        <button
          type="button"
          className="admin-button admin-button-quiet"
          disabled={disabled || index === count - 1}
          onClick={() => onMove(1)}
        >
          {t('common.moveDown')}
          <span className="admin-visually-hidden">: {label}</span>
        </button>
        <button type="button" className="admin-button admin-button-danger" disabled={disabled} onClick={onRemove}>
          {t('common.remove')}
          <span className="admin-visually-hidden">: {label}</span>
        </button>
      </div>
    </fieldset>
  );
}
