/** The guest's own booking (`/moje-rezervace?t=…`, from the e-mail's link): see it, change it, cancel it, or book. */
export const myBooking = {
  head: {
    title: 'Moje rezervace',
    description: 'Vaše rezervace stolu v Restauraci Ballon: den, čas, počet hostů a stav.',
    keywords: 'rezervace stolu, Restaurace Ballon',
  },
  eyebrow: 'Rezervace stolu',
  title: 'Moje rezervace',
  lead: 'Odkaz z potvrzovacího e-mailu vás dovede sem, k vaší rezervaci: uvidíte její stav a můžete ji změnit na jiný volný čas nebo zrušit. Nový stůl si zarezervujete níže.',
  notFound:
    'Podle tohoto odkazu jsme rezervaci nenašli. Odkaz z e-mailu platí do konce dne rezervace; jinak nám prosím zavolejte.',
  unavailable: 'Rezervaci teď nemůžeme ověřit. Zkuste to prosím za chvíli, nebo nám zavolejte.',
  newTitle: 'Rezervovat stůl',
  /** The fold that leads to cancelling (two taps: it, then its button). */
  cancel: 'Zrušit rezervaci…',
  cancelConfirm: 'Opravdu zrušit?',
  /** What cancelling does, in the fold. */
  cancelText: 'Stůl tím uvolníme pro další hosty a zrušení už nepůjde vzít zpět.',
  cancelSubmit: 'Ano, zrušit rezervaci',
  cancelled: 'Rezervaci jsme zrušili. Děkujeme, že jste dali vědět.',
  notChangeable: 'Tuto rezervaci už změnit ani zrušit nelze. Zavolejte nám prosím.',
  changeTitle: 'Změnit termín',
  changeText:
    'Vyberte nový den, počet hostů a volný čas. Změnu vám potvrdíme e-mailem; rezervaci pro více než {{confirmUpTo}} hostů po změně ještě znovu potvrdíme.',
  changeSubmit: 'Změnit termín',
  /** Said once, right after the change (`&zmeneno=1`), above the booking as it is now. */
  changed: 'Rezervaci jsme změnili. Nový termín najdete níže, potvrzení vám pošleme i e-mailem.',
  changedPending: 'Rezervaci jsme změnili a teď čeká na naše potvrzení. Ozveme se vám do {{by}}.',
  /** What the change form says after a post that changed nothing: the booking stands as it was. */
  notices: {
    gone: 'Čas {{time}} už mezitím někdo obsadil. Nejbližší volné časy jsou níže; vaše rezervace zatím platí beze změny.',
    goneNone: 'Čas {{time}} už mezitím někdo obsadil a ten den už volný stůl nemáme. Vaše rezervace platí beze změny.',
    limit:
      'Na ten den je z tohoto zařízení, e-mailu či telefonu rezervováno už tolik stolů, kolik lze online. Rezervace platí beze změny; pro změnu nám prosím zavolejte.',
    unavailable:
      'Změnu se teď nepodařilo uložit, rezervace platí beze změny. Zkuste to prosím za chvíli znovu, nebo nám zavolejte.',
    unconfirmed:
      'Nevíme jistě, zda se změna uložila. Otevřete prosím za chvíli znovu odkaz z e-mailu; pokud uvidíte původní termín, zavolejte nám.',
    unchanged: 'Na tento den a čas už rezervaci máte, nic jsme neměnili.',
    notChangeable: 'Tuto rezervaci už změnit ani zrušit nelze. Zavolejte nám prosím.',
    notFound:
      'Podle tohoto odkazu jsme rezervaci nenašli. Odkaz z e-mailu platí do konce dne rezervace; jinak nám prosím zavolejte.',
  },
  call: 'Potřebujete něco jiného? Zavolejte nám na',
};

declare module './index' {
  interface PageNamespaces {
    myBooking: typeof myBooking;
  }
}
