import { dietTags } from '../../content/diet-tags';
import { useI18n } from '../i18n/i18n';
// The chips' words (not in the entry): loaded with the screens that show them.
import '../i18n/dish-words';

const allergenNumbers = Array.from({ length: 14 }, (_, index) => index + 1);

/** An allergen as its chip says it, in the admin's language: "1 Lepek", "7 Mléko". */
export function useAllergenName(): (allergen: unknown) => string {
  const { t } = useI18n();
  return (allergen) => {
    const known = typeof allergen === 'number' && allergenNumbers.includes(allergen);
    return known ? `${allergen} ${t(`dish.allergen.${allergen}` as 'dish.allergen.1')}` : String(allergen);
  };
}

/** A diet tag in words ("Veganské"); an unknown one as written. */
export function useDietName(): (tag: unknown) => string {
  const { t } = useI18n();
  return (tag) =>
    (dietTags as readonly unknown[]).includes(tag)
      ? t(`lunch.dietTags.${tag as (typeof dietTags)[number]}`)
      : String(tag);
}

interface ChipsProps<T extends string | number> {
  /** The fieldset's id (a link to the field lands on it); each chip's input is `<id>-<option>`. */
  id: string;
  legend: string;
  options: readonly T[];
  value: unknown;
  name(option: T): string;
  /** The list in the options' order (allergens lowest first, as the schema wants them), undefined when empty. */
  onChange(next: T[] | undefined): void;
  disabled: boolean;
  /** The id of the field's error list when it has one. */
  errorId?: string;
}

/**
 * A set of choices as chips: each a checkbox with its name (44 px tall, its label the target), in
 * the order of the options; the value kept in that order (the schema wants allergens lowest first).
 */
function Chips<T extends string | number>({
  id,
  legend,
  options,
  value,
  name,
  onChange,
  disabled,
  errorId,
}: ChipsProps<T>) {
  const ticked = new Set(Array.isArray(value) ? (value as unknown[]) : []);
  const set = (option: T, on: boolean) => {
    const next = options.filter((candidate) => (candidate === option ? on : ticked.has(candidate)));
    onChange(next.length > 0 ? next : undefined);
  };
  return (
    <fieldset className="admin-chips" id={id} aria-describedby={errorId}>
      <legend>{legend}</legend>
      <div className="admin-chip-list">
        {options.map((option) => (
          <label key={String(option)} className="admin-chip">
            <input
              type="checkbox"
              id={`${id}-${option}`}
              disabled={disabled}
              checked={ticked.has(option)}
              onChange={(event) => set(option, event.target.checked)}
            />
            <span>{name(option)}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** Allergens (1–14) as named chips. */
export function AllergenChips(props: Omit<ChipsProps<number>, 'legend' | 'options' | 'name'>) {
  const { t } = useI18n();
  return <Chips {...props} legend={t('dish.allergens')} options={allergenNumbers} name={useAllergenName()} />;
}

/** Diet tags as named chips. */
export function DietChips(props: Omit<ChipsProps<string>, 'legend' | 'options' | 'name'>) {
  const { t } = useI18n();
  return <Chips {...props} legend={t('dish.diet')} options={dietTags} name={useDietName()} />;
}
