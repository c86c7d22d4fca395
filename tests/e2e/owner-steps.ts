import { expect, type Locator } from '@playwright/test';

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
    /** A file chosen in a file input (the picker's one choice). */
    async pick(what: string, input: Locator, file: { name: string; mimeType: string; buffer: Buffer }) {
      steps.push(`pick ${what}`);
      await input.setInputFiles(file);
    },
    /** Typing into the field that has the focus already (the screen put it there): no step. */
    async type(target: Locator, value: string) {
      await expect(target).toBeFocused();
      await target.pressSequentially(value);
    },
    async fill(what: string, target: Locator, value: string) {
      steps.push(`fill ${what}`);
      await target.fill(value);
    },
  };
}
