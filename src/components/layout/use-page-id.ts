import { useMatches } from 'react-router-dom';
import type { PageId, RouteHandle } from '../../page-ids';

/** The id of the page the current route shows (`notFound` for unknown paths). */
export function usePageId(): PageId {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i--) {
    const page = (matches[i]?.handle as RouteHandle | undefined)?.page;
    if (page) return page;
  }
  return 'notFound';
}
