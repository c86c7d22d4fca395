/**
 * A menu edited as a menu (the food menu's sections, the drinks' categories, a feast edition's
 * groups): each group a folded card with its title and count; open, its dishes as rows (name,
 * price, allergens, diet tags) that open to be edited in place; add, duplicate, move (drag the
 * handle, the arrow keys on it, or the buttons), remove with "undo"; a search by name across the
 * menu. The fields themselves are the schema-driven form's (schema-form.tsx), so the save, the
 * server's checks and their messages beside the fields are the content editor's.
 */
import { useEffect, useRef, useState, type MouseEvent, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
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
export const pluralOf = (lang: 'cs' | 'en', count: number): 'one' | 'few' | 'other' => {
  const rule = new Intl.PluralRules(lang).select(count);
  return rule === 'one' || rule === 'few' ? rule : 'other';
};

/** A removed dish or group, kept to be put back where it was. */
interface Removed {
  /** The list it was in (this menu's groups, or one group's dishes). */
  list: Path;
  index: number;
  item: unknown;
  name: string;
}

/** A group's dishes as the file has them (a hand-edited one may hold anything: moves keep it as it is). */
const itemsOf = (group: unknown): unknown[] => {
  const items = group !== null && typeof group === 'object' ? (group as { items?: unknown }).items : undefined;
  return Array.isArray(items) ? items : [];
};

const focusLater = (id: string) => requestAnimationFrame(() => document.getElementById(id)?.focus());
/** Focuses the first of these elements that exists and can be used (a move button at the list's end is disabled). */
const focusFirst = (...ids: string[]) => {
  for (const id of ids) {
    const element = document.getElementById(id);
    if (element && !(element as HTMLButtonElement).disabled) return element.focus();
  }
};
/** Where an index of a list ends up when the item at `from` moves to `to`. */
const following = (from: number, to: number) => (index: number) =>
  index === from
    ? to
    : from < to && index > from && index <= to
      ? index - 1
      : to < from && index >= to && index < from
        ? index + 1
        : index;

/**
 * A row opened by a tap: the one open before it closes, and the page is scrolled by as much as that
 * moved the tapped row, so it stays under the finger.
 */
function keepInPlace(event: MouseEvent<HTMLElement>, open: () => void): void {
  const target = event.currentTarget;
  const before = target.getBoundingClientRect().top;
  flushSync(open);
  window.scrollBy(0, target.getBoundingClientRect().top - before);
}
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
  // Groups whose own fields (title, note) are unfolded: a new one's, until the owner folds them.
  const [fieldsOpen, setFieldsOpen] = useState<ReadonlySet<number>>(new Set());
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
    // (A link to a whole dish, as a sample of a list names it, lands on its row.)
    const target = document.getElementById(id) ?? document.getElementById(`${id}-toggle`);
    if (!target) return;
    scrolledFor.current = hash;
    target.scrollIntoView({ block: 'center' });
    if (target.matches('input, select, textarea, button')) target.focus({ preventScroll: true });
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
    const follow = following(from, to);
    setOpenGroups((current) => new Set([...current].map(follow)));
    setFieldsOpen((current) => new Set([...current].map(follow)));
    setOpenDish((current) => {
      if (!current) return current;
      const [group, dish] = current.split('.').map(Number) as [number, number];
      return dishKey(follow(group), dish);
    });
    setRemoved(null);
    const name = nameOf(groups[from], lang) ?? t('menus.newSection');
    setSaid(t('menus.moved', { name, place: to + 1, count: groups.length }));
  };
  const groupDrag = useDragSort(groups.length, moveGroup);

  const addGroup = () => {
    if (!element) return;
    change(path, [...groups, blank(element)]);
    setOpenGroups((current) => new Set(current).add(groups.length));
    setFieldsOpen((current) => new Set(current).add(groups.length));
    focusLater(fieldId([...path, groups.length, 'title', 'cs']));
  };
  const removeGroup = (index: number) => {
    const name = nameOf(groups[index], lang) ?? t('menus.newSection');
    setRemoved({ list: path, index, item: groups[index], name });
    change(
      path,
      groups.filter((_, other) => other !== index),
    );
    const gone = (current: ReadonlySet<number>) =>
      new Set([...current].filter((open) => open !== index).map((open) => (open > index ? open - 1 : open)));
    setOpenGroups(gone);
    setFieldsOpen(gone);
    setOpenDish(null);
    setSaid(t('menus.removed', { name }));
    focusLater(`${base}-undo`);
  };

  const undo = () => {
    if (!removed) return;
    const listPath = removed.list;
    // (The list is this menu's groups or one group's dishes: read from the groups.)
    const list = listPath
      .slice(path.length)
      .reduce<unknown>(
        (node, key) =>
          node !== null && typeof node === 'object' ? (node as Record<string | number, unknown>)[key] : undefined,
        groups,
      );
    const at = Math.min(removed.index, Array.isArray(list) ? list.length : 0);
    flushSync(() => {
      change(listPath, inserted(Array.isArray(list) ? list : [], removed.index, removed.item));
      setRemoved(null);
      setSaid(t('menus.restored', { name: removed.name }));
    });
    // The focus on the row put back.
    focusFirst(`${fieldId([...listPath, at])}-toggle`);
  };

  const found = query.trim() === '' ? null : findDishes(groups, query, lang);
  const countWord = `menus.${menuFiles[subject]}` as const;

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
        {query !== '' && (
          <button
            type="button"
            className="admin-button admin-button-quiet"
            onClick={() => {
              setQuery('');
              document.getElementById(`${base}-search`)?.focus();
            }}
          >
            {t('menus.clearSearch')}
          </button>
        )}
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
          {removed && <RemovedNote name={removed.name} onUndo={undo} id={`${base}-undo`} />}
          <ol className="admin-menu-dishes">
            {found.map((hit) => (
              <DishRow
                key={dishKey(hit.group, hit.dish)}
                subject={subject}
                path={[...path, hit.group, 'items']}
                schema={parts.dish}
                dishes={itemsOf(groups[hit.group])}
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
              const items = itemsOf(group);
              const name = nameOf(group, lang) ?? t('menus.newSection');
              const open = openGroups.has(index) || errorsUnder(form.errors, groupPath);
              const gid = `${base}-${index}`;
              return (
                <li key={index} className="admin-menu-group" data-drag-row style={groupDrag.rowStyle(index)}>
                  {removed && pathKey(removed.list) === pathKey(path) && removed.index === index && (
                    <RemovedNote name={removed.name} onUndo={undo} id={`${base}-undo`} />
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
                      {...groupDrag.handle(index, () => {
                        // Tapped (not dragged): the card opens with the focus on its move buttons.
                        flushSync(() => setOpenGroups((current) => new Set(current).add(index)));
                        focusFirst(`${gid}-up`, `${gid}-down`);
                      })}
                    />
                  </div>
                  {open && (
                    <div className="admin-menu-body" id={`${gid}-body`}>
                      <details
                        className="admin-menu-fields"
                        open={
                          fieldsOpen.has(index) ||
                          errorsUnder(form.errors, [...groupPath, 'title']) ||
                          errorsUnder(form.errors, [...groupPath, 'note']) ||
                          undefined
                        }
                        onToggle={(event) => {
                          const unfolded = event.currentTarget.open;
                          setFieldsOpen((current) => {
                            if (current.has(index) === unfolded) return current;
                            const next = new Set(current);
                            if (unfolded) next.add(index);
                            else next.delete(index);
                            return next;
                          });
                        }}
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
                      <div
                        className="admin-actions"
                        role="group"
                        aria-label={t(drinks ? 'menus.categoryTools' : 'menus.sectionTools', { name })}
                      >
                        {([-1, 1] as const).map((by) => (
                          <button
                            key={by}
                            type="button"
                            id={`${gid}-${by < 0 ? 'up' : 'down'}`}
                            className="admin-button admin-button-quiet"
                            disabled={form.disabled || index + by < 0 || index + by >= groups.length}
                            onClick={() => {
                              flushSync(() => moveGroup(index, index + by));
                              // The focus stays on the same button, now of the moved card (or the other one at the end).
                              const moved = `${base}-${index + by}`;
                              focusFirst(`${moved}-${by < 0 ? 'up' : 'down'}`, `${moved}-${by < 0 ? 'down' : 'up'}`);
                            }}
                          >
                            {t(
                              by < 0
                                ? drinks
                                  ? 'menus.categoryUp'
                                  : 'menus.sectionUp'
                                : drinks
                                  ? 'menus.categoryDown'
                                  : 'menus.sectionDown',
                            )}
                          </button>
                        ))}
                        <button
                          type="button"
                          className="admin-button admin-button-danger"
                          disabled={form.disabled}
                          aria-label={`${t(drinks ? 'menus.removeCategory' : 'menus.removeSection')}: ${name}`}
                          onClick={() => removeGroup(index)}
                        >
                          {t(drinks ? 'menus.removeCategory' : 'menus.removeSection')}
                        </button>
                      </div>
                    </div>
                  )}
                </li>
              );
            })}
            {removed && pathKey(removed.list) === pathKey(path) && removed.index >= groups.length && (
              <li className="admin-menu-group">
                <RemovedNote name={removed.name} onUndo={undo} id={`${base}-undo`} />
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

/** Where a removed dish, section or edition was: its name and "Vrátit zpět". */
export function RemovedNote({ name, onUndo, id }: { name: string; onUndo(): void; id: string }) {
  const { t } = useI18n();
  const { disabled } = useForm();
  return (
    <div className="admin-menu-removed">
      <span>{t('menus.removed', { name })}</span>
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
      data-drag-handle
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
  dishes: unknown[];
  openDish: number | null;
  menu: MenuHooks;
}) {
  const { t, lang } = useI18n();
  const form = useForm();
  const drag = useDragSort(dishes.length, (from, to) => {
    form.onChange(path, moved(dishes, from, to));
    if (openDish !== null) menu.setOpenDish(following(from, to)(openDish));
    menu.setRemoved(null);
    menu.setSaid(
      t('menus.moved', {
        name: nameOf(dishes[from], lang) ?? t(menuFiles[subject] === 'drinks' ? 'menus.newDrink' : 'menus.newDish'),
        place: to + 1,
        count: dishes.length,
      }),
    );
  });
  const removedHere = menu.removed && pathKey(menu.removed.list) === pathKey(path) ? menu.removed : null;
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
          drag={{
            // Tapped (not dragged): the row opens with the focus on its move buttons.
            handle: drag.handle(index, () => {
              flushSync(() => menu.setOpenDish(index));
              focusFirst(`${fieldId([...path, index])}-up`, `${fieldId([...path, index])}-down`);
            }),
            style: drag.rowStyle(index),
          }}
          before={
            removedHere?.index === index ? (
              <RemovedNote name={removedHere.name} onUndo={menu.undo} id={`${menu.base}-undo`} />
            ) : null
          }
        />
      ))}
      {removedHere && removedHere.index >= dishes.length && (
        <li className="admin-menu-dish">
          <RemovedNote name={removedHere.name} onUndo={menu.undo} id={`${menu.base}-undo`} />
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
  dishes: unknown[];
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
  const dish = records(dishes)[index] ?? {};
  const dishPath = [...path, index];
  const id = fieldId(dishPath);
  const drinks = menuFiles[subject] === 'drinks';
  const name = nameOf(dish, lang) ?? t(drinks ? 'menus.newDrink' : 'menus.newDish');
  const open = chosen || errorsUnder(form.errors, dishPath);
  const number = priceText(dish.price, lang);
  const price = number ? t('menus.price', { price: number }) : t('menus.noPrice');
  const tags = [
    Array.isArray(dish.allergens) ? dish.allergens.join(', ') : '',
    ...(Array.isArray(dish.diet) ? dish.diet.map(dietName) : []),
  ]
    .filter(Boolean)
    .join(' · ');
  const soldOutToday = dish.soldOut === pragueDate(new Date());

  const list = (next: unknown[]) => form.onChange(path, next);
  const move = (by: -1 | 1) => {
    const to = index + by;
    flushSync(() => {
      list(moved(dishes, index, to));
      menu.setRemoved(null);
      menu.setOpenDish(to);
      menu.setSaid(t('menus.moved', { name, place: to + 1, count: dishes.length }));
    });
    // The focus stays on the same button, now of the moved row (or the other one at the list's end).
    const movedRow = fieldId([...path, to]);
    focusFirst(`${movedRow}-${by < 0 ? 'up' : 'down'}`, `${movedRow}-${by < 0 ? 'down' : 'up'}`);
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
          onClick={(event) => keepInPlace(event, () => onOpen(!open))}
        >
          <span className="admin-menu-dish-line">
            <span className="admin-menu-title">{name}</span>
            <span className="admin-menu-price">{price}</span>
          </span>
          {(context || tags || soldOutToday) && (
            <span className="admin-muted admin-menu-tags">
              {[context, soldOutToday ? t('menus.soldOut') : ''].filter(Boolean).join(' · ')}
              {(context || soldOutToday) && tags ? ' · ' : ''}
              {/* The numbers as they are seen; their names for a screen reader ("Alergeny: 1 Lepek, 7 Mléko"). */}
              {tags && <span aria-hidden="true">{tags}</span>}
              {tags && (
                <span className="admin-visually-hidden">
                  {[
                    Array.isArray(dish.allergens) && dish.allergens.length > 0
                      ? `${t('dish.allergens')}: ${dish.allergens.map(allergenName).join(', ')}`
                      : '',
                    ...(Array.isArray(dish.diet) ? dish.diet.map(dietName) : []),
                  ]
                    .filter(Boolean)
                    .join(', ')}
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
                list(
                  inserted(
                    dishes,
                    index + 1,
                    duplicateOf(dishes[index], { cs: t('menus.copyMark.cs'), en: t('menus.copyMark.en') }),
                  ),
                );
                menu.setOpenDish(index + 1);
                // The copy's name in the admin's language, to be changed first.
                focusLater(fieldId([...path, index + 1, 'name', lang]));
              }}
            >
              {t('menus.duplicate')}
            </button>
            {drag && (
              <>
                <button
                  type="button"
                  id={`${id}-up`}
                  className="admin-button admin-button-quiet"
                  disabled={form.disabled || index === 0}
                  onClick={() => move(-1)}
                >
                  {t('common.moveUp')}
                </button>
                <button
                  type="button"
                  id={`${id}-down`}
                  className="admin-button admin-button-quiet"
                  disabled={form.disabled || index === dishes.length - 1}
                  onClick={() => move(1)}
                >
                  {t('common.moveDown')}
                </button>
              </>
            )}
            <button
              type="button"
              className="admin-button admin-button-danger"
              disabled={form.disabled}
              aria-label={`${t('menus.remove')}: ${name}`}
              onClick={() => {
                menu.setRemoved({ list: path, index, item: dishes[index], name });
                list(dishes.filter((_, other) => other !== index));
                menu.setOpenDish(null);
                menu.setSaid(t('menus.removed', { name }));
                focusLater(`${menu.base}-undo`);
              }}
            >
              {t('menus.remove')}
            </button>
          </div>
        </div>
      )}
    </li>
  );
}
