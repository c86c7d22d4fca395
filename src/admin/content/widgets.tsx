import type { ReactNode } from 'react';
import type { ContentSubject } from '../../content/schema';
import { useI18n } from '../i18n/i18n';
import { scalarOf } from './field-text';
import { HoursExceptions } from './hours-exceptions';
import { HoursWeek } from './hours-week';
import { itemName } from '../../content/item-name';
import { useForm } from './form-context';
import { fieldId, pathKey, type Path } from './paths';
import { PhotoFileField } from './photo-file-field';
import { GallerySectionEditor, usesElsewhere } from '../photos/gallery-section';
import { listedPhotos, type ListedPhoto } from '../photos/photo-overview';
import { FeastEditions } from '../menus/feast-editions';
import { MenuGroups } from '../menus/menu-editor';
import { MenuChips, SoldOutToday } from '../menus/menu-fields';
import { dishFieldKey, isMenuFile, isMenuList } from '../menus/menu-lists';
import { FieldErrors, ScalarField } from './scalar-field';
import { nodeOf, type Schema } from './schema-node';

type Widget = (path: Path, schema: Schema, value: unknown) => ReactNode | undefined;

/** A choice among the listed photos, each named by its description (never by its file's name). */
function PhotoChoice({ path, value, options, optional }: { path: Path; value: unknown; options: ListedPhoto[]; optional: boolean }) {
  const i18n = useI18n();
  const { errors, onChange, disabled } = useForm();
  const [top, key] = path;
  const label = typeof key === 'number' ? `${i18n.label(String(top))}: ${i18n.t(key === 0 ? 'form.cardFirst' : 'form.cardSecond')}` : i18n.label(String(key));
  const id = fieldId(path);
  const invalid = (errors.get(pathKey(path))?.length ?? 0) > 0;
  const current = typeof value === 'string' ? value : '';
  const named = (alt: unknown) => itemName({ alt }, i18n.lang) ?? i18n.t('form.photoUnnamed');
  return (
    <div className="admin-field">
      <label htmlFor={id}>{label}</label>
      <select
        id={id}
        name={pathKey(path)}
        value={current}
        disabled={disabled}
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? `${id}-error` : undefined}
        onChange={(event) => onChange(path, event.target.value === '' && optional ? undefined : event.target.value)}
      >
        {(optional || current === '') && <option value="">{optional ? i18n.t('common.none') : i18n.t('form.photoChoice')}</option>}
        {current !== '' && !options.some((photo) => photo.file === current) && <option value={current}>{i18n.t('form.photoUnnamed')}</option>}
        {options.map((photo) => (
          <option key={photo.file} value={photo.file}>{named(photo.alt)}</option>
        ))}
      </select>
      <FieldErrors path={path} />
    </div>
  );
}

/** A lounge arrangement's `id` is its shape, chosen from a list ("Tvar U"), not an id typed for an address. */
function ArrangementField({ path, schema, value }: { path: Path; schema: Schema; value: unknown }) {
  const { label } = useI18n();
  const scalar = scalarOf(schema);
  return scalar ? <ScalarField scalar={scalar} path={path} value={value} label={label('arrangement')} /> : null;
}

/** The description beside a photo's file (`…/file` → `…/alt`). */
function altBeside(data: unknown, path: Path): unknown {
  const photo = path.slice(0, -1).reduce<unknown>((node, key) => (node !== null && typeof node === 'object' ? (node as Record<string | number, unknown>)[key] : undefined), data);
  return photo !== null && typeof photo === 'object' ? (photo as { alt?: unknown }).alt : undefined;
}

/** The hand-written parts of a file's form, by the path they replace. */
export function widgetFor(subject: ContentSubject, data: unknown): Widget | undefined {
  if (subject === 'hours')
    return (path, schema, value) => {
      if (path.length !== 1) return undefined;
      if (path[0] === 'regular') return <HoursWeek value={value} />;
      const node = path[0] === 'exceptions' ? nodeOf(schema) : undefined;
      return node?.kind === 'array' ? <HoursExceptions element={node.element} value={value} /> : undefined;
    };
  if (isMenuFile(subject))
    return (path, schema, value) => {
      if (isMenuList(subject, path)) {
        const node = nodeOf(schema);
        return node.kind === 'array' ? <MenuGroups subject={subject} path={path} element={node.element} value={value} /> : undefined;
      }
      if (subject === 'events' && path.length === 2 && path[0] === 'feast' && path[1] === 'editions') {
        const node = nodeOf(schema);
        return node.kind === 'array' ? <FeastEditions path={path} element={node.element} value={value} /> : undefined;
      }
      const key = dishFieldKey(subject, path);
      if (key === 'allergens' || key === 'diet') return <MenuChips kind={key} path={path} value={value} />;
      if (key === 'soldOut') return <SoldOutToday path={path} value={value} />;
      return undefined;
    };
  if (subject === 'lounge') return (path, schema, value) => (path[0] === 'arrangements' && path[2] === 'id' ? <ArrangementField path={path} schema={schema} value={value} /> : undefined);
  if (subject !== 'photos') return undefined;
  const listed = listedPhotos(data);
  return (path, schema, value) => {
    const [top, group, index, key] = path;
    if (top === 'gallery' && typeof group === 'string' && path.length === 2) {
      const node = nodeOf(schema);
      return node.kind === 'array' ? <GallerySectionEditor path={path} element={node.element} value={value} data={data} /> : undefined;
    }
    if ((top === 'pages' && typeof group === 'string' && index === 'file') || (top === 'gallery' && typeof index === 'number' && key === 'file')) {
      // A page's photo replaced: the share pictures and welcome cards that named it take the new one.
      const uses = typeof value === 'string' ? usesElsewhere(data, value) : [];
      return <PhotoFileField path={path} value={value} alt={altBeside(data, path)} uses={uses} />;
    }
    if (top === 'welcomeCards' && typeof group === 'number') return <PhotoChoice path={path} value={value} options={listed} optional={false} />;
    if (top === 'share' && typeof group === 'string' && path.length === 2) return <PhotoChoice path={path} value={value} options={listed} optional />;
    return undefined;
  };
}
