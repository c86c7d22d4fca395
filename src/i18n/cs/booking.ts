/**
 * The table booking's words (src/bookings/): the form on the contact page (`#rezervace`)
 * and the guest's own booking page (`/moje-rezervace`), which both load them. Messages of
 * the form's check are under `errors` (src/forms/booking.ts names them). `{{count}}`
 * texts have one form per Czech plural (1 / 2–4 / 5 and more).
 */
export const booking = {
  title: 'Rezervace stolu',
  text: 'Vyberte den, počet hostů a volný čas. Rezervaci do {{confirmUpTo}} osob potvrdíme hned, větší do {{hours}} hodin.',
  partnerText: 'Stůl si zarezervujete online u našeho rezervačního partnera, nebo telefonicky.',
  partnerLink: 'Rezervovat stůl online',
  fields: {
    date: 'Den',
    party: 'Počet hostů',
    area: 'Kde chcete sedět',
    time: 'Čas',
    name: 'Jméno a příjmení',
    email: 'E-mail',
    phone: 'Telefon',
    note: 'Poznámka (nepovinné)',
  },
  hints: {
    date: 'Nejpozději {{last}}.',
    party: 'Pro větší společnost než {{largest}} hostů nám pošlete',
    loungeLink: 'poptávku salonku',
    email: 'Pošleme na něj potvrzení a odkaz, kterým rezervaci zobrazíte, změníte nebo zrušíte.',
    note: 'Dětská židlička, bezbariérový přístup, oslava…',
  },
  party_one: '{{count}} host',
  party_few: '{{count}} hosté',
  party_other: '{{count}} hostů',
  /** „pro 3 hosty“: the party after „pro“. */
  partyFor_one: 'pro {{count}} hosta',
  partyFor_few: 'pro {{count}} hosty',
  partyFor_other: 'pro {{count}} hostů',
  weekdays: {
    monday: 'pondělí',
    tuesday: 'úterý',
    wednesday: 'středa',
    thursday: 'čtvrtek',
    friday: 'pátek',
    saturday: 'sobota',
    sunday: 'neděle',
  },
  /** After „na“ (the accusative): „na středu 2. prosince“. */
  weekdaysOn: {
    monday: 'pondělí',
    tuesday: 'úterý',
    wednesday: 'středu',
    thursday: 'čtvrtek',
    friday: 'pátek',
    saturday: 'sobotu',
    sunday: 'neděli',
  },
  /** Starting a sentence with „v/ve“: „Ve čtvrtek 24. prosince máme zavřeno“. */
  weekdaysIn: {
    monday: 'V pondělí',
    tuesday: 'V úterý',
    wednesday: 'Ve středu',
    thursday: 'Ve čtvrtek',
    friday: 'V pátek',
    saturday: 'V sobotu',
    sunday: 'V neděli',
  },
  areas: {
    any: 'Kdekoli',
    restaurant: 'Restaurace',
    cafe: 'Kavárna',
    terrace: 'Terasa',
  },
  find: 'Zobrazit volné časy',
  loading: 'Hledáme volné časy…',
  timesTitle: 'Volné časy',
  timesFor: 'Volné časy na {{day}} {{party}}:',
  sitting: 'Stůl je pro vás připravený {{duration}}.',
  moment: '{{date}} v {{time}}',
  answers: {
    none: 'Ten den už {{party}} volný stůl nemáme. Zkuste prosím jiný den, nebo nám zavolejte.',
    past: 'Ten den už minul. Vyberte prosím jiný.',
    tooFar: 'Stůl lze zatím rezervovat nejpozději na {{last}}.',
    party:
      'Online lze rezervovat stůl nejvýše pro {{largest}} hostů. Pro větší společnost nám pošlete poptávku salonku.',
    closed: '{{day}} máme zavřeno.',
    closedNamed: '{{day}} máme zavřeno – {{name}}.',
    areaClosed: 'Tam ten den rezervace online nepřijímáme. Vyberte prosím jiné místo.',
    failed: 'Volné časy se nepodařilo načíst. Zkuste to prosím znovu.',
  },
  /**
   * The heading of the summary of a refused booking (error-summary.tsx), as `forms.errorSummary` says it:
   * here too, as the guest's booking page does not load the enquiry forms' words.
   */
  errorSummary_one: 'Formulář obsahuje {{count}} chybu',
  errorSummary_few: 'Formulář obsahuje {{count}} chyby',
  errorSummary_other: 'Formulář obsahuje {{count}} chyb',
  fix: 'Rezervaci jsme zatím neuložili. Opravte prosím:',
  submit: 'Rezervovat stůl',
  change: 'Změnit den nebo počet hostů',
  info: 'Údaje použijeme jen k vyřízení rezervace.',
  infoLink: 'Jak s nimi zacházíme',
  gone: 'Čas {{time}} už mezitím někdo obsadil. Nejbližší volné časy jsou níže.',
  goneNone: 'Čas {{time}} už mezitím někdo obsadil a ten den už volný stůl nemáme.',
  limit:
    'Na jeden den lze z jednoho zařízení, e-mailu či telefonu rezervovat jen několik stolů. Pro další nám prosím zavolejte.',
  unavailable:
    'Rezervaci se teď nepodařilo uložit, stůl pro vás není rezervovaný. Zkuste to prosím za chvíli znovu, nebo nám zavolejte.',
  unconfirmed:
    'Nevíme jistě, zda se rezervace uložila. Podívejte se prosím za chvíli do e-mailu; pokud potvrzení nepřijde, zavolejte nám.',
  tooMany:
    'Z tohoto zařízení přišlo v krátké době příliš mnoho rezervací. Počkejte prosím pár minut, nebo nám zavolejte.',
  refused: 'Tato rezervace nepřišla z našeho webu. Otevřete prosím stránku rezervace a zkuste to znovu.',
  errors: {
    dateInvalid: 'Vyberte den',
    partyInvalid: 'Vyberte počet hostů',
    areaInvalid: 'Vyberte, kde chcete sedět',
    timeRequired: 'Vyberte čas',
    nameRequired: 'Vyplňte jméno',
    nameShort: 'Jméno je příliš krátké',
    nameLong: 'Jméno může mít nejvýše 80 znaků',
    nameLetters: 'Jméno může obsahovat jen písmena, mezery, spojovník, apostrof a tečku',
    emailRequired: 'Vyplňte e-mail',
    emailInvalid: 'Zadejte platnou e-mailovou adresu',
    phoneRequired: 'Vyplňte telefon',
    phoneInvalid: 'Zadejte telefonní číslo (9 až 15 číslic)',
    noteLong: 'Poznámka může mít nejvýše 500 znaků',
  },
  state: {
    confirmed: 'Potvrzeno',
    pending: 'Čeká na potvrzení',
    arrived: 'Dorazili jste',
    noShow: 'Nedorazili jste',
    declined: 'Zamítnuto',
    cancelled: 'Zrušeno',
  },
  done: {
    confirmed: 'Rezervace je potvrzena. Těšíme se na vás!',
    pending: 'Rezervace čeká na potvrzení, ozveme se do {{by}}.',
    repeat: 'Tuto rezervaci už máte. Odkaz na ni najdete v e-mailu.',
    emailed: 'Potvrzení jsme poslali na {{email}}.',
  },
  summary: {
    title: 'Vaše rezervace',
    day: 'Den',
    time: 'Čas',
    party: 'Hosté',
    area: 'Místo',
    name: 'Na jméno',
    reference: 'Číslo rezervace',
    state: 'Stav',
  },
};

declare module './index' {
  interface PageNamespaces {
    booking: typeof booking;
  }
}
