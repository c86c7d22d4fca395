export const dailyMenu = {
  title: 'Denní menu',
  lead: 'Obědy, na které se budete těšit.',
  intro: {
    title: 'Čerstvé menu každý den',
    text: 'Polévka a výběr z hlavních jídel za příznivé ceny. Menu aktualizujeme každý den od {{opens}} a ve všední dny podáváme polední menu.',
  },
  frame: {
    title: 'Denní menu Restaurace Ballon',
    heading: 'Dnešní nabídka',
    openSeparately: 'Otevřít denní menu samostatně',
    placeholderTitle: 'Denní menu zde brzy zveřejníme',
    placeholderText:
      'Online verzi denního menu pro vás právě připravujeme. Na dnešní nabídku se nás mezitím klidně zeptejte po telefonu.',
  },
  subscribe: {
    title: 'Denní menu každé ráno v e-mailu',
    text: 'Přihlaste se k odběru a aktuální denní menu vám každé ráno pošleme e-mailem.',
    button: 'Přihlásit se k odběru',
  },
};
