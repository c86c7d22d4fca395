/**
 * How the header's Menu dropdown is open: not at all, because a mouse rests on it (it closes when
 * the mouse leaves), or pinned by a click, a tap or the keyboard (only Escape, a click outside,
 * focus leaving, a chosen link or a second click close it).
 */
export type DropdownMode = 'closed' | 'hover' | 'pinned';

export type DropdownEvent =
  /** The mouse rested on the dropdown (after a short delay, so that passing over it opens nothing). */
  | 'hover'
  /** The mouse left it (after a short delay, so that a slip off the edge closes nothing). */
  | 'leave'
  /** A click, tap, Enter or Space on the button. */
  | 'click'
  /** ArrowDown or ArrowUp on the button: open and move into the list. */
  | 'open'
  /** Escape, a click outside, focus leaving, a link chosen. */
  | 'dismiss';

/**
 * The rule: hover opens the menu; a click while hover has it open keeps it open (pins
 * it: the guest who clicks what they see open means "this one", not "close"); otherwise a click
 * toggles it.
 */
export function nextDropdownMode(mode: DropdownMode, event: DropdownEvent): DropdownMode {
  if (event === 'dismiss') return 'closed';
  if (event === 'click') return mode === 'pinned' ? 'closed' : 'pinned';
  if (event === 'open' || mode === 'pinned') return 'pinned';
  return event === 'hover' ? 'hover' : 'closed';
}
