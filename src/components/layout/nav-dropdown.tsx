import { useCallback, useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { NavLink } from '../ui/site-link';
import { useTranslation } from 'react-i18next';
import { pagePaths } from '../../page-ids';
import { ChevronDownIcon } from '../ui/icons';
import { useLocalizedPath } from '../ui/lang-context';
import { menuPageKeys } from './nav-items';

const OPEN_DELAY_MS = 100;
const CLOSE_DELAY_MS = 150;

/**
 * The header's "Menu" disclosure: a button that shows a list of four links.
 * Enter/Space toggle it, ArrowDown/ArrowUp open it and move between the links,
 * Home/End jump, Escape closes it and returns focus to the button; a mouse
 * opens it on hover. Without JavaScript the list shows on hover and focus (CSS).
 */
export function NavDropdown() {
  const { t } = useTranslation();
  const localize = useLocalizedPath();
  const [open, setOpen] = useState(false);
  const listId = useId();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const hoverTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const links = () => Array.from(listRef.current?.querySelectorAll<HTMLAnchorElement>('a') ?? []);
  const focusLink = (index: number) => {
    const all = links();
    all[(index + all.length) % all.length]?.focus();
  };
  const openAndFocus = (index: number) => {
    setOpen(true);
    // The list is rendered (just hidden) at all times, so it can take focus at once.
    requestAnimationFrame(() => focusLink(index));
  };
  const close = useCallback((returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  }, []);

  useEffect(() => () => clearTimeout(hoverTimer.current), []);

  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      openAndFocus(0);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      openAndFocus(-1);
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      close(true);
    }
  };

  const onListKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const all = links();
    const current = all.indexOf(document.activeElement as HTMLAnchorElement);
    const moves: Record<string, number> = { ArrowDown: current + 1, ArrowUp: current - 1, Home: 0, End: -1 };
    if (event.key in moves) {
      event.preventDefault();
      focusLink(moves[event.key] ?? 0);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      close(true);
    }
  };

  const hover = (next: boolean) => (event: React.PointerEvent) => {
    if (event.pointerType !== 'mouse') return;
    clearTimeout(hoverTimer.current);
    hoverTimer.current = setTimeout(() => setOpen(next), next ? OPEN_DELAY_MS : CLOSE_DELAY_MS);
  };

  return (
    <li
      className="nav-dropdown"
      data-open={open ? '' : undefined}
      onPointerEnter={hover(true)}
      onPointerLeave={hover(false)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        className="nav-link nav-dropdown__button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpen((value) => !value)}
        onKeyDown={onButtonKeyDown}
      >
        {t('nav.menu')}
        <ChevronDownIcon className="nav-dropdown__chevron" />
      </button>
      <ul id={listId} ref={listRef} className="nav-dropdown__list" aria-label={t('nav.menuLabel')} onKeyDown={onListKeyDown}>
        {menuPageKeys.map((key) => (
          <li key={key}>
            <NavLink to={localize(pagePaths[key])} className="nav-dropdown__link" onClick={() => setOpen(false)}>
              {t(`nav.${key}`)}
            </NavLink>
          </li>
        ))}
      </ul>
    </li>
  );
}
