export const about = {
  eyebrow: 'Praha 6 – Vokovice',
  title: 'O Restauraci Ballon',
  lead: 'Restaurace, kavárna a letní terasa na jednom místě – pro polední pauzu, rodinný oběd i večer s přáteli.',
  story: {
    first:
      'V Restauraci Ballon vaříme poctivou českou kuchyni i oblíbená jídla z celého světa. Ve všední dny u nás oceníte polední menu, o víkendu klidný oběd s rodinou a večer dobré jídlo s přáteli.',
    second:
      'Prostorná restaurace, útulná kavárna i letní terasa nabízejí dost místa pro každodenní návštěvy i větší oslavy. A když chystáte akci, je tu pro vás i {{lounge}}, náš samostatný salonek.',
  },
  highlights: {
    title: 'Proč si nás oblíbíte',
    seats: {
      title: '{{count}} míst v restauraci',
      text: 'Dost prostoru pro pracovní obědy, rodinné oslavy i větší společnosti.',
    },
    atmosphere: {
      title: 'Příjemná atmosféra',
      text: 'Vlídná obsluha, klidné prostředí a čas na dobré jídlo bez spěchu.',
    },
    terrace: {
      title: 'Letní terasa pro {{count}} hostů',
      text: 'V teplých dnech posedíte venku na čerstvém vzduchu.',
    },
  },
  spaces: {
    title: 'Kavárna a terasa',
    cafe: {
      title: 'Kavárna',
      text: 'Útulná kavárna se hodí na ranní espresso, odpolední kávu se zákuskem i pracovní schůzku. Wi-Fi je samozřejmostí.',
    },
    terrace: {
      title: 'Letní terasa',
      text: 'Ideální místo pro oběd na sluníčku i letní večery s přáteli.',
    },
  },
};
