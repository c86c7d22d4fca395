import { useEffect, useId, useReducer, useRef, type KeyboardEvent, type PointerEvent } from 'react';
import { NavLink } from '../ui/site-link';
import { useTranslation } from 'react-i18next';
import { pagePaths } from '../../page-ids';
import { ChevronDownIcon } from '../ui/icons';
import { useLocalizedPath } from '../../lang-context';
import { menuPageKeys } from './nav-items';
import { nextDropdownMode, type DropdownEvent } from './dropdown-mode';

/** A mouse passing over the button on its way elsewhere opens nothing. */
const OPEN_DELAY_MS = 100;
/** A mouse slipping off the list's edge for a moment closes nothing. */
const CLOSE_DELAY_MS = 150;

/**
 * The header's "Menu" disclosure: a button that shows a list of four links.
 * A mouse resting on it opens it, and a click then pins it open (dropdown-mode.ts); otherwise a
 * click or tap toggles it. Enter/Space toggle it, ArrowDown/ArrowUp open it and move between the
 * links, Home/End jump. Escape (focus returns to the button), a click or tap outside and focus
 * leaving close it. Without JavaScript the list shows on hover and focus (CSS).
 */
export function NavDropdown() {
  const { t } = useTranslation();
  const localize = useLocalizedPath();
  const [mode, dispatch] = useReducer(nextDropdownMode, 'closed');
  const open = mode !== 'closed';
  const listId = useId();
  const itemRef = useRef<HTMLLIElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const hoverTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const links = () => Array.from(listRef.current?.querySelectorAll<HTMLAnchorElement>('a') ?? []);
  const focusLink = (index: number) => {
    const all = links();
    all[(index + all.length) % all.length]?.focus();
  };
  const openAndFocus = (index: number) => {
    dispatch('open');
    // The list is rendered (just hidden) at all times, so it can take focus at once.
    requestAnimationFrame(() => focusLink(index));
  };
  /** Any decision the guest makes replaces a hover's pending one. */
  const now = (event: DropdownEvent) => {
    clearTimeout(hoverTimer.current);
    dispatch(event);
  };

  useEffect(() => () => clearTimeout(hoverTimer.current), []);

  useEffect(() => {
    if (!open) return;
    // Escape anywhere, or a press (mouse, touch, pen) outside the dropdown.
    const onOutside = (event: globalThis.KeyboardEvent | globalThis.PointerEvent) => {
      const item = itemRef.current;
      if ('key' in event ? event.key !== 'Escape' : item?.contains(event.target as Node)) return;
      const focusInside = item?.contains(document.activeElement);
      clearTimeout(hoverTimer.current);
      dispatch('dismiss');
      if (focusInside && 'key' in event) buttonRef.current?.focus();
    };
    document.addEventListener('pointerdown', onOutside);
    document.addEventListener('keydown', onOutside);
    return () => {
      document.removeEventListener('pointerdown', onOutside);
      document.removeEventListener('keydown', onOutside);
    };
  }, [open]);

  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      openAndFocus(event.key === 'ArrowDown' ? 0 : -1);
    }
  };

  const onListKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const all = links();
    const current = all.indexOf(document.activeElement as HTMLAnchorElement);
    const moves: Record<string, number> = { ArrowDown: current + 1, ArrowUp: current - 1, Home: 0, End: -1 };
    if (event.key in moves) {
      event.preventDefault();
      focusLink(moves[event.key] ?? 0);
    }
  };

  // Touch and pen have no hover: their tap is a click, which toggles.
  const later = (pointer: PointerEvent, event: DropdownEvent, delay: number) => {
    if (pointer.pointerType !== 'mouse') return;
    clearTimeout(hoverTimer.current);
    hoverTimer.current = setTimeout(() => dispatch(event), delay);
  };

  return (
    <li
      ref={itemRef}
      className="nav-dropdown"
      data-open={open ? '' : undefined}
      onPointerEnter={(pointer) => later(pointer, 'hover', OPEN_DELAY_MS)}
      onPointerLeave={(pointer) => later(pointer, 'leave', CLOSE_DELAY_MS)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) now('dismiss');
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        className="nav-link nav-dropdown__button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => now('click')}
        onKeyDown={onButtonKeyDown}
      >
        {t('nav.menu')}
        <ChevronDownIcon className="nav-dropdown__chevron" />
      </button>
      <ul
        id={listId}
        ref={listRef}
        className="nav-dropdown__list"
        aria-label={t('nav.menuLabel')}
        onKeyDown={onListKeyDown}
      >
        {menuPageKeys.map((key) => (
          <li key={key}>
            <NavLink to={localize(pagePaths[key])} className="nav-dropdown__link" onClick={() => now('dismiss')}>
              {t(`nav.${key}`)}
            </NavLink>
          </li>
        ))}
      </ul>
    </li>
  );
}
