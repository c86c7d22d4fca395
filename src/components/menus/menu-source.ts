/**
 * The one rule of both menu pages (/denni-menu, /jidelni-listek), decision
 * record docs/decisions/0014-our-own-menus.md, which extends the spec:
 * - the page's own content (from content/) whenever it has some;
 * - else the spec's external frame, when its address is set;
 * - else neither: the page says the menu is not published yet (and gives the phone while open).
 * A PDF link, when set, shows in every case: it is not part of this choice.
 * Pure, so that both pages (and their tests) decide it the same way.
 */
export type MenuSource = 'own' | 'frame' | 'none';

export function menuSource({ hasOwn, frameUrl }: { hasOwn: boolean; frameUrl: string | null | undefined }): MenuSource {
  if (hasOwn) return 'own';
  return frameUrl ? 'frame' : 'none';
}
