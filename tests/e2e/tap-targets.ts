import type { Page } from '@playwright/test';

/**
 * The tap targets on the page that are too small, one line each (empty when none is).
 *
 * A control (a button, a field, a summary, a checkbox with its label) and a link that stands
 * alone (the whole text of its block, or styled as a box: header, footer, navigation, cards,
 * forms) must be at least 44 px tall; in the site's header (its navigation, the language toggle,
 * the logo) also 44 px wide, as the links stand side by side there. A link inside running text (an inline link sharing its
 * block with other words) follows WCAG 2.5.8: at least 24 px, or a 24 px square centred on it
 * touches no other target. Hidden and visually-hidden elements (the honeypot field) are no targets.
 */
export function smallTargets(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const CONTROL = 44;
    const INLINE = 24;
    const selector = 'a[href], button, summary, select, textarea, input:not([type="hidden"]), [role="button"]';
    type Target = { element: Element; rect: DOMRect; inText: boolean; name: string };

    const describe = (element: Element) => {
      const text = (element.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 40);
      const where = element.closest('header, footer, nav, form, main');
      return `<${element.tagName.toLowerCase()}${element.className ? ` class="${String(element.className)}"` : ''}> "${text}" in ${where?.tagName.toLowerCase() ?? 'body'}`;
    };
    /** A checkbox's or radio's target is the box and its label together. */
    const area = (element: Element): DOMRect => {
      const rect = element.getBoundingClientRect();
      const input = element as HTMLInputElement;
      if (!(element instanceof HTMLInputElement) || !['checkbox', 'radio'].includes(input.type)) return rect;
      const rects = [rect, ...Array.from(input.labels ?? [], (label) => label.getBoundingClientRect())];
      const top = Math.min(...rects.map((r) => r.top));
      const bottom = Math.max(...rects.map((r) => r.bottom));
      const left = Math.min(...rects.map((r) => r.left));
      const right = Math.max(...rects.map((r) => r.right));
      return new DOMRect(left, top, right - left, bottom - top);
    };
    const inRunningText = (element: Element): boolean => {
      if (element.tagName !== 'A' || getComputedStyle(element).display !== 'inline') return false;
      let block = element.parentElement;
      while (block && getComputedStyle(block).display === 'inline') block = block.parentElement;
      const words = (node: Element | null) => (node?.textContent ?? '').replace(/\s+/g, ' ').trim();
      return words(block) !== words(element);
    };

    const targets: Target[] = [];
    for (const element of document.querySelectorAll(selector)) {
      if (element.closest('.visually-hidden, [hidden], [inert]')) continue;
      if (!element.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
      const rect = area(element);
      if (rect.width < 1 || rect.height < 1) continue;
      targets.push({ element, rect, inText: inRunningText(element), name: describe(element) });
    }

    const square = (rect: DOMRect) => {
      const x = rect.left + rect.width / 2;
      const y = rect.top + rect.height / 2;
      return new DOMRect(x - INLINE / 2, y - INLINE / 2, INLINE, INLINE);
    };
    const meets = (a: DOMRect, b: DOMRect) =>
      a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
    const problems: string[] = [];
    for (const target of targets) {
      const height = Math.round(target.rect.height * 10) / 10;
      if (!target.inText) {
        if (target.rect.height < CONTROL - 0.5) problems.push(`${target.name}: ${height} px tall, under ${CONTROL} px`);
        const width = Math.round(target.rect.width * 10) / 10;
        if (target.element.closest('.site-header') && target.rect.width < CONTROL - 0.5)
          problems.push(`${target.name}: ${width} px wide in the header, under ${CONTROL} px`);
        continue;
      }
      if (target.rect.height >= INLINE - 0.5) continue;
      const mine = square(target.rect);
      const neighbour = targets.find(
        (other) =>
          other !== target &&
          !other.element.contains(target.element) &&
          meets(mine, other.rect.height < INLINE ? square(other.rect) : other.rect),
      );
      if (neighbour)
        problems.push(`${target.name}: ${height} px tall in running text, within 24 px of ${neighbour.name}`);
    }
    return problems;
  });
}
