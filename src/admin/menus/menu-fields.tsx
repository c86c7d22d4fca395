import { pragueDate } from '../../content/time';
import { useForm } from '../content/form-context';
import { fieldId, pathKey, type Path } from '../content/paths';
import { FieldErrors } from '../content/scalar-field';
import { useI18n } from '../i18n/i18n';
import { AllergenChips, DietChips } from './dish-chips';

/** The form's error list's id for a field that has errors (else nothing to describe it by). */
function useErrorId(path: Path): string | undefined {
  const { errors } = useForm();
  return (errors.get(pathKey(path))?.length ?? 0) > 0 ? `${fieldId(path)}-error` : undefined;
}

/** A menu dish's allergens or diet tags as named chips, in the content editor's form. */
export function MenuChips({ kind, path, value }: { kind: 'allergens' | 'diet'; path: Path; value: unknown }) {
  const { onChange, disabled } = useForm();
  const Chips = kind === 'allergens' ? AllergenChips : DietChips;
  return (
    <div className="admin-field">
      <Chips
        id={fieldId(path)}
        value={value}
        onChange={(next: unknown[] | undefined) => onChange(path, next)}
        disabled={disabled}
        errorId={useErrorId(path)}
      />
      <FieldErrors path={path} />
    </div>
  );
}

/**
 * "Sold out today": a food menu dish's `soldOut` set to today's Prague date, or taken away (a date
 * from an earlier day means nothing to the page any more, and is shown unticked).
 */
export function SoldOutToday({ path, value }: { path: Path; value: unknown }) {
  const { t } = useI18n();
  const { onChange, disabled } = useForm();
  const id = fieldId(path);
  const today = pragueDate(new Date());
  return (
    <div className="admin-field admin-field-check">
      <input
        id={id}
        type="checkbox"
        checked={value === today}
        disabled={disabled}
        aria-describedby={useErrorId(path)}
        onChange={(event) => onChange(path, event.target.checked ? today : undefined)}
      />
      <label htmlFor={id}>{t('menus.soldOutToday')}</label>
      <FieldErrors path={path} />
    </div>
  );
}
