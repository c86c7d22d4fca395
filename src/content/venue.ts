/**
 * The one source of the restaurant's facts. Everything a page, the footer or the
 * structured data says about the venue comes from here.
 *
 * SAMPLE VALUES: the specification does not give the street address, the phone
 * numbers, the company ID, the e-mail address or the geo position. The values
 * marked `SAMPLE` below are placeholders that cannot reach a real person (Czech
 * numbers never start with 0; example.com is reserved). Replace them before
 * going live; see "Replacing the sample facts" in README.md.
 */
export const venue = {
  name: 'Restaurace Ballon',
  nameEn: 'Ballon Restaurant',
  loungeName: 'Avion Lounge',
  address: {
    street: 'Evropská 000', // SAMPLE
    postalCode: '160 00', // SAMPLE
    locality: 'Praha 6 - Vokovice',
    country: 'CZ',
  },
  phones: {
    restaurant: '+420 000 000 001', // SAMPLE
    events: '+420 000 000 002', // SAMPLE
  },
  email: 'info@example.com', // SAMPLE
  companyId: '00000000', // SAMPLE (IČO)
  hours: { opens: '10:00', closes: '22:00' },
  seats: {
    restaurant: 120,
    cafe: 30,
    terrace: 40,
    lounge: 90,
    joined: 250,
  },
  metro: { line: 'A', station: 'Nádraží Veleslavín', minutesOnFoot: 5 },
  cards: ['Visa', 'Mastercard', 'Maestro', 'American Express'],
  cuisines: ['Czech', 'International'],
  priceRange: '$$',
} as const;

/** `+420 000 000 001` → `tel:+420000000001` */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^+\d]/g, '')}`;
}
