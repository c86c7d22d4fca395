/**
 * Where the food menu's two columns part (900 px and wider), chosen by the server
 * (src/select.ts) and sent with the page's data, so that the page needs no
 * JavaScript for it and the browser's clock or width changes nothing.
 *
 * The sections keep the menu's order and differ a lot in length (a long list of
 * mains beside three desserts): no split between whole sections came within one
 * section's height, so a section may go on in the next column, between two of its
 * dishes. The browser's own balancing of the columns chose that dish before, and
 * the part in the next column then started without its section's title; a break
 * chosen here lets the page print the title there ("Hlavní jídla – pokračování",
 * food-dishes.tsx) and force the column break before it (food-columns.css).
 *
 * The heights are an estimate in pixels as the page sets the menu at 1280–1440 px
 * (measured 2026-11-30: a dish's line 26 px, its row's padding 24 px, a card's
 * padding and title 116 px, the gap below a card 24 px); a name or a description
 * longer than a column's line counts its lines by its characters. What the split
 * must keep (tests/e2e/layouts.spec.ts, at 1024, 1280 and 1440 px): the columns'
 * heights differ by less than the shortest section. An estimate that is off by a
 * line or two keeps that easily; the break is the one nearest to half the height.
 */
import type { FoodColumnBreak, FoodItemView, FoodSectionView } from './page-data';

/** A card's padding, its title and the rule under it. */
const CARD = 116;
/** The space below a card. */
const GAP = 24;
/** One line of a dish: its name, a line of its description, its allergens, its diet tags. */
const LINE = 26;
/** A dish's row: the padding above and below it. */
const ROW = 24;
/** The characters of a dish's name on one line (beside its amount and price), and of a description's line. */
const NAME_CHARACTERS = 34;
const DESCRIPTION_CHARACTERS = 62;

function dishHeight(item: FoodItemView): number {
  const lines =
    Math.ceil(item.name.length / NAME_CHARACTERS) +
    (item.description ? Math.ceil(item.description.length / DESCRIPTION_CHARACTERS) : 0) +
    (item.allergens.length > 0 ? 1 : 0) +
    (item.diet.length > 0 ? 1 : 0);
  return ROW + lines * LINE;
}

/**
 * The break nearest to half the menu's estimated height: before a section, or
 * between two dishes of one (never right after its title, which the part in the
 * next column repeats at a card's height). Null with fewer than two dishes in all
 * (nothing to part).
 */
export function foodColumnBreak(sections: readonly FoodSectionView[]): FoodColumnBreak | null {
  const heights = sections.map((section) => section.items.map(dishHeight));
  const total = heights.reduce((sum, dishes) => sum + CARD + GAP + dishes.reduce((a, b) => a + b, 0), 0);
  let best: { at: FoodColumnBreak; difference: number } | null = null;
  let above = 0;
  for (const [section, dishes] of heights.entries()) {
    for (const [item, height] of dishes.entries()) {
      // The first column's height if the second starts at this dish, and the second's (with the title again).
      const first = above;
      const second = total - above + (item === 0 ? 0 : CARD);
      if (first > 0) {
        const difference = Math.abs(first - second);
        if (!best || difference < best.difference) best = { at: { section, item }, difference };
      }
      above += item === 0 ? CARD + GAP + height : height;
    }
  }
  return best?.at ?? null;
}
