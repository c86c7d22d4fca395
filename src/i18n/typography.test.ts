import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { plainText, typeset } from './typography';

const cs = (text: string) => typeset(text, 'cs');
const en = (text: string) => typeset(text, 'en');
/** `~` stands for a no-break space in the expected texts, `^` for a word joiner (U+2060). */
const nb = (text: string) => text.replace(/~/g, '\u00a0').replace(/\^/g, '\u2060');

describe('Czech typography', () => {
  it.each([
    ['Salonek s vlastním barem', 'Salonek s~vlastním barem'],
    ['k obědu, v létě, z kuchyně, o víkendu, u okna', 'k~obědu, v~létě, z~kuchyně, o~víkendu, u~okna'],
    ['pivo a víno i káva', 'pivo a~víno i~káva'],
    [
      'K obědu. S úsměvem. V Praze. Z kuchyně. O nás. U nás. A ještě. I tak.',
      'K~obědu. S~úsměvem. V~Praze. Z~kuchyně. O~nás. U~nás. A~ještě. I~tak.',
    ],
    ['a v Praze', 'a~v~Praze'],
    ['(s obsluhou)', '(s~obsluhou)'],
    ['„a pak', '„a~pak'],
    ['Otevřeno v 10:00', 'Otevřeno v~10:00'],
    ['a – b', 'a~– b'],
  ])('binds a one-letter word to the next: %s', (input, expected) => {
    expect(cs(input)).toBe(nb(expected));
  });

  it.each([
    ['rak s', 'rak s'], // last word: nothing follows
    ['Tvar U', 'Tvar U'],
    ['s.r.o. a', 's.r.o. a'],
    ['dva  a  tři', 'dva  a  tři'], // a double space is left as it is
    ['Kočka s', 'Kočka s'],
    ['bus a', 'bus a'],
    ['jsou kvalitní', 'jsou kvalitní'], // letters inside words
    ['Ballon Gastro s.r.o.', 'Ballon Gastro s.r.o.'],
  ])('leaves one-letter endings of words and last words alone: %s', (input, expected) => {
    expect(cs(input)).toBe(nb(expected));
  });

  it.each([
    ['250 míst', '250~míst'],
    ['0,5 l', '0,5~l'],
    ['0,33 l piva', '0,33~l piva'],
    ['159 Kč', '159~Kč'],
    ['2 599 Kč', '2~599~Kč'],
    ['4,2 kg', '4,2~kg'],
    ['480 g', '480~g'],
    ['30 %', '30~%'],
    ['5 minut pěšky', '5~minut pěšky'],
    ['až 100 hostů', 'až 100~hostů'],
    ['45–75 Kč', '45–^75~Kč'],
    ['12 °C', '12~°C'],
    ['100 CZK', '100~CZK'],
    ['Nejvýše 1000 znaků.', 'Nejvýše 1000~znaků.'],
  ])('binds a number to its unit, currency or counted noun: %s', (input, expected) => {
    expect(cs(input)).toBe(nb(expected));
  });

  it.each([
    ['do 22:00 a v sobotu', 'do 22:00 a~v~sobotu'],
    ['Praha 6 Vokovice', 'Praha 6 Vokovice'],
    ['Evropská 12, 160 00 Praha 6', 'Evropská 12, 160~00 Praha 6'],
    ['Kč 150', 'Kč 150'],
    ['+420 777 123 456', '+420~777~123~456'],
  ])('keeps times and names apart from the next word, and numbers whole: %s', (input, expected) => {
    expect(cs(input)).toBe(nb(expected));
  });

  it.each([
    ['8. listopadu 2026', '8.~listopadu~2026'],
    ['24. 12.', '24.~12.'],
    ['24. 12. 2026', '24.~12.~2026'],
    ['Od 24. do 26. prosince máme zavřeno.', 'Od 24.~do 26.~prosince máme zavřeno.'],
    ['1. svátek vánoční', '1.~svátek vánoční'],
    ['v listopadu 2026', 'v~listopadu~2026'],
    ['listopad 2026', 'listopad~2026'],
    ['červenec 2027', 'červenec~2027'],
    ['Rok 2026. Nový rok', 'Rok 2026. Nový rok'],
  ])('keeps a date together: %s', (input, expected) => {
    expect(cs(input)).toBe(nb(expected));
  });

  it.each([
    ['10:00-22:00', '10:00–^22:00'],
    ['denně 10:00-22:00', 'denně 10:00–^22:00'],
    ['8.-11. listopadu', '8.–^11.~listopadu'],
    ['45-75 Kč', '45–^75~Kč'],
    ['0,5-1 l', '0,5–^1~l'],
    ['(45-50)', '(45–^50)'],
    ['Praha 6 - Vokovice', 'Praha 6~– Vokovice'],
    ['Ceny 45-50.', 'Ceny 45–^50.'],
    ['po-pá', 'po-pá'],
  ])('writes an en dash in ranges and for a spaced hyphen: %s', (input, expected) => {
    expect(cs(input)).toBe(nb(expected));
  });

  it.each([
    'Wi-Fi zdarma',
    'E-mail: info@example.com',
    'Napište na jan-2020@example.cz',
    'https://example.com/menu/2026-11-08.pdf',
    'www.ballon-restaurace.cz/10-12',
    'Datum 2026-11-08',
    'Telefon 777-123-456',
    'Telefon +420-777',
    'IČO 12345678',
    'Česko-anglický',
    'COVID-19',
    'linka 1-2-3',
  ])('leaves hyphens that are no range: %s', (input) => {
    expect(plainText(cs(input)).replace(/–/g, '-')).toBe(plainText(input));
    expect(cs(input)).not.toContain('–');
  });

  it('types a whole sentence of the copy', () => {
    expect(
      cs(
        'Salonek pojme 90 hostů a na recepci ve stoje až 100 hostů, s restaurací až 250 hostů. Otevřeno denně 10:00-22:00.',
      ),
    ).toBe(
      nb(
        'Salonek pojme 90~hostů a~na recepci ve stoje až 100~hostů, s~restaurací až 250~hostů. Otevřeno denně 10:00–^22:00.',
      ),
    );
  });
});

