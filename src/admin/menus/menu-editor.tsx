/**
 * A menu edited as a menu (the food menu's sections, the drinks' categories, a feast edition's
 * groups): each group a folded card with its title and count; open, its dishes as rows (name,
 * price, allergens, diet tags) that open to be edited in place; add, duplicate, move (drag the
 * handle, the arrow keys on it, or the buttons), remove with "undo"; a search by name across the
 * menu. The fields themselves are the schema-driven form's (schema-form.tsx), so the save, the
 * server's checks and their messages beside the fields are the content editor's.
 */
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { pragueDate } from '../../content/time';
import { useForm } from '../content/form-context';
import { fieldId, fragmentId, pathKey, type Path } from '../content/paths';
import { FieldErrors } from '../content/scalar-field';
import { Field } from '../content/schema-form';
import { blank, nodeOf, type Schema } from '../content/schema-node';
import { useI18n } from '../i18n/i18n';
import { useAllergenName, useDietName } from './dish-chips';
import {
  duplicateOf,
  errorsUnder,
  findDishes,
  inserted,
  menuFiles,
  moved,
  nameOf,
  placeOfField,
  priceText,
  records,
  type MenuFile,
} from './menu-lists';
import { useDragSort } from './use-drag-sort';
import '../i18n/menu-words';

/** The schema of a group's dishes (`items`' element) and the group's own fields (title, note). */
function groupParts(group: Schema): { dish: Schema | null; fields: [string, Schema][] } {
  const node = nodeOf(group);
  if (node.kind !== 'object') return { dish: null, fields: [] };
  const items = node.shape.find(([key]) => key === 'items')?.[1];
  const list = items ? nodeOf(items) : null;
  return {
    dish: list?.kind === 'array' ? list.element : null,
    fields: node.shape.filter(([key]) => key !== 'items' && key !== 'id'),
  };
}

/** What an owner changes most, first: the name, then the price (a drink's volume after it), the rest as the file has it. */
const fieldOrder = ['name', 'price'];

/** A dish's fields in the editor's order; its id (made from the name) and the lunch editor's mark are none. */
function dishFields(dish: Schema): [string, Schema][] {
  const node = nodeOf(dish);
  if (node.kind !== 'object') return [];
  const rank = (key: string) => (fieldOrder.includes(key) ? fieldOrder.indexOf(key) : fieldOrder.length);
  return node.shape.filter(([key]) => key !== 'id' && key !== 'copiedFrom').sort(([a], [b]) => rank(a) - rank(b));
}

/** Which Czech (or English) plural a count takes: "1 jídlo", "3 jídla", "5 jídel". */
const pluralOf = (lang: 'cs' | 'en', count: number): 'one' | 'few' | 'other' => {
  const rule = new Intl.PluralRules(lang).select(count);
  return rule === 'one' || rule === 'few' ? rule : 'other';
};

/** A removed dish or group, kept to be put back where it was. */
interface Removed {
  list: string;
  index: number;
  item: unknown;
  name: string;
}

const focusLater = (id: string) => requestAnimationFrame(() => document.getElementById(id)?.focus());
const dishKey = (group: number, dish: number) => `${group}.${dish}`;

interface MenuProps {
  subject: MenuFile;
  /** The list of groups (`sections`, `categories`, `feast.editions.<n>.menu`). */
  path: Path;
  element: Schema;
  value: unknown;
}

