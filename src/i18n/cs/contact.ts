export const contact = {
  eyebrow: 'Jsme tu pro vás',
  title: 'Kontakt',
  lead: 'Stůl si nejrychleji zarezervujete telefonicky. S dotazy a přáními nám můžete také napsat.',
  address: {
    title: 'Adresa',
  },
  transport: {
    title: 'Jak se k nám dostanete',
    metro: 'Metro linky {{line}}, stanice {{station}} – asi {{minutes}} minut pěšky',
    tram: 'Tramvaj {{lines}}, zastávka {{stop}}',
  },
  phones: {
    title: 'Telefon',
    restaurant: 'Restaurace a rezervace stolů',
    events: 'Objednávky a poptávky akcí',
  },
  hours: {
    title: 'Otevírací doba',
  },
  form: {
    title: 'Napište nám',
    text: 'Máte dotaz nebo přání? Vyplňte formulář a ozveme se vám co nejdříve.',
  },
};
