/**
 * What the food menu page shows, by the one rule of both menu pages (issue 23):
 * our own menu when the content has one; else the external frame when its
 * address is set; else a plain "not published yet" with the phone. The PDF link,
 * when set, shows in every case (the page renders it beside whichever this is).
 */
export type MenuSource = 'own' | 'frame' | 'none';

export function menuSource(hasOwnContent: boolean, frameUrl: string | null): MenuSource {
  if (hasOwnContent) return 'own';
  return frameUrl ? 'frame' : 'none';
}
