/** The guest's own booking (`/moje-rezervace?t=…`, from the e-mail's link): see it, cancel it, or book. */
export const myBooking = {
  head: {
    title: 'Moje rezervace',
    description: 'Vaše rezervace stolu v Restauraci Ballon: den, čas, počet hostů a stav.',
    keywords: 'rezervace stolu, Restaurace Ballon',
  },
  eyebrow: 'Rezervace stolu',
  title: 'Moje rezervace',
  lead: 'Odkaz z potvrzovacího e-mailu vás dovede sem, k vaší rezervaci: uvidíte její stav a můžete ji zrušit. Nový stůl si zarezervujete níže.',
  notFound:
    'Podle tohoto odkazu jsme rezervaci nenašli. Odkaz z e-mailu platí do konce dne rezervace; jinak nám prosím zavolejte.',
  unavailable: 'Rezervaci teď nemůžeme ověřit. Zkuste to prosím za chvíli, nebo nám zavolejte.',
  newTitle: 'Rezervovat stůl',
  cancel: 'Zrušit rezervaci',
  cancelConfirm: 'Opravdu zrušit?',
  cancelled: 'Rezervace je zrušená. Děkujeme, že jste dali vědět.',
  notChangeable: 'Tuto rezervaci už změnit ani zrušit nelze. Zavolejte nám prosím.',
  call: 'Potřebujete něco jiného? Zavolejte nám na',
};

declare module './index' {
  interface PageNamespaces {
    myBooking: typeof myBooking;
  }
}
