import type { Strings } from './strings';

/**
 * The push notifications' words, in both languages: what a notification on
 * the owner's phone says (the server composes it, server/push/notice.ts, in the language the
 * device was switched on in) and the admin's switch "Upozornění na tomto zařízení" (the
 * devices card, src/admin/push/). A leaf with no side effect: the server imports it too.
 * A notification carries nothing a guest wrote: no name, e-mail, phone or note.
 */
export const pushCs = {
  push: {
    notice: {
      bookingTitle: 'Nová rezervace',
      bookingPendingTitle: 'Rezervace čeká na potvrzení',
      /** A guest moved their booking by the link in their e-mail (the body gives the new time). */
      bookingChangedTitle: 'Host změnil rezervaci',
      bookingChangedPendingTitle: 'Změněná rezervace čeká na potvrzení',
      bookingBody: '{when}, {party}',
      /** The weekday, the date and the time as Intl writes them in Czech: "čt 3. 12. 19:00". */
      when: '{weekday} {date} {time}',
      guestsOne: '{n} osoba',
      guestsFew: '{n} osoby',
      guestsOther: '{n} osob',
      enquiryTitle: 'Nová zpráva z webu',
      enquiryBody: 'Otevřete ji v poptávkách ve správě webu.',
      testTitle: 'Upozornění fungují',
      testBody: 'Takhle vám na tomto zařízení přijde zpráva o nové rezervaci nebo poptávce.',
      /** A push the worker cannot read (it must still show something: the browser requires it). */
      fallbackTitle: 'Správa webu · Restaurace Ballon',
      fallbackBody: 'Ve správě webu je něco nového.',
    },
    /** The admin installed as an app (its web app manifest, server/admin/installable.ts). */
    app: {
      name: 'Správa webu · Restaurace Ballon',
      shortName: 'Ballon správa',
    },
    device: {
      title: 'Upozornění na tomto zařízení',
      intro:
        'Nová rezervace nebo zpráva z webu vám přijde jako upozornění na telefon, i když správu webu zrovna nemáte otevřenou. Zapíná se zvlášť na každém zařízení.',
      on: 'Zapnuto: upozornění chodí na toto zařízení.',
      off: 'Vypnuto.',
      switchOn: 'Zapnout upozornění',
      switchOff: 'Vypnout upozornění',
      test: 'Poslat zkušební upozornění',
      testSent: 'Zkušební upozornění odešlo. Mělo by se za chvíli ukázat.',
      testGone: 'Služba upozornění toto zařízení už nezná. Zapněte upozornění prosím znovu.',
      testFailed: 'Službu upozornění se teď nepodařilo zastihnout. Zkuste to prosím za chvíli znovu.',
      unsupported:
        'Tento prohlížeč upozornění neumí. Na iPhonu nejdřív přidejte správu webu na plochu (Sdílet → Přidat na plochu) a otevřete ji odtud.',
      denied:
        'Upozornění jsou pro tuto stránku v prohlížeči zakázaná. Povolte je v nastavení prohlížeče a zkuste to znovu.',
      failed: 'Upozornění se nepodařilo zapnout. Zkuste to prosím znovu.',
      others: 'Další zařízení s upozorněním na váš účet: {n}',
      removeOther: 'Vypnout na zařízení přidaném {at}',
    },
  },
};

export const pushEn: Strings<typeof pushCs> = {
  push: {
    notice: {
      bookingTitle: 'New booking',
      bookingPendingTitle: 'Booking awaits confirmation',
      bookingChangedTitle: 'A guest changed their booking',
      bookingChangedPendingTitle: 'Changed booking awaits confirmation',
      bookingBody: '{when}, {party}',
      when: '{weekday}, {date}, {time}',
      guestsOne: '{n} guest',
      guestsFew: '{n} guests',
      guestsOther: '{n} guests',
      enquiryTitle: 'New message from the website',
      enquiryBody: "Open it in the admin's enquiries.",
      testTitle: 'Notifications work',
      testBody: 'This is how a new booking or enquiry will reach you on this device.',
      fallbackTitle: 'Website admin · Restaurace Ballon',
      fallbackBody: 'There is something new in the admin.',
    },
    app: {
      name: 'Website admin · Restaurace Ballon',
      shortName: 'Ballon admin',
    },
    device: {
      title: 'Notifications on this device',
      intro:
        "A new booking or message from the website reaches your phone as a notification, even when the admin isn't open. It is switched on for each device separately.",
      on: 'On: notifications come to this device.',
      off: 'Off.',
      switchOn: 'Switch notifications on',
      switchOff: 'Switch notifications off',
      test: 'Send a test notification',
      testSent: 'The test notification is on its way. It should show in a moment.',
      testGone: 'The notification service no longer knows this device. Please switch notifications on again.',
      testFailed: "The notification service couldn't be reached just now. Please try again in a moment.",
      unsupported:
        "This browser can't show notifications. On an iPhone, first add the admin to the Home Screen (Share → Add to Home Screen) and open it from there.",
      denied:
        'Notifications are blocked for this site in the browser. Allow them in the browser settings and try again.',
      failed: "Notifications couldn't be switched on. Please try again.",
      others: 'Other devices with notifications for your account: {n}',
      removeOther: 'Switch off on the device added {at}',
    },
  },
};
