import type { Locator, Page } from '@playwright/test';

/**
 * The sent message where the form was (src/components/forms/enquiry-sent.tsx): the lasting
 * proof, and the one live region that says it (no toast as well).
 */
export const sentPanel = (scope: Page | Locator) => scope.locator('.enquiry-sent[role="status"]');

/** The toasts: failures only, in their alert region. */
export const toasts = (page: Page) => page.locator('.notices').getByRole('alert').locator('.notice');

/** The live regions of the page (statuses, alerts, aria-live) whose words include `text`. */
export const liveRegionsSaying = (page: Page, text: string) =>
  page.evaluate(
    (words) =>
      [...document.querySelectorAll('[role="status"], [role="alert"], [role="log"], [aria-live]')].filter(
        (region) => region.getAttribute('aria-live') !== 'off' && (region.textContent ?? '').includes(words),
      ).length,
    text,
  );

/** The two enquiry forms: their page, their section, the first field (which gets the focus for a new message), and how to fill them. */
export const enquiryForms = {
  contact: {
    path: '/kontakt',
    anchor: '#formular',
    first: 'name',
    fields: (name: string) => ({
      name,
      email: 'host@example.com',
      subject: 'Stůl',
      message: 'Dobrý den, máte v pátek stůl pro šest?',
    }),
  },
  lounge: {
    path: '/konferencni-prostory-salonek',
    anchor: '#inquiry-form',
    first: 'name',
    fields: (name: string) => ({
      name,
      email: 'akce@example.com',
      eventDate: `${new Date().getFullYear() + 1}-09-12`,
      eventType: 'Školení',
      numberOfGuests: '40',
    }),
  },
} as const;

export type EnquiryFormName = keyof typeof enquiryForms;

/** Fills a form by its fields' names (the same in both languages) and ticks the consent. */
export async function fillForm(section: Locator, form: EnquiryFormName, name: string) {
  for (const [field, value] of Object.entries(enquiryForms[form].fields(name)))
    await section.locator(`[name="${field}"]`).fill(value);
  await section.getByRole('checkbox').check();
}