describe('English typography', () => {
  it('writes en dashes in ranges and for a spaced hyphen, and no Czech no-break spaces', () => {
    expect(en('Open 10:00-22:00, a glass 0.1 l at 45-50 CZK')).toBe(
      nb('Open 10:00–^22:00, a glass 0.1 l at 45–^50 CZK'),
    );
    expect(en('Prague 6 - Vokovice')).toBe('Prague 6 – Vokovice');
    expect(en('8-11 November 2026')).toBe(nb('8–^11 November 2026'));
    expect(en('Free Wi-Fi, e-mail us at a-b@example.com, 2026-11-08')).toBe(
      'Free Wi-Fi, e-mail us at a-b@example.com, 2026-11-08',
    );
    expect(en('a table for 2 in Prague 6 at 10:00')).toBe('a table for 2 in Prague 6 at 10:00');
  });
});

describe('what never breaks across lines, in both languages', () => {
  it.each([
    ['10:00–22:00', '10:00–^22:00'],
    ['Daily 10:00-22:00', 'Daily 10:00–^22:00'],
    ['Mon–Fri 10:00–22:00, Sat–Sun closed', 'Mon–^Fri 10:00–^22:00, Sat–^Sun closed'],
    ['11–14 November 2027', '11–^14 November 2027'],
    ['45–50 Kč', '45–^50 Kč'],
    ["our St. Martin's feast", "our St.~Martin's feast"],
    ["26 December (St. Stephen's Day)", "26 December (St.~Stephen's Day)"],
    ['Dr. Novák, Mr. Smith, No. 5', 'Dr.~Novák, Mr.~Smith, No.~5'],
    ['Call +420 235 360 052', 'Call +420~235~360~052'],
    ['160 00 Prague 6', '160~00 Prague 6'],
    ['Prague 6 – Vokovice', 'Prague 6 – Vokovice'],
    ['30 October – 2 November', '30 October – 2 November'], // a spaced dash may end a line
    ['First. St', 'First. St'],
    ['Frost. Martin', 'Frost. Martin'], // "St" inside a word is no abbreviation
  ])('en: %s', (input, expected) => {
    expect(en(input)).toBe(nb(expected));
  });

  it.each([
    ['10:00–22:00', '10:00–^22:00'],
    ['po–pá 10:00–22:00, so–ne zavřeno', 'po–^pá 10:00–^22:00, so–^ne zavřeno'],
    ['11.–14. listopadu 2027', '11.–^14.~listopadu~2027'],
    ['45–50 Kč', '45–^50~Kč'],
    ['hody na sv. Martina', 'hody na sv.~Martina'],
    ['Sv. Štěpán', 'Sv.~Štěpán'],
    ['tel. 777 123 456, č. 5', 'tel.~777~123~456, č.~5'],
    ['+420 235 360 052', '+420~235~360~052'],
  ])('cs: %s', (input, expected) => {
    expect(cs(input)).toBe(nb(expected));
  });

  it('joins a range only once, and a dash already joined stays as it is', () => {
    expect(en(en('10:00-22:00'))).toBe(nb('10:00–^22:00'));
    expect(cs(nb('10:00–^22:00'))).toBe(nb('10:00–^22:00'));
  });
});

