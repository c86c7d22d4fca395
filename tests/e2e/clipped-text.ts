import type { Page } from '@playwright/test';

/**
 * The texts on the page that their box cuts, one line each (empty when none is): an element whose
 * overflow is hidden or clipped, and whose `text-overflow` is not the default `clip` (an ellipsis:
 * "Španělský ptáček, dušená …") or whose `white-space` keeps its text on one line, and whose text is
 * wider than the box (its scrollWidth over its clientWidth). A guest reads every text whole: a long
 * name wraps. Visually hidden text (read by screen readers, 1 px wide on purpose) is not cut.
 */
export function clippedTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    for (const element of document.querySelectorAll('body *')) {
      if (element.closest('.visually-hidden, [hidden], [inert]')) continue;
      const style = getComputedStyle(element);
      if (style.overflowX !== 'hidden' && style.overflowX !== 'clip') continue;
      const oneLine = ['nowrap', 'pre'].includes(style.whiteSpace) || style.textWrapMode === 'nowrap';
      if (style.textOverflow === 'clip' && !oneLine) continue;
      if (!element.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
      const text = (element.textContent ?? '').replace(/\s+/g, ' ').trim();
      if (text === '' || element.clientWidth <= 1) continue;
      // A pixel for rounding: the scroll width is whole, the text's width is not.
      if (element.scrollWidth > element.clientWidth + 1)
        found.push(
          `<${element.tagName.toLowerCase()} class="${String(element.className)}"> "${text.slice(0, 60)}" (${element.scrollWidth} px in ${element.clientWidth} px, text-overflow: ${style.textOverflow})`,
        );
    }
    return found;
  });
}
