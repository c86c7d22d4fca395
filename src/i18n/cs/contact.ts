export const contact = {
  eyebrow: 'Jsme tu pro vás',
  title: 'Kontakt',
  lead: 'Stůl si zarezervujete telefonicky nebo přes formulář níže. S dotazy a přáními nám můžete také napsat.',
  address: {
    title: 'Adresa',
    /** The links that open the address in a map service, each named by its service. */
    maps: {
      title: 'Zobrazit na mapě',
      mapy: 'Mapy.cz',
      google: 'Mapy Google',
      osm: 'OpenStreetMap',
    },
  },
  transport: {
    title: 'Jak se k nám dostanete',
    metro: 'Metro {{line}}, stanice {{station}} – odtamtud asi {{minutes}} min pěšky',
    /** One tram line, or several (`20 a 26`). */
    tramLine: 'Tramvaj č. {{lines}}, zastávka {{stop}}',
    tramLines: 'Tramvaje č. {{lines}}, zastávka {{stop}}',
    /** The last joint of a list: `20, 22 a 26`. */
    and: 'a',
  },
  phones: {
    title: 'Telefon',
  },
  hours: {
    title: 'Otevírací doba',
  },
  form: {
    title: 'Napište nám',
    text: 'Máte dotaz nebo přání? Vyplňte formulář a ozveme se vám co nejdříve.',
  },
};