export function MenuGroups({ subject, path, element, value }: MenuProps) {
  const { t, lang } = useI18n();
  const form = useForm();
  const { hash } = useLocation();
  const groups = Array.isArray(value) ? (value as unknown[]) : [];
  const parts = groupParts(element);
  const drinks = menuFiles[subject] === 'drinks';
  const base = fieldId(path);
  const [query, setQuery] = useState('');
  const [openGroups, setOpenGroups] = useState<ReadonlySet<number>>(new Set());
  const [openDish, setOpenDish] = useState<string | null>(null);
  const [removed, setRemoved] = useState<Removed | null>(null);
  const [said, setSaid] = useState('');
  // A link to a field inside the menu (the checklist's "Fix", an error, a sample to check) opens its
  // card and row (set while rendering, as the fragment changes), then scrolls to the field and
  // focuses it once it is drawn (an effect, once per fragment).
  const [seenHash, setSeenHash] = useState<string | null>(null);
  if (hash !== seenHash) {
    setSeenHash(hash);
    const place = placeOfField(base, fragmentId(hash));
    if (place) {
      setQuery('');
      setOpenGroups((current) => new Set(current).add(place.group));
      if (place.dish !== null) setOpenDish(dishKey(place.group, place.dish));
    }
  }
  const scrolledFor = useRef<string | null>(null);
  useEffect(() => {
    const id = fragmentId(hash);
    if (scrolledFor.current === hash || !placeOfField(base, id)) return;
    const target = document.getElementById(id);
    if (!target) return;
    scrolledFor.current = hash;
    target.scrollIntoView({ block: 'center' });
    if (target.matches('input, select, textarea')) target.focus({ preventScroll: true });
  });

  const change = (list: Path, next: unknown[]) => {
    form.onChange(list, next);
  };
  const toggleGroup = (index: number) =>
    setOpenGroups((current) => {
      const next = new Set(current);
      if (!next.delete(index)) next.add(index);
      return next;
    });

  const moveGroup = (from: number, to: number) => {
    change(path, moved(groups, from, to));
    // The open cards and row follow their groups.
    const follow = (index: number) =>
      index === from
        ? to
        : from < to && index > from && index <= to
          ? index - 1
          : to < from && index >= to && index < from
            ? index + 1
            : index;
    setOpenGroups((current) => new Set([...current].map(follow)));
    setOpenDish((current) => {
      if (!current) return current;
      const [group, dish] = current.split('.').map(Number) as [number, number];
      return dishKey(follow(group), dish);
    });
    setRemoved(null);
    const name = nameOf(groups[from], lang) ?? t('menus.newSection');
    setSaid(t('menus.moved', { name, place: to + 1, count: groups.length }));
  };
  const groupDrag = useDragSort(groups.length, (from, to) => {
    moveGroup(from, to);
    focusLater(`${base}-${to}-handle`);
  });

  const addGroup = () => {
    if (!element) return;
    change(path, [...groups, blank(element)]);
    setOpenGroups((current) => new Set(current).add(groups.length));
    focusLater(fieldId([...path, groups.length, 'title', 'cs']));
  };
  const removeGroup = (index: number) => {
    const name = nameOf(groups[index], lang) ?? t('menus.newSection');
    setRemoved({ list: pathKey(path), index, item: groups[index], name });
    change(
      path,
      groups.filter((_, other) => other !== index),
    );
    setOpenGroups(
      (current) =>
        new Set([...current].filter((open) => open !== index).map((open) => (open > index ? open - 1 : open))),
    );
    setOpenDish(null);
    setSaid(t('menus.removed', { name }));
    focusLater(`${base}-undo`);
  };

  const undo = () => {
    if (!removed) return;
    const listPath = removed.list.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part));
    // (The list is this menu's groups or one group's dishes: read from the groups.)
    const list = listPath
      .slice(path.length)
      .reduce<unknown>(
        (node, key) =>
          node !== null && typeof node === 'object' ? (node as Record<string | number, unknown>)[key] : undefined,
        groups,
      );
    change(listPath, inserted(Array.isArray(list) ? list : [], removed.index, removed.item));
    setRemoved(null);
    setSaid(t('menus.restored', { name: removed.name }));
  };

  const found = query.trim() === '' ? null : findDishes(groups, query, lang);
  const countWord = drinks ? 'menus.drinks' : 'menus.dishes';

  return (
    <div className="admin-menu" id={base}>
      <div className="admin-field admin-menu-search">
        <label htmlFor={`${base}-search`}>{t('menus.search')}</label>
        <input
          id={`${base}-search`}
          type="search"
          value={query}
          autoComplete="off"
          aria-describedby={`${base}-search-hint`}
          onChange={(event) => setQuery(event.target.value)}
        />
        <p className="admin-muted admin-menu-hint" id={`${base}-search-hint`}>
          {t('menus.searchHint')}
        </p>
      </div>
      <p className="admin-visually-hidden" role="status" aria-live="polite">
        {found ? (found.length > 0 ? t('menus.found', { count: found.length }) : '') : said}
      </p>
      <p className="admin-visually-hidden" id={`${base}-drag-hint`}>
        {t('menus.handleHint')}
      </p>
      {found ? (
        <>
          {found.length === 0 && <p className="admin-muted">{t('menus.nothingFound')}</p>}
          {removed && <RemovedNote removed={removed} onUndo={undo} id={`${base}-undo`} />}
          <ol className="admin-menu-dishes">
            {found.map((hit) => (
              <DishRow
                key={dishKey(hit.group, hit.dish)}
                subject={subject}
                path={[...path, hit.group, 'items']}
                schema={parts.dish}
                dishes={records(records(groups)[hit.group]?.items)}
                index={hit.dish}
                context={hit.groupTitle}
                open={openDish === dishKey(hit.group, hit.dish)}
                onOpen={(open) => {
                  setOpenDish(open ? dishKey(hit.group, hit.dish) : null);
                  if (open) setOpenGroups((current) => new Set(current).add(hit.group));
                }}
                menu={{
                  removed,
                  setRemoved,
                  setSaid,
                  setOpenDish: (dish) => setOpenDish(dish === null ? null : dishKey(hit.group, dish)),
                  undo,
                  base,
                }}
              />
            ))}
          </ol>
        </>
      ) : (
        <>
          <ol className="admin-menu-groups" data-drag-list>
            {groups.map((group, index) => {
              const groupPath = [...path, index];
              const items = records(records(groups)[index]?.items);
              const name = nameOf(group, lang) ?? t('menus.newSection');
              const open = openGroups.has(index) || errorsUnder(form.errors, groupPath);
              const gid = `${base}-${index}`;
              return (
                <li key={index} className="admin-menu-group" data-drag-row style={groupDrag.rowStyle(index)}>
                  {removed?.list === pathKey(path) && removed.index === index && (
                    <RemovedNote removed={removed} onUndo={undo} id={`${base}-undo`} />
                  )}
                  <div className="admin-menu-head">
                    <button
                      type="button"
                      className="admin-menu-toggle"
                      id={`${gid}-toggle`}
                      aria-expanded={open}
                      aria-controls={open ? `${gid}-body` : undefined}
                      onClick={() => toggleGroup(index)}
                    >
                      <span className="admin-menu-title">{name}</span>
                      <span className="admin-muted">
                        {t(`${countWord}.${pluralOf(lang, items.length)}`, { count: items.length })}
                      </span>
                    </button>
                    <DragHandle
                      id={`${gid}-handle`}
                      name={name}
                      hint={`${base}-drag-hint`}
                      disabled={form.disabled}
                      {...groupDrag.handle(index)}
                    />
                  </div>
                  {open && (
                    <div className="admin-menu-body" id={`${gid}-body`}>
                      <details
                        className="admin-menu-fields"
                        open={
                          errorsUnder(form.errors, [...groupPath, 'title']) ||
                          errorsUnder(form.errors, [...groupPath, 'note']) ||
                          nameOf(group, lang) === null ||
                          undefined
                        }
                      >
                        <summary>{t(drinks ? 'menus.categoryFields' : 'menus.sectionFields')}</summary>
                        {parts.fields.map(([key, schema]) => (
                          <Field
                            key={key}
                            schema={schema}
                            path={[...groupPath, key]}
                            value={records(groups)[index]?.[key]}
                          />
                        ))}
                      </details>
                      <ol className="admin-menu-dishes" id={fieldId([...groupPath, 'items'])} data-drag-list>
                        <DishRows
                          subject={subject}
                          path={[...groupPath, 'items']}
                          schema={parts.dish}
                          dishes={items}
                          openDish={
                            openDish?.startsWith(`${index}.`) ? Number(openDish.slice(String(index).length + 1)) : null
                          }
                          menu={{
                            removed,
                            setRemoved,
                            setSaid,
                            setOpenDish: (dish) => setOpenDish(dish === null ? null : dishKey(index, dish)),
                            undo,
                            base,
                          }}
                        />
                      </ol>
                      <FieldErrors path={[...groupPath, 'items']} />
                      <button
                        type="button"
                        className="admin-button"
                        disabled={form.disabled || !parts.dish}
                        onClick={() => {
                          if (!parts.dish) return;
                          change([...groupPath, 'items'], [...items, blank(parts.dish)]);
                          setOpenDish(dishKey(index, items.length));
                          focusLater(fieldId([...groupPath, 'items', items.length, 'name', 'cs']));
                        }}
                      >
                        {t(drinks ? 'menus.addDrink' : 'menus.addDish')}
                      </button>
                      <div className="admin-actions" role="group" aria-label={t('menus.sectionTools', { name })}>
                        <button
                          type="button"
                          className="admin-button admin-button-quiet"
                          disabled={form.disabled || index === 0}
                          onClick={() => moveGroup(index, index - 1)}
                        >
                          {t('common.moveUp')}
                        </button>
                        <button
                          type="button"
                          className="admin-button admin-button-quiet"
                          disabled={form.disabled || index === groups.length - 1}
                          onClick={() => moveGroup(index, index + 1)}
                        >
                          {t('common.moveDown')}
                        </button>
                        <button
                          type="button"
                          className="admin-button admin-button-danger"
                          disabled={form.disabled}
                          onClick={() => removeGroup(index)}
                        >
                          {t('menus.remove')}
                          <span className="admin-visually-hidden">: {name}</span>
                        </button>
                      </div>
                    </div>
                  )}
                </li>
              );
            })}
            {removed?.list === pathKey(path) && removed.index >= groups.length && (
              <li className="admin-menu-group">
                <RemovedNote removed={removed} onUndo={undo} id={`${base}-undo`} />
              </li>
            )}
          </ol>
          <button type="button" className="admin-button" disabled={form.disabled} onClick={addGroup}>
            {t(drinks ? 'menus.addCategory' : 'menus.addSection')}
          </button>
        </>
      )}
      <FieldErrors path={path} />
    </div>
  );
}

