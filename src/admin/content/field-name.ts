import { isContentSubject } from '../api/contract';
import { useI18n } from '../i18n/i18n';
import type { Path } from './paths';

/**
 * A field named as the owner sees it outside its form (the launch checklist): the list item it
 * belongs to by its name, as the server read it from the data ("Cola 0,33 l – Cena (Kč)"), and
 * the form's labels of the field inside it; outside a list, the labels ("Telefony, Restaurace").
 * Never the file's keys, never "č. N": an item without a name yet is named by its list's label.
 * A first key that only repeats the file's name is left out.
 */
export function useFieldName(): (file: string | undefined, path: Path, item?: string | null) => string {
  const { t, label } = useI18n();
  return (file, path, item) => {
    const fileName = isContentSubject(file) ? t(`files.${file}`) : '';
    const lastIndex = path.findLastIndex((key) => typeof key === 'number');
    const inside = (lastIndex === -1 ? path : path.slice(lastIndex + 1)).filter((key): key is string => typeof key === 'string');
    const list = lastIndex > 0 ? path[lastIndex - 1] : undefined;
    const owner = lastIndex === -1 ? '' : item || (typeof list === 'string' ? label(list) : '');
    const labels = inside.map((key) => label(key)).filter((text, index) => !(lastIndex === -1 && index === 0 && inside.length > 1 && text === fileName));
    const fields = labels.join(', ');
    return (owner && fields ? `${owner} – ${fields}` : owner || fields) || fileName;
  };
}
