import { describe, expect, it } from 'vitest';
import { nextDropdownMode, type DropdownEvent, type DropdownMode } from './dropdown-mode';

function run(events: DropdownEvent[], from: DropdownMode = 'closed'): DropdownMode {
  return events.reduce(nextDropdownMode, from);
}

describe('the Menu dropdown', () => {
  it('opens on hover and closes when the mouse leaves', () => {
    expect(run(['hover'])).toBe('hover');
    expect(run(['hover', 'leave'])).toBe('closed');
  });

  it('stays open when clicked while hover has it open, and the mouse may then leave', () => {
    expect(run(['hover', 'click'])).toBe('pinned');
    expect(run(['hover', 'click', 'leave'])).toBe('pinned');
    expect(run(['hover', 'click', 'leave', 'hover'])).toBe('pinned');
  });

  it('otherwise toggles on a click (a tap, Enter, Space)', () => {
    expect(run(['click'])).toBe('pinned');
    expect(run(['click', 'click'])).toBe('closed');
    expect(run(['hover', 'click', 'click'])).toBe('closed');
  });

  it('closes from any state when dismissed', () => {
    for (const mode of ['closed', 'hover', 'pinned'] as const) expect(nextDropdownMode(mode, 'dismiss')).toBe('closed');
  });

  it('opens pinned from the arrow keys', () => {
    expect(run(['open'])).toBe('pinned');
    expect(run(['hover', 'open', 'leave'])).toBe('pinned');
  });
});
