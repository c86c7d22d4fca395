/**
 * A form for any content file, generated from its zod schema (src/content/schema.ts,
 * the one the server validates with): a group per object, an editable list per array
 * (add, move, remove), a choice per union (closed or open, one price or a range), an
 * add/remove pair per optional group, and one input per value (scalar-field.tsx).
 * Labels come from the admin's messages by field key (`fields.street`). Values the
 * schema fixes (`country: CZ`, `closed: true`) have no input: the choice sets them.
 */
import { useI18n } from '../i18n/i18n';
import { FormContext, useForm, type FormContextValue } from './form-context';
import { scalarOf } from './field-text';
import { fieldId, nameOf, type Path } from './paths';
import { blank, nodeOf, variantOf, type Schema } from './schema-node';
import { useItemLabel } from './item-label';
import { FieldErrors, ScalarField } from './scalar-field';
import { VariantChoice } from './variant-choice';

interface FieldProps {
  schema: Schema;
  path: Path;
  value: unknown;
  /** The label when the key alone does not name it (a list's item). */
  label?: string;
  /** An object's fields without a group of their own (a union's choice shows them). */
  bare?: boolean;
}

/** An item's `id` (a text the schema checks as a slug): made from the name, kept, never a field. */
const isHiddenId = (key: string, schema: Schema): boolean => key === 'id' && scalarOf(schema)?.kind === 'string';

/** A copied lunch dish's mark (`copiedFrom`): the lunch editor's, never a field of the form. */
const editorMarks = new Set(['copiedFrom']);

/** One value's part of the form, by its schema (hand-written widgets take their paths first). */
export function Field({ schema, path, value, label, bare = false }: FieldProps) {
  const i18n = useI18n();
  const form = useForm();
  const custom = form.widget?.(path, schema, value);
  if (custom !== undefined) return <>{custom}</>;
  const name = label ?? i18n.label(nameOf(path));
  const scalar = scalarOf(schema);
  if (scalar) return <ScalarField scalar={scalar} path={path} value={value} label={name} />;

  const node = nodeOf(schema);
  switch (node.kind) {
    case 'object': {
      const record = (typeof value === 'object' && value !== null ? value : {}) as Record<string, unknown>;
      // An item's id is made from its name (src/content/item-name.ts) and never shown or asked for.
      const fields = node.shape
        .filter(([key, field]) => !isHiddenId(key, field) && !editorMarks.has(key))
        .map(([key, field]) => <Field key={key} schema={field} path={[...path, key]} value={record[key]} />);
      if (bare || path.length === 0) return <>{fields}<FieldErrors path={path} /></>;
      return (
        <fieldset className="admin-group" id={fieldId(path)}>
          <legend>{name}</legend>
          {fields}
          <FieldErrors path={path} />
        </fieldset>
      );
    }
    case 'array':
      return <ListField element={node.element} path={path} value={Array.isArray(value) ? value : []} label={name} />;
    case 'tuple': {
      const list = Array.isArray(value) ? value : [];
      return (
        <fieldset className="admin-group admin-inline" id={fieldId(path)}>
          <legend>{name}</legend>
          {node.items.map((item, index) => (
            <Field key={index} schema={item} path={[...path, index]} value={list[index]} label={i18n.t(index === 0 ? 'form.rangeFrom' : 'form.rangeTo', { label: name })} />
          ))}
          <FieldErrors path={path} />
        </fieldset>
      );
    }
    case 'union': {
      const chosen = variantOf(node.options, value);
      const option = node.options[chosen];
      // A choice of one value or a range (a price) gives its own input or group the path's id; a choice of fields (a day's hours) is the group.
      return (
        <fieldset className="admin-group" id={option && nodeOf(option).kind === 'object' ? fieldId(path) : undefined}>
          <legend>{name}</legend>
          <VariantChoice options={node.options} chosen={chosen} path={path} value={value} />
          {option && <Field schema={option} path={path} value={value} bare label={name} />}
          {/* (The chosen option says its own errors at this path: said once, with one id.) */}
          {!option && <FieldErrors path={path} />}
        </fieldset>
      );
    }
    case 'optional': {
      // The focus goes with the change: to the part just added (its first field), or to the button that adds it again.
      const optionalId = `${fieldId(path)}-optional`;
      const focusAfter = (select: string) =>
        requestAnimationFrame(() => document.getElementById(optionalId)?.querySelector<HTMLElement>(select)?.focus());
      if (value === undefined || value === null) {
        return (
          <div className="admin-field" id={optionalId}>
            <button
              type="button"
              className="admin-button"
              disabled={form.disabled}
              onClick={() => {
                form.onChange(path, blank(node.inner));
                focusAfter('input, select, textarea');
              }}
            >
              {i18n.t('form.addOptional', { label: name })}
            </button>
            <FieldErrors path={path} />
          </div>
        );
      }
      return (
        <div className="admin-optional" id={optionalId}>
          <Field schema={node.inner} path={path} value={value} label={name} />
          <button
            type="button"
            className="admin-button admin-button-quiet"
            disabled={form.disabled}
            onClick={() => {
              form.onChange(path, node.empty);
              focusAfter('button');
            }}
          >
            {i18n.t('form.removeOptional', { label: name })}
          </button>
        </div>
      );
    }
    default:
      // A literal (fixed by the schema or by a choice) and anything unknown: nothing to type.
      return null;
  }
}

function ListField({ element, path, value, label }: { element: Schema; path: Path; value: unknown[]; label: string }) {
  const { t } = useI18n();
  const itemLabelOf = useItemLabel();
  const { onChange, disabled } = useForm();
  const move = (from: number, to: number) => {
    const copy = [...value];
    const [item] = copy.splice(from, 1);
    copy.splice(to, 0, item);
    onChange(path, copy);
  };
  return (
    <fieldset className="admin-group admin-list" id={fieldId(path)}>
      <legend>{label}</legend>
      {value.length === 0 && <p className="admin-muted">{t('form.empty')}</p>}
      <ol>
        {value.map((item, index) => {
          const itemLabel = itemLabelOf(item);
          return (
            <li key={index} className="admin-list-item">
              <Field schema={element} path={[...path, index]} value={item} label={itemLabel} />
              <div className="admin-list-tools" role="group" aria-label={itemLabel}>
                <button type="button" className="admin-button admin-button-quiet" disabled={disabled || index === 0} onClick={() => move(index, index - 1)}>{t('common.moveUp')}</button>
                <button type="button" className="admin-button admin-button-quiet" disabled={disabled || index === value.length - 1} onClick={() => move(index, index + 1)}>{t('common.moveDown')}</button>
                <button type="button" className="admin-button admin-button-danger" disabled={disabled} onClick={() => onChange(path, value.filter((_, other) => other !== index))}>
                  {t('form.removeItem', { name: itemLabel })}
                </button>
              </div>
            </li>
          );
        })}
      </ol>
      <button type="button" className="admin-button" disabled={disabled} onClick={() => onChange(path, [...value, blank(element)])}>
        {t('form.addItem', { label })}
      </button>
      <FieldErrors path={path} />
    </fieldset>
  );
}

/** The whole form of one file: its schema, its data, the server's errors. */
export function SchemaForm({ schema, data, ...context }: { schema: Schema; data: unknown } & FormContextValue) {
  return (
    <FormContext.Provider value={context}>
      <Field schema={schema} path={[]} value={data} />
    </FormContext.Provider>
  );
}
