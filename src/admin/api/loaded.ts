/**
 * The screens load through react-router's loaders (routes.tsx): what a loader gives, and
 * a screen's own copy of it. A part of a screen that may fail alone (the first screen's
 * cards) is loaded settled, its failure shown in its place; a screen that cannot show
 * anything without its data lets the loader's error reach the route's errorElement.
 */
import { useState } from 'react';

/** A part of a screen's data: its value, or why it could not be loaded (an ApiError, said by `<Problem>`). */
export type Settled<T> = { value: T; problem: null } | { value: null; problem: unknown };

export function settle<T>(work: Promise<T>): Promise<Settled<T>> {
  return work.then(
    (value) => ({ value, problem: null }),
    (problem: unknown) => ({ value: null, problem }),
  );
}

/**
 * A screen's own copy of what its loader gave, changed in place after an action (a status
 * set, an enquiry erased) and replaced whenever the loader gives anew (a revalidation, a
 * navigation to the same screen with other parameters).
 */
export function useLoaded<T>(loaded: T): [T, (update: T | ((current: T) => T)) => void] {
  const [state, setState] = useState({ from: loaded, value: loaded });
  // Reset during render when the loader's data changed (React's "adjusting state when a prop changes").
  if (state.from !== loaded) setState({ from: loaded, value: loaded });
  const value = state.from === loaded ? state.value : loaded;
  const set = (update: T | ((current: T) => T)) =>
    setState((current) => ({
      ...current,
      value: typeof update === 'function' ? (update as (current: T) => T)(current.value) : update,
    }));
  return [value, set];
}
