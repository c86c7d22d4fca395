export const lounge = {
  eyebrow: 'Konferenční prostory',
  title: '{{name}}',
  lead: 'Samostatný salonek s vlastním barem a projekční technikou pro firemní akce, školení, oslavy i svatby.',
  intro:
    'Salonek je od restaurace oddělený, takže máte soukromí a klid. Uspořádání stolů, menu i techniku připravíme podle vaší akce – od pracovní porady po svatební hostinu.',
  features: {
    title: 'Co salonek nabízí',
    capacity: {
      title: '{{count}} míst k sezení',
      text: 'Prostorný a světlý salonek pro menší porady i velké společenské akce.',
      /** Shown when the lounge takes a standing reception (content/lounge.yaml, `reception`). */
      standing: 'Na recepci vestoje pojme až {{count}} hostů.',
    },
    projection: {
      title: 'Plátno a projekce',
      text: 'Projekční plátno a technika pro prezentace, školení a promítání.',
    },
    bar: {
      title: 'Vlastní bar',
      text: 'Soukromý bar jen pro vaše hosty, s obsluhou po celou dobu akce.',
    },
  },
  arrangements: {
    title: 'Uspořádání stolů',
    intro: 'Kolik hostů se vejde, záleží na uspořádání stolů:',
    seated: '{{count}} osob',
    upTo: 'až {{count}} osob',
    U: {
      title: 'Tvar U',
      text: 'Stoly do tvaru písmene U – ideální pro porady, semináře a diskuse.',
    },
    T: {
      title: 'Tvar T',
      text: 'Čelní stůl s navazující tabulí – pro slavnostní hostiny a rodinné oslavy.',
    },
    I: {
      title: 'Tvar I',
      text: 'Jeden dlouhý společný stůl – pro pracovní jednání i společnou večeři.',
    },
    bar: {
      title: 'Barové uspořádání',
      text: 'Barové stolky a volný prostor – pro neformální setkání a večírky.',
    },
    reception: {
      title: 'Recepce a rauty',
      text: 'Raut vestoje – pro recepce, vernisáže a firemní večírky.',
    },
    combined: {
      title: 'Spojení s restaurací',
      text: 'Salonek propojený s restaurací – pro svatby a velké společenské akce.',
    },
  },
  inquiry: {
    title: 'Poptávka pronájmu salonku',
    text: 'Napište nám, co chystáte, a my vám připravíme nabídku na míru.',
    call: 'Chcete raději zavolat? Akci s vámi rádi probereme po telefonu:',
  },
};
