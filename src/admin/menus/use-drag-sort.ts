import { useRef, useState, type CSSProperties, type KeyboardEvent, type PointerEvent } from 'react';
import { flushSync } from 'react-dom';

interface Drag {
  from: number;
  to: number;
  /** How far the pointer has gone since it went down (px). */
  dx: number;
  dy: number;
}

/**
 * Reordering a list by a handle: dragged with a finger, a pen or a mouse (pointer events, the
 * pointer captured by the handle, so the page does not scroll under it: `touch-action: none`), or
 * moved one place with the arrow keys while the handle has the focus (which follows its row). The
 * rows are the list's children marked `data-drag-row`; while one is dragged it follows the pointer and the others make
 * room. `onMove(from, to)` is called once, when the pointer is let go over another place.
 * In a `grid` (the photos' thumbnails) the dragged one follows the pointer both ways, the place
 * it would take is outlined (the others stay), and the arrow keys go either way.
 */
export function useDragSort(
  count: number,
  onMove: (from: number, to: number) => void,
  layout: 'list' | 'grid' = 'list',
) {
  const [drag, setDrag] = useState<Drag | null>(null);
  // The drag as the events see it: a pointer's moves are rendered when React gets to them, and its
  // release may come first (the state above is only what is drawn).
  const current = useRef<Drag | null>(null);
  // The rows' places when the drag began (they move only by the transforms below while it lasts).
  const rows = useRef<DOMRect[]>([]);
  const start = useRef({ x: 0, y: 0 });
  // Whether the pointer went further than a tap's wobble since it went down (then no click follows).
  const travelled = useRef(false);
  const set = (next: Drag | null) => {
    current.current = next;
    setDrag(next);
  };

  const targetOf = (from: number, dx: number, dy: number): number => {
    const row = rows.current[from];
    if (!row) return from;
    if (layout === 'grid') {
      // The place whose middle is nearest the dragged one's.
      const [x, y] = [row.left + row.width / 2 + dx, row.top + row.height / 2 + dy];
      const distance = (other: DOMRect) =>
        Math.hypot(other.left + other.width / 2 - x, other.top + other.height / 2 - y);
      return rows.current.reduce(
        (best, other, index) => (distance(other) < distance(rows.current[best]!) ? index : best),
        from,
      );
    }
    const middle = row.top + row.height / 2 + dy;
    let to = 0;
    rows.current.forEach((other, index) => {
      if (index !== from && other.top + other.height / 2 < middle) to += 1;
    });
    return to;
  };

  /**
   * The move, drawn at once, and the focus on the moved row's handle (`data-drag-handle`, the first
   * in the row): a next key press, however quick, finds the handle of the row it moves.
   */
  const moveAndFocus = (list: Element | null, from: number, to: number) => {
    flushSync(() => onMove(from, to));
    const row = list ? [...list.children].filter((child) => child.hasAttribute('data-drag-row'))[to] : undefined;
    row?.querySelector<HTMLElement>('[data-drag-handle]')?.focus();
  };

  /** A handle's events; `activate`, when given, is what a tap, Enter or Space on it does (not a drag). */
  const handle = (index: number, activate?: () => void) => ({
    onPointerDown(event: PointerEvent<HTMLElement>) {
      if (event.button !== 0 || count < 2) return;
      const list = event.currentTarget.closest('[data-drag-list]');
      if (!list) return;
      event.preventDefault();
      event.currentTarget.setPointerCapture(event.pointerId);
      rows.current = [...list.children]
        .filter((child) => child.hasAttribute('data-drag-row'))
        .map((child) => child.getBoundingClientRect());
      start.current = { x: event.clientX, y: event.clientY };
      travelled.current = false;
      set({ from: index, to: index, dx: 0, dy: 0 });
    },
    onPointerMove(event: PointerEvent<HTMLElement>) {
      const now = current.current;
      if (!now || now.from !== index) return;
      const [dx, dy] = [layout === 'grid' ? event.clientX - start.current.x : 0, event.clientY - start.current.y];
      if (Math.hypot(dx, dy) > 6) travelled.current = true;
      set({ from: index, to: targetOf(index, dx, dy), dx, dy });
    },
    onPointerUp(event: PointerEvent<HTMLElement>) {
      const now = current.current;
      if (!now || now.from !== index) return;
      set(null);
      if (now.to !== now.from) moveAndFocus(event.currentTarget.closest('[data-drag-list]'), now.from, now.to);
    },
    onPointerCancel() {
      set(null);
    },
    onClick() {
      if (travelled.current) travelled.current = false;
      else activate?.();
    },
    onKeyDown(event: KeyboardEvent<HTMLElement>) {
      const back = event.key === 'ArrowUp' || (layout === 'grid' && event.key === 'ArrowLeft');
      const on = event.key === 'ArrowDown' || (layout === 'grid' && event.key === 'ArrowRight');
      const by = back ? -1 : on ? 1 : 0;
      if (by === 0) return;
      event.preventDefault();
      const to = index + by;
      if (to >= 0 && to < count) moveAndFocus(event.currentTarget.closest('[data-drag-list]'), index, to);
    },
  });

  /** A row's offset while another is dragged across it (or its own, following the pointer). */
  const rowStyle = (index: number): CSSProperties | undefined => {
    if (!drag) return undefined;
    if (index === drag.from)
      return { transform: `translate(${drag.dx}px, ${drag.dy}px)`, zIndex: 1, position: 'relative' };
    if (layout === 'grid')
      return index === drag.to ? { outline: '3px dashed currentColor', outlineOffset: '2px' } : undefined;
    // The dragged row's height and the gap after it: what the others move by to make room.
    const [dragged, next] = [rows.current[drag.from], rows.current[drag.from + 1] ?? rows.current[drag.from - 1]];
    const step = dragged && next ? Math.abs(next.top - dragged.top) : (dragged?.height ?? 0);
    if (drag.from < drag.to && index > drag.from && index <= drag.to) return { transform: `translateY(${-step}px)` };
    if (drag.to < drag.from && index >= drag.to && index < drag.from) return { transform: `translateY(${step}px)` };
    return undefined;
  };

  return { handle, rowStyle, dragging: drag?.from ?? null };
}
