/**
 * The words of a table booking's e-mails: the guest's (in the guest's language) and the
 * copy for the restaurant's mailbox (in Czech). Server only (src/i18n/booking-email-messages.ts),
 * never part of the language chunk the browser downloads. The facts (date, time, party, the
 * venue's address and phone) are filled in by server/bookings/guest-email.ts and
 * restaurant-copy.ts.
 */
export const bookingEmail = {
  /** The subject of each kind of e-mail, the day and time after it. */
  subject: {
    received: 'Rezervace čeká na potvrzení – {{venue}}, {{date}} v {{time}}',
    confirmed: 'Rezervace potvrzena – {{venue}}, {{date}} v {{time}}',
    ownerConfirmed: 'Rezervace potvrzena – {{venue}}, {{date}} v {{time}}',
    declined: 'Rezervaci nemůžeme přijmout – {{venue}}, {{date}} v {{time}}',
    changed: 'Rezervace změněna – {{venue}}, {{date}} v {{time}}',
    cancelled: 'Rezervace zrušena – {{venue}}, {{date}} v {{time}}',
    reminder: 'Připomínka rezervace – {{venue}}, {{date}} v {{time}}',
  },
  greeting: 'Dobrý den,',
  /** What happened, first in the e-mail. `within`: how soon the restaurant answers (`24 h`). */
  lead: {
    received:
      'děkujeme za vaši rezervaci. Rezervace pro větší skupiny potvrzujeme osobně, proto ta vaše zatím čeká na potvrzení. Stůl pro vás do té doby držíme a ozveme se vám nejpozději do {{within}}.',
    confirmed: 'děkujeme za vaši rezervaci. Je potvrzená a těšíme se na vás.',
    ownerConfirmed: 'vaši rezervaci jsme potvrdili. Těšíme se na vás.',
    declined:
      'je nám líto, ale vaši rezervaci tentokrát nemůžeme přijmout. Rádi s vámi najdeme jiný termín – zavolejte nám prosím na {{phone}}.',
    changed: 'vaše rezervace byla změněna. Nyní platí tyto údaje:',
    /** A change that made the booking wait for the owner (a party above `confirmUpTo`): as `received` says it. */
    changedPending:
      'vaše rezervace byla změněna. Rezervace pro větší skupiny potvrzujeme osobně, proto ta vaše teď čeká na potvrzení. Stůl pro vás do té doby držíme a ozveme se vám nejpozději do {{within}}. Nyní platí tyto údaje:',
    cancelled:
      'vaše rezervace byla zrušena. Pokud jste ji nerušili vy nebo jde o omyl, zavolejte nám prosím na {{phone}}.',
    reminder: 'připomínáme vaši rezervaci na zítřek. Těšíme se na vás.',
  },
  /** The booking, one line each: label and value. */
  details: {
    day: 'Den',
    time: 'Čas',
    party: 'Počet hostů',
    area: 'Stůl',
    name: 'Na jméno',
    reference: 'Číslo rezervace',
    state: 'Stav',
  },
  /** Where the table is (the booking's area). */
  areas: {
    restaurant: 'v restauraci',
    cafe: 'v kavárně',
    terrace: 'na terase',
  },
  /** The booking's state as the e-mail states it. */
  states: {
    confirmed: 'potvrzená',
    pending: 'čeká na potvrzení',
    declined: 'nepřijatá',
    cancelled: 'zrušená',
  },
  manage: {
    intro: 'Rezervaci si zde můžete prohlédnout, změnit na jiný volný čas nebo zrušit:',
    link: 'Zobrazit, změnit nebo zrušit rezervaci',
    private: 'Odkaz patří jen vám, nepřeposílejte ho prosím.',
  },
  calendar: {
    attached: 'V příloze najdete rezervaci jako událost do kalendáře.',
    /** A cancelled booking's file: it marks the event the guest may have added as cancelled. */
    cancelled: 'Pokud máte rezervaci v kalendáři, příloha ji v něm označí jako zrušenou.',
    fileName: 'rezervace.ics',
    summary: 'Rezervace stolu – {{venue}}',
    description: 'Číslo rezervace: {{reference}}. Počet hostů: {{party}}.',
  },
  contact: {
    phone: 'Telefon',
    email: 'E-mail',
  },
  signOff: 'S pozdravem',
  /** The copy of a new booking for the restaurant's mailbox (in Czech, like the enquiries). */
  restaurant: {
    subject: {
      confirmed: 'Nová rezervace – {{date}} v {{time}}, stůl pro {{party}}, {{name}}',
      pending: 'Rezervace ke schválení – {{date}} v {{time}}, stůl pro {{party}}, {{name}}',
    },
    lead: {
      confirmed: 'Nová rezervace z webu, potvrzená automaticky.',
      pending:
        'Nová rezervace z webu čeká na vaše potvrzení: potvrďte ji nebo odmítněte v knize rezervací v administraci.',
    },
    note: 'Poznámka',
    lang: 'Jazyk hosta',
    none: '–',
    languages: { cs: 'čeština', en: 'angličtina' },
    footer: 'Odesláno z rezervace na webu.',
    footerReply: 'Odesláno z rezervace na webu. Odpovědí na tento e-mail odpovíte hostovi.',
  },
};
