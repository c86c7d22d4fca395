import { useI18n } from '../i18n/i18n';
import { fieldId, fieldPlace, pathKey, type Path } from './paths';
import { useItemLabel } from './item-label';
// The editor's later words (not in the entry): loaded with it.
import '../i18n/editor-words';

/** The value at a path, as the owner reads it (a scalar as written; a list or a group as nothing). */
function shownValue(data: unknown, path: Path, lang: 'cs' | 'en'): string {
  const value = path.reduce<unknown>((node, key) => (node === null || typeof node !== 'object' ? undefined : (node as Record<string | number, unknown>)[key]), data);
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value)) return new Intl.DateTimeFormat(lang === 'cs' ? 'cs-CZ' : 'en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${value}T12:00:00Z`));
  return typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' ? String(value) : '';
}

/**
 * The fields still holding the sample's value (`# SAMPLE` in the file), each with a box to
 * tick when that value is in fact right: the save then drops its marker without changing it,
 * and the launch checklist lets it go. A field the owner changes loses its marker anyway; a
 * list or group of fields (the drinks of a category, the menu's sections) keeps it until ticked.
 * Each is named by its list item's name and its labels (`fieldPlace`), as the launch checklist names it;
 * the list is folded under its count.
 */
export function SampleChecks({ samples, data, confirmed, onToggle, disabled }: { samples: readonly Path[]; data: unknown; confirmed: ReadonlySet<string>; onToggle(path: Path, checked: boolean): void; disabled: boolean }) {
  const { t, label, lang } = useI18n();
  const item = useItemLabel();
  if (samples.length === 0) return null;
  return (
    // Folded under its count: a long list (the feast's menu has dozens) would push the form a few screens down.
    <details className="admin-card admin-samples">
      <summary>{t('content.samplesCount', { count: samples.length })}</summary>
      <fieldset>
      <legend className="admin-visually-hidden">{t('content.samplesTitle')}</legend>
      <p className="admin-muted">{t('content.samplesIntro')}</p>
      <ul>
        {samples.map((path) => {
          const key = pathKey(path);
          const id = `sample-${fieldId(path)}`;
          const name = fieldPlace(path, data, { label, item });
          const value = shownValue(data, path, lang);
          return (
            <li key={key}>
              <div className="admin-field admin-field-check">
                <input id={id} type="checkbox" checked={confirmed.has(key)} disabled={disabled} onChange={(event) => onToggle(path, event.target.checked)} />
                <label htmlFor={id}>
                  {t('content.sampleRight', { field: name })}
                  {value && <span className="admin-muted"> ({value})</span>}
                </label>
              </div>
              <a className="admin-tap-link" href={`#${fieldId(path)}`}>{t('content.sampleEdit', { field: name })}</a>
            </li>
          );
        })}
      </ul>
      </fieldset>
    </details>
  );
}
