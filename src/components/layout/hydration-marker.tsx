import { useEffect } from 'react';

/**
 * Marks the document once React has hydrated it (tests and tools wait for
 * `html[data-hydrated]`). Rendered by both entries so that the server's and
 * the browser's trees have the same shape (useId values depend on it).
 */
export function HydrationMarker() {
  useEffect(() => document.documentElement.setAttribute('data-hydrated', ''), []);
  return null;
}
