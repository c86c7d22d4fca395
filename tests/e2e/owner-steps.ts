import type { Locator } from '@playwright/test';

/**
 * The owner's steps as a browser test makes them, counted the one way every task's budget is
 * (issue tables, closing notes): a tap is every click, check, select or file pick; focusing a
 * field counts; typing into it does not (a fill is counted as the focus it needs).
 */
export function ownerSteps() {
  const steps: string[] = [];
  return {
    steps,
    async tap(what: string, target: Locator) {
      steps.push(`tap ${what}`);
      await target.click();
    },
    async fill(what: string, target: Locator, value: string) {
      steps.push(`fill ${what}`);
      await target.fill(value);
    },
  };
}
