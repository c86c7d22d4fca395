import { useI18n } from '../i18n/i18n';
import { useFieldName } from './field-name';
import { fieldId, pathKey, type Path } from './paths';

/** The value at a path, as the owner reads it (a scalar as written; a list or a group as nothing). */
function shownValue(data: unknown, path: Path): string {
  const value = path.reduce<unknown>((node, key) => (node === null || typeof node !== 'object' ? undefined : (node as Record<string | number, unknown>)[key]), data);
  return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' ? String(value) : '';
}

/**
 * The fields still holding the sample's value (`# SAMPLE` in the file), each with a box to
 * tick when that value is in fact right: the save then drops its marker without changing it,
 * and the launch checklist lets it go. A field the owner changes loses its marker anyway; a
 * list or group of fields (the drinks of a category, the menu's sections) keeps it until ticked.
 * Each is named as the launch checklist names it (`useFieldName`).
 */
export function SampleChecks({ file, samples, data, confirmed, onToggle, disabled }: { file: string; samples: readonly Path[]; data: unknown; confirmed: ReadonlySet<string>; onToggle(path: Path, checked: boolean): void; disabled: boolean }) {
  const { t } = useI18n();
  const fieldName = useFieldName();
  if (samples.length === 0) return null;
  return (
    <fieldset className="admin-card admin-samples">
      <legend>{t('content.samplesTitle')}</legend>
      <p className="admin-muted">{t('content.samplesIntro')}</p>
      <ul>
        {samples.map((path) => {
          const key = pathKey(path);
          const id = `sample-${fieldId(path)}`;
          const name = fieldName(file, path);
          const value = shownValue(data, path);
          return (
            <li key={key}>
              <div className="admin-field admin-field-check">
                <input id={id} type="checkbox" checked={confirmed.has(key)} disabled={disabled} onChange={(event) => onToggle(path, event.target.checked)} />
                <label htmlFor={id}>
                  {t('content.sampleRight', { field: name })}
                  {value && <span className="admin-muted"> ({value})</span>}
                </label>
              </div>
              <a href={`#${fieldId(path)}`}>{t('content.sampleEdit', { field: name })}</a>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