function RemovedNote({ removed, onUndo, id }: { removed: Removed; onUndo(): void; id: string }) {
  const { t } = useI18n();
  const { disabled } = useForm();
  return (
    <div className="admin-menu-removed">
      <span>{t('menus.removed', { name: removed.name })}</span>
      <button type="button" className="admin-button" id={id} disabled={disabled} onClick={onUndo}>
        {t('menus.undo')}
      </button>
    </div>
  );
}

function DragHandle({
  id,
  name,
  hint,
  disabled,
  ...handlers
}: { id: string; name: string; hint: string; disabled: boolean } & ReturnType<
  ReturnType<typeof useDragSort>['handle']
>) {
  const { t } = useI18n();
  return (
    <button
      type="button"
      className="admin-drag-handle"
      id={id}
      aria-label={t('menus.handle', { name })}
      aria-describedby={hint}
      disabled={disabled}
      {...handlers}
    >
      <span aria-hidden="true">⠿</span>
    </button>
  );
}

/** What a row needs from the menu around it: the removed item, the announcements, which row is open. */
interface MenuHooks {
  removed: Removed | null;
  setRemoved(removed: Removed | null): void;
  setSaid(text: string): void;
  setOpenDish(dish: number | null): void;
  undo(): void;
  base: string;
}