describe('plainText', () => {
  it('turns no-break spaces back into spaces and keeps the dashes', () => {
    expect(plainText(cs('Svatomartinské hody 8.-11. listopadu 2026 v Praze 6 - Vokovicích'))).toBe(
      'Svatomartinské hody 8.–11. listopadu 2026 v Praze 6 – Vokovicích',
    );
    expect(plainText(en("St. Martin's feast, 11-14 November, +420 235 360 052"))).toBe(
      "St. Martin's feast, 11–14 November, +420 235 360 052",
    );
  });
});

describe('typography, for any text', () => {
  // Texts made of the pieces the rules look at, so that the generated cases hit them often.
  const pieces = [
    ' ',
    ' ',
    ' ',
    '\u00a0',
    '\u2060',
    '-',
    '–',
    '.',
    'St',
    'sv',
    'No',
    '+420',
    ',',
    ':',
    '/',
    '@',
    '+',
    '(',
    '„',
    'a',
    'K',
    'v',
    's',
    'i',
    'U',
    'z',
    'o',
    'x',
    'kg',
    'l',
    'Kč',
    '%',
    '°C',
    'míst',
    'listopadu',
    'prosinec',
    'Praha',
    'Wi-Fi',
    'www.',
    '0',
    '1',
    '5',
    '10',
    '22:00',
    '2026',
    '1,5',
    '8.',
  ];
  const text = fc.array(fc.constantFrom(...pieces), { maxLength: 40 }).map((parts) => parts.join(''));
  const fullText = fc.oneof(text, fc.string({ maxLength: 40 }), fc.string({ unit: 'binary', maxLength: 20 }));

  for (const lang of ['cs', 'en'] as const) {
    it(`changes only spaces into no-break spaces and hyphens into en dashes, and adds only word joiners after en dashes (${lang})`, () => {
      fc.assert(
        fc.property(fullText, (input) => {
          const output = typeset(input, lang);
          let j = 0;
          for (let i = 0; i < input.length; i++, j++) {
            // A word joiner the rules added right after an en dash: skip it in the output.
            if (output[j] === '\u2060' && output[j - 1] === '–' && input[i] !== '\u2060') j++;
            const [from, to] = [input[i], output[j]];
            const allowed = from === to || (from === ' ' && to === '\u00a0') || (from === '-' && to === '–');
            expect(allowed, `${JSON.stringify(from)} → ${JSON.stringify(to)} at ${i}`).toBe(true);
          }
          if (output[j] === '\u2060' && output[j - 1] === '–') j++;
          expect(j).toBe(output.length);
        }),
        { numRuns: 5000 },
      );
    });

    it(`is idempotent (${lang})`, () => {
      fc.assert(
        fc.property(fullText, (input) => {
          const once = typeset(input, lang);
          expect(typeset(once, lang)).toBe(once);
        }),
        { numRuns: 5000 },
      );
    });
  }

  it('adds a no-break space in English only between digits and after an abbreviation', () => {
    const withoutNoBreaks = text.map((input) => input.replace(/[\u00a0\u2060]/g, ' '));
    fc.assert(
      fc.property(withoutNoBreaks, (input) => {
        const output = typeset(input, 'en');
        for (const match of output.matchAll(/\u00a0/g)) {
          const before = output.slice(0, match.index);
          expect(
            /\d$/.test(before) || /(?:St|Sv|sv|Dr|Mr|Mrs|Ms|No|č|tel|Tel)\.$/.test(before),
            JSON.stringify(output),
          ).toBe(true);
        }
      }),
    );
  });
});

describe('typography of long runs of digits (bounded patterns, linear time)', () => {
  it('leaves a number longer than twelve digits as it is, and still types the ordinary ones around it', () => {
    const long = '1'.repeat(20_000);
    expect(typeset(`${long} Kč a 159 Kč`, 'cs')).toBe(`${long} Kč a\u00a0159\u00a0Kč`);
    expect(typeset(`${long}-${long}`, 'en')).toBe(`${long}-${long}`);
    expect(typeset('123456789012 Kč, 10:00-22:00', 'cs')).toBe('123456789012\u00a0Kč, 10:00–\u206022:00');
  });
});
