import type { Locator, Page } from '@playwright/test';
import { sampleExceptionDates } from '../../scripts/content-copy.mjs';

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

const prague = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/Prague',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** A day from three days ahead on which the test content keeps the regular hours (10:00–22:00). */
function openDate(): string {
  const taken = new Set([...sampleExceptionDates(), process.env.E2E_CLOSED_DATE ?? '']);
  for (let days = 3; ; days++) {
    const date = prague.format(new Date(Date.now() + days * 86_400_000));
    if (!taken.has(date)) return date;
  }
}

/** The three forms: their page, their section, the first field (which gets the focus for a new message), and how to fill them. */
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
  table: {
    path: '/kontakt',
    anchor: '#rezervace',
    first: 'date',
    fields: (name: string) => ({ date: openDate(), time: '18:00', guests: '4', name, email: 'host@example.com' }),
  },
} as const;

export type EnquiryFormName = keyof typeof enquiryForms;

/** Fills a form by its fields' names (the same in both languages) and ticks the consent. */
export async function fillForm(section: Locator, form: EnquiryFormName, name: string) {
  for (const [field, value] of Object.entries(enquiryForms[form].fields(name)))
    await section.locator(`[name="${field}"]`).fill(value);
  await section.getByRole('checkbox').check();
}