function DishRows({
  subject,
  path,
  schema,
  dishes,
  openDish,
  menu,
}: {
  subject: MenuFile;
  path: Path;
  schema: Schema | null;
  dishes: Record<string, unknown>[];
  openDish: number | null;
  menu: MenuHooks;
}) {
  const { t, lang } = useI18n();
  const form = useForm();
  const base = fieldId(path);
  const drag = useDragSort(dishes.length, (from, to) => {
    form.onChange(path, moved(dishes, from, to));
    if (openDish !== null)
      menu.setOpenDish(
        openDish === from
          ? to
          : from < to && openDish > from && openDish <= to
            ? openDish - 1
            : to < from && openDish >= to && openDish < from
              ? openDish + 1
              : openDish,
      );
    menu.setRemoved(null);
    menu.setSaid(
      t('menus.moved', {
        name: nameOf(dishes[from], lang) ?? t(menuFiles[subject] === 'drinks' ? 'menus.newDrink' : 'menus.newDish'),
        place: to + 1,
        count: dishes.length,
      }),
    );
    focusLater(`${base}-${to}-handle`);
  });
  const removedHere = menu.removed?.list === pathKey(path) ? menu.removed : null;
  return (
    <>
      {dishes.map((_, index) => (
        <DishRow
          key={index}
          subject={subject}
          path={path}
          schema={schema}
          dishes={dishes}
          index={index}
          open={openDish === index}
          onOpen={(open) => menu.setOpenDish(open ? index : null)}
          menu={menu}
          drag={{ handle: drag.handle(index), style: drag.rowStyle(index) }}
          before={
            removedHere?.index === index ? (
              <RemovedNote removed={removedHere} onUndo={menu.undo} id={`${menu.base}-undo`} />
            ) : null
          }
        />
      ))}
      {removedHere && removedHere.index >= dishes.length && (
        <li className="admin-menu-dish">
          <RemovedNote removed={removedHere} onUndo={menu.undo} id={`${menu.base}-undo`} />
        </li>
      )}
    </>
  );
}

interface DishRowProps {
  subject: MenuFile;
  /** The list of dishes the row is in (`…, <group>, items`). */
  path: Path;
  schema: Schema | null;
  dishes: Record<string, unknown>[];
  index: number;
  open: boolean;
  onOpen(open: boolean): void;
  menu: MenuHooks;
  /** The group's title, said beside a search's hit. */
  context?: string;
  drag?: {
    handle: ReturnType<ReturnType<typeof useDragSort>['handle']>;
    style: ReturnType<ReturnType<typeof useDragSort>['rowStyle']>;
  };
  before?: ReactNode;
}

