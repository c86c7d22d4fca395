import { contentFiles, type ContentSubject } from '../../content/schema';
import { useI18n } from '../i18n/i18n';
import { placeOf, type Path } from './paths';

/**
 * A field named as the form labels it (never the file's keys): "Provozovatel › IČO". The one
 * call that names a field outside its form (the launch checklist, the sample values to
 * confirm), so the content editor's naming (`placeOf`) can be swapped here alone. Inside its
 * file: a first key that only repeats the file's name is left out ("Ročníky č. 1 › …", not
 * "Svatomartinské hody › Ročníky č. 1 › …").
 */
export function useFieldName(): (file: string | undefined, path: Path) => string {
  const { t, label } = useI18n();
  const words = { label, item: (name: string, n: number) => t('form.item', { label: name, n }) };
  return (file, path) => {
    const fileName = file && Object.hasOwn(contentFiles, file) ? t(`files.${file as ContentSubject}`) : '';
    const inside = typeof path[0] === 'string' && path.length > 1 && label(path[0]) === fileName ? path.slice(1) : path;
    return placeOf(inside, words) || fileName;
  };
}
