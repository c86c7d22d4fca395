import type { Locator, Page } from '@playwright/test';

/**
 * The sent message where the form was (src/components/forms/enquiry-sent.tsx): the lasting
 * proof, beside the toast that goes after a few seconds. Both are statuses with the same words,
 * so a test that means this one names it.
 */
export const sentPanel = (scope: Page | Locator) => scope.locator('.enquiry-sent[role="status"]');

/** The toasts of a status (successes) or an alert (failures). */
export const toasts = (page: Page, role: 'status' | 'alert') =>
  page.locator('.notices').getByRole(role).locator('.notice');

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
