import { describe, expect, it } from 'vitest';

/**
 * The spec's messages and headings (site-spec.md sections 3, 5 and 8) are requirements, word
 * for word: a copy edit may improve every other text, never these. Each must be one of the
 * resources' texts in its language, exactly (a no-break space counts as a space). This list is
 * the spec's, copied here so that a clean checkout can check it; a copy edit that rewords one of
 * them fails here instead of reaching guests.
 */
const specTexts = {
  cs: [
    // Section 5: validation messages.
    'Jméno je povinné',
    'Jméno nesmí být delší než 100 znaků',
    'Neplatná emailová adresa',
    'Email nesmí být delší než 255 znaků',
    'Předmět nesmí být delší než 200 znaků',
    'Zpráva je povinná',
    'Zpráva nesmí být delší než 1000 znaků',
    'Datum akce je povinné',
    'Typ akce je povinný',
    'Počet hostů je povinný',
    'Musíte souhlasit se zpracováním osobních údajů',
    'Musíte souhlasit se zpracováním osobních údajů.',
    // Section 8: the error catalogue.
    'Chyba',
    'Nepodařilo se odeslat poptávku. Zkuste to prosím znovu.',
    'Nepodařilo se odeslat zprávu. Zkuste to prosím znovu.',
    'Poptávka odeslána',
    'Děkujeme za vaši poptávku. Brzy se vám ozveme s nabídkou.',
    'Úspěšně odesláno',
    'Děkujeme za vaši zprávu. Brzy se vám ozveme.',
    'Oops! Stránka nebyla nalezena',
    // Section 3: headings.
    'Jídelní lístek',
    'Nápojový lístek',
    // Section 7: the lounge enquiry's subject.
    'Poptávka pronájmu salonku',
  ],
  en: [
    'You must agree to the processing of personal data.',
    'Error',
    'Failed to send inquiry. Please try again.',
    'Failed to send message. Please try again.',
    'Inquiry sent',
    'Thank you for your inquiry. We will get back to you soon with an offer.',
    'Successfully sent',
    'Thank you for your message. We will get back to you soon.',
    'Page not found',
    'Food Menu',
    'Drink Menu',
    'Lounge Rental Inquiry',
  ],
} as const;

const files = import.meta.glob<Record<string, unknown>>('./*/*.ts', { eager: true });

function leaves(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (value && typeof value === 'object') return Object.values(value).flatMap(leaves);
  return [];
}

/** Every text of one language's resources, with no-break spaces read as spaces. */
function textsOf(lang: 'cs' | 'en'): Set<string> {
  const modules = Object.entries(files).filter(([file]) => file.startsWith(`./${lang}/`));
  return new Set(modules.flatMap(([, module]) => leaves(module)).map((text) => text.replace(/[\u00a0\u202f]/g, ' ')));
}

describe("the spec's texts, word for word", () => {
  for (const lang of ['cs', 'en'] as const) {
    const texts = textsOf(lang);
    it.each(specTexts[lang])(`${lang}: %s`, (text) => {
      expect(texts.has(text), `"${text}" is the spec's; no ${lang} resource says it exactly`).toBe(true);
    });
  }
});
