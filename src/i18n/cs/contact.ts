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
  table: {
    title: 'Rezervace stolu',
    text: 'Pošlete nám žádost o rezervaci – platit bude, až vám ji potvrdíme telefonem nebo e-mailem. Chcete-li stůl ještě dnes, raději nám zavolejte.',
    partnerText: 'Stůl si zarezervujete online u našeho rezervačního partnera, nebo telefonicky.',
    partnerLink: 'Rezervovat stůl online',
    /** The form's own words (loaded with this page only, not with the lounge's form). */
    form: {
      consent: 'Souhlasím se zpracováním osobních údajů za účelem vyřízení mé žádosti o rezervaci.',
      submit: 'Odeslat žádost o rezervaci',
      subject: 'Rezervace stolu',
      successTitle: 'Žádost o stůl odeslána',
      successText: 'Děkujeme. Rezervaci vám potvrdíme telefonem nebo e-mailem.',
      again: 'Požádat o další stůl',
      errorTitle: 'Chyba',
      errorText: 'Nepodařilo se odeslat žádost o rezervaci. Zkuste to prosím znovu, nebo nám zavolejte.',
      /** Under the party size: the limit, and where a larger party goes (the link's text follows). */
      guestsHint: 'Nejvýše {{largest}} hostů. Pro větší společnost:',
      loungeLink: 'poptávka salonku',
      hoursHint: 'Stůl lze rezervovat nejméně {{lead}} předem, od otevření do {{minutes}} minut před zavřením.',
    },
    fields: {
      date: 'Datum',
      time: 'Čas',
      guests: 'Počet hostů',
      note: 'Poznámka',
    },
    placeholders: {
      note: 'Dětská židlička, stůl na terase, oslava…',
    },
    /** The table request's messages (src/forms/table-messages.ts), under its fields. */
    errors: {
      noteTooLong: 'Poznámka je příliš dlouhá',
      tableDateRequired: 'Vyberte datum',
      tableDateInvalid: 'Zadejte platné datum',
      tableDatePast: 'Datum nesmí být v minulosti',
      tableDateTooFar: 'Stůl lze zatím rezervovat nejpozději na {{last}}',
      tableClosedNamed: '{{day}} máme zavřeno – {{name}}',
      tableClosed: '{{day}} máme zavřeno',
      tableTimeRequired: 'Vyberte čas',
      tableTimeInvalid: 'Zadejte čas ve tvaru HH:MM',
      tableTimePast: 'Tento čas už minul',
      tableTooSoon:
        'Stůl je třeba rezervovat alespoň {{lead}} předem, nejdříve tedy na {{earliest}}. Na dřívější čas nám prosím zavolejte.',
      tableOutsideHours: 'Ten den máme otevřeno {{opens}}–{{closes}}, stůl lze rezervovat od {{opens}} do {{last}}',
      tableNoSeating: 'Ten den máme otevřeno jen {{opens}}–{{closes}}, stůl na něj rezervovat nelze',
      tableGuestsRequired: 'Zadejte počet hostů',
      tableGuestsInvalid: 'Zadejte počet hostů od jednoho do {{largest}}',
      tableTooMany:
        'Přes formulář lze rezervovat stůl nejvýše pro {{largest}} hostů. Pro větší společnost nám pošlete poptávku salonku.',
    },
  },
  form: {
    title: 'Napište nám',
    text: 'Máte dotaz nebo přání? Vyplňte formulář a ozveme se vám co nejdříve.',
  },
};
