import type { ReactNode } from 'react';
import type { ContentSubject } from '../../content/schema';
import { useI18n } from '../i18n/i18n';
import { scalarOf } from './field-text';
import { HoursWeek } from './hours-week';
import type { Path } from './paths';
import { PhotoFileField } from './photo-file-field';
import { ScalarField } from './scalar-field';
import type { Schema } from './schema-node';

type Widget = (path: Path, schema: Schema, value: unknown) => ReactNode | undefined;

/** Every photo file listed under pages or gallery: what a welcome card or a share picture may name. */
function listedPhotos(data: unknown): string[] {
  const photos = (data ?? {}) as { pages?: Record<string, { file?: unknown }>; gallery?: Record<string, { file?: unknown }[]> };
  const entries = [...Object.values(photos.pages ?? {}), ...Object.values(photos.gallery ?? {}).flat()];
  return [...new Set(entries.map((entry) => entry.file).filter((file): file is string => typeof file === 'string'))];
}

/** A choice among the listed photos (a datalist: typing a name stays possible). */
function PhotoChoice({ path, value, options, optional }: { path: Path; value: unknown; options: string[]; optional: boolean }) {
  const i18n = useI18n();
  const [top, key] = path;
  const label = typeof key === 'number' ? i18n.t('form.item', { label: i18n.label(String(top)), n: key + 1 }) : i18n.label(String(key));
  const listId = `photos-${path.join('-')}`;
  return (
    <div className="admin-photo-choice">
      <ScalarField scalar={{ kind: 'string', empty: optional ? undefined : 'required' }} path={path} value={value} label={label} list={listId} />
      <datalist id={listId}>
        {options.map((file) => (
          <option key={file} value={file} />
        ))}
      </datalist>
    </div>
  );
}

/** A lounge arrangement's `id` is its shape, chosen from a list ("Tvar U"), not an id typed for an address. */
function ArrangementField({ path, schema, value }: { path: Path; schema: Schema; value: unknown }) {
  const { label } = useI18n();
  const scalar = scalarOf(schema);
  return scalar ? <ScalarField scalar={scalar} path={path} value={value} label={label('arrangement')} /> : null;
}

/** The hand-written parts of a file's form, by the path they replace. */
export function widgetFor(subject: ContentSubject, data: unknown): Widget | undefined {
  if (subject === 'hours') return (path, _schema, value) => (path.length === 1 && path[0] === 'regular' ? <HoursWeek value={value} /> : undefined);
  if (subject === 'lounge') return (path, schema, value) => (path[0] === 'arrangements' && path[2] === 'id' ? <ArrangementField path={path} schema={schema} value={value} /> : undefined);
  if (subject !== 'photos') return undefined;
  const listed = listedPhotos(data);
  return (path, _schema, value) => {
    const [top, group, index, key] = path;
    if ((top === 'pages' && typeof group === 'string' && index === 'file') || (top === 'gallery' && typeof index === 'number' && key === 'file')) {
      return <PhotoFileField path={path} value={value} />;
    }
    if (top === 'welcomeCards' && typeof group === 'number') return <PhotoChoice path={path} value={value} options={listed} optional={false} />;
    if (top === 'share' && typeof group === 'string' && path.length === 2) return <PhotoChoice path={path} value={value} options={listed} optional />;
    return undefined;
  };
}
