import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import axe from 'axe-core';

/** What `AxeBuilder` configures before a run in the page (its legacy mode): the same, so the results are the same. */
const CONFIGURE = `;axe.configure({ allowedOrigins: ['<same_origin>'], branding: { application: 'playwright' } })`;

/**
 * The page's axe violations, as one line each (`id (impact): targets`), once every finite CSS
 * animation and transition has finished. Axe measures colour contrast through the opacity of
 * the element and its ancestors: run while the gallery viewer or a form notice fades in, it
 * reports the half-transparent text as too faint. How far the fade has got when axe reads it
 * depends on how busy the machine is, so the check waits for that state instead of racing it.
 */
export async function axeViolations(page: Page): Promise<string[]> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => Number.isFinite(animation.effect?.getComputedTiming().endTime ?? Infinity))
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  // With frames, axe merges their results in a blank page it opens per run (AxeBuilder).
  if (page.frames().length > 1) {
    const { violations } = await new AxeBuilder({ page }).options({ resultTypes: ['violations'] }).analyze();
    return violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  }
  // Without frames, axe runs in the page alone, as AxeBuilder's legacy mode runs it, but with its
  // source sent and compiled once per document: AxeBuilder evaluates the 560 kB script twice per
  // run (once in `analyze`, again in `inject`), and again for a second run on the same document
  // (an open menu). Only the lines come back, not axe's whole result object.
  const injected = () => typeof (window as { axe?: typeof axe }).axe?.run === 'function';
  if (!(await page.evaluate(injected))) await page.evaluate(axe.source + CONFIGURE);
  return page.evaluate(async () => {
    // The context AxeBuilder passes when it is given no include or exclude: the whole document.
    const { violations } = await (window as unknown as { axe: typeof axe }).axe.run(
      { include: [], exclude: [] },
      { resultTypes: ['violations'] },
    );
    return violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  });
}
