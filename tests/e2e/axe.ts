import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

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
  // With frames, axe merges their results in a blank page it opens per run; without any, that
  // page costs as much as the run itself, and axe in the page alone gives the same results.
  const { violations } = await new AxeBuilder({ page })
    .setLegacyMode(page.frames().length === 1)
    .options({ resultTypes: ['violations'] })
    .analyze();
  return violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}
