import { useSyncExternalStore } from 'react';
import { pragueToday } from '../../forms/prague-date';

const subscribe = () => () => {};

/** Today in Prague (YYYY-MM-DD) once hydrated; undefined on the server and during hydration. */
export function usePragueToday(): string | undefined {
  return useSyncExternalStore(
    subscribe,
    () => pragueToday(),
    () => undefined,
  );
}