function DishRow({
  subject,
  path,
  schema,
  dishes,
  index,
  open: chosen,
  onOpen,
  menu,
  context,
  drag,
  before,
}: DishRowProps) {
  const { t, lang } = useI18n();
  const form = useForm();
  const allergenName = useAllergenName();
  const dietName = useDietName();
  const dish = dishes[index] ?? {};
  const dishPath = [...path, index];
  const id = fieldId(dishPath);
  const drinks = menuFiles[subject] === 'drinks';
  const name = nameOf(dish, lang) ?? t(drinks ? 'menus.newDrink' : 'menus.newDish');
  const open = chosen || errorsUnder(form.errors, dishPath);
  const price = priceText(dish.price, lang) || t('menus.noPrice');
  const tags = [
    Array.isArray(dish.allergens) ? dish.allergens.join(', ') : '',
    ...(Array.isArray(dish.diet) ? dish.diet.map(dietName) : []),
  ]
    .filter(Boolean)
    .join(' · ');
  const soldOutToday = dish.soldOut === pragueDate(new Date());

  const list = (next: unknown[]) => form.onChange(path, next);
  const move = (to: number) => {
    list(moved(dishes, index, to));
    menu.setRemoved(null);
    menu.setOpenDish(to);
    menu.setSaid(t('menus.moved', { name, place: to + 1, count: dishes.length }));
  };
  const close = () => {
    onOpen(false);
    focusLater(`${id}-toggle`);
  };
  return (
    <li className="admin-menu-dish" data-drag-row style={drag?.style}>
      {before}
      <div className="admin-menu-head">
        <button
          type="button"
          className="admin-menu-toggle admin-menu-dish-toggle"
          id={`${id}-toggle`}
          aria-expanded={open}
          aria-controls={open ? `${id}-body` : undefined}
          onClick={() => onOpen(!open)}
        >
          <span className="admin-menu-dish-line">
            <span className="admin-menu-title">{name}</span>
            <span className="admin-menu-price">{price}</span>
          </span>
          {(context || tags || soldOutToday) && (
            <span className="admin-muted admin-menu-tags">
              {[context, soldOutToday ? t('menus.soldOut') : '', tags].filter(Boolean).join(' · ')}
              {tags && (
                // The numbers' names for a screen reader ("Alergeny: 1 Lepek, 7 Mléko").
                <span className="admin-visually-hidden">
                  {' '}
                  ({t('dish.allergens')}:{' '}
                  {(Array.isArray(dish.allergens) ? dish.allergens : []).map(allergenName).join(', ')})
                </span>
              )}
            </span>
          )}
        </button>
        {drag && (
          <DragHandle
            id={`${id}-handle`}
            name={name}
            hint={`${menu.base}-drag-hint`}
            disabled={form.disabled}
            {...drag.handle}
          />
        )}
      </div>
      {open && schema && (
        <div className="admin-menu-body" id={`${id}-body`} role="group" aria-label={name}>
          {dishFields(schema).map(([key, field]) => (
            <Field key={key} schema={field} path={[...dishPath, key]} value={dish[key]} />
          ))}
          <div className="admin-actions">
            <button type="button" className="admin-button admin-button-primary" onClick={close}>
              {t('menus.done')}
            </button>
            <button
              type="button"
              className="admin-button"
              disabled={form.disabled}
              onClick={() => {
                list(inserted(dishes, index + 1, duplicateOf(dish)));
                menu.setOpenDish(index + 1);
                focusLater(fieldId([...path, index + 1, 'name', 'cs']));
              }}
            >
              {t('menus.duplicate')}
            </button>
            {drag && (
              <>
                <button
                  type="button"
                  className="admin-button admin-button-quiet"
                  disabled={form.disabled || index === 0}
                  onClick={() => move(index - 1)}
                >
                  {t('common.moveUp')}
                </button>
                <button
                  type="button"
                  className="admin-button admin-button-quiet"
                  disabled={form.disabled || index === dishes.length - 1}
                  onClick={() => move(index + 1)}
                >
                  {t('common.moveDown')}
                </button>
              </>
            )}
            <button
              type="button"
              className="admin-button admin-button-danger"
              disabled={form.disabled}
              onClick={() => {
                menu.setRemoved({ list: pathKey(path), index, item: dish, name });
                list(dishes.filter((_, other) => other !== index));
                menu.setOpenDish(null);
                menu.setSaid(t('menus.removed', { name }));
                focusLater(`${menu.base}-undo`);
              }}
            >
              {t('menus.remove')}
              <span className="admin-visually-hidden">: {name}</span>
            </button>
          </div>
        </div>
      )}
    </li>
  );
}
