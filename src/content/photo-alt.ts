import type { Lang } from '../lang';
import type { PhotoId } from './photos';

// Alt text for every photo, in both languages. When the restaurant replaces a
// placeholder in photos/ with its own photo, update the description here too.
export const photoAlt = {
  hero: {
    cs: 'Hlavní sál restaurace s prostřenými stoly v teplém večerním světle',
    en: 'The main dining room with laid tables in warm evening light',
  },
  interior: {
    cs: 'Interiér restaurace s dřevěnými stoly a závěsnými lampami',
    en: 'The restaurant interior with wooden tables and pendant lamps',
  },
  feast: {
    cs: 'Pečená svatomartinská husa s červeným zelím a knedlíky',
    en: "Roast St. Martin's goose with red cabbage and dumplings",
  },
  'lounge-01': {
    cs: 'Salonek Avion s projekčním plátnem a stoly uspořádanými do tvaru U',
    en: 'Avion Lounge with a projection screen and tables arranged in a U-shape',
  },
  'lounge-02': {
    cs: 'Salonek připravený na konferenci, řady židlí před plátnem',
    en: 'The lounge set up for a conference, rows of chairs facing the screen',
  },
  'lounge-03': {
    cs: 'Slavnostně prostřené dlouhé stoly pro svatební hostinu',
    en: 'Long tables festively laid for a wedding banquet',
  },
  'lounge-04': {
    cs: 'Soukromý bar salonku s lahvemi na policích',
    en: "The lounge's private bar with bottles on the shelves",
  },
  'lounge-05': {
    cs: 'Stoly uspořádané do tvaru T pro pracovní setkání',
    en: 'Tables arranged in a T-shape for a business meeting',
  },
  'lounge-06': {
    cs: 'Kulaté stoly s bílými ubrusy připravené na firemní večírek',
    en: 'Round tables with white tablecloths ready for a company party',
  },
  'lounge-07': {
    cs: 'Raut s občerstvením na dlouhém stole',
    en: 'A buffet reception laid out on a long table',
  },
  'lounge-08': {
    cs: 'Teplé osvětlení salonku při večerní akci',
    en: 'Warm lighting in the lounge during an evening event',
  },
  'lounge-09': {
    cs: 'Školení u stolů sestavených v řadě do tvaru I',
    en: 'A training session at tables arranged in an I-shape',
  },
  'lounge-10': {
    cs: 'Prostřený stůl s ubrousky a sklenkami na víno',
    en: 'A table set with napkins and wine glasses',
  },
  'lounge-11': {
    cs: 'Prezentace promítaná na plátno v salonku',
    en: 'A presentation projected onto the screen in the lounge',
  },
  'lounge-12': {
    cs: 'Salonek spojený s restaurací pro velkou oslavu',
    en: 'The lounge joined with the restaurant for a large celebration',
  },
  'lounge-13': {
    cs: 'Květinová výzdoba na stole při rodinné oslavě',
    en: 'Flower decorations on a table at a family celebration',
  },
  'cafe-01': {
    cs: 'Kavárna s malými stolky u velkých oken',
    en: 'The cafe with small tables by large windows',
  },
  'cafe-02': {
    cs: 'Šálek cappuccina s latte art na stolku',
    en: 'A cup of cappuccino with latte art on a table',
  },
  'cafe-03': {
    cs: 'Vitrína se zákusky a dorty v kavárně',
    en: 'A display of pastries and cakes in the cafe',
  },
  'cafe-04': {
    cs: 'Posezení v kavárně s pohodlnými křesly',
    en: 'Cafe seating with comfortable armchairs',
  },
  'cafe-05': {
    cs: 'Espresso a sklenice vody na mramorovém stolku',
    en: 'An espresso and a glass of water on a marble table',
  },
  'cafe-06': {
    cs: 'Letní terasa se slunečníky a prostřenými stoly',
    en: 'The summer terrace with parasols and laid tables',
  },
  'cafe-07': {
    cs: 'Kavárenský pult s kávovarem',
    en: 'The cafe counter with an espresso machine',
  },
  'cafe-08': {
    cs: 'Odpolední káva a dezert u okna',
    en: 'Afternoon coffee and dessert by the window',
  },
  'restaurant-01': {
    cs: 'Hlavní sál restaurace s prostřenými stoly',
    en: 'The main dining room with laid tables',
  },
  'restaurant-02': {
    cs: 'Pečená kachna s červeným zelím a knedlíky',
    en: 'Roast duck with red cabbage and dumplings',
  },
  'restaurant-03': {
    cs: 'Svíčková na smetaně s brusinkami a houskovým knedlíkem',
    en: 'Beef sirloin in cream sauce with cranberries and bread dumplings',
  },
  'restaurant-04': {
    cs: 'Čepované pivo ve sklenici u výčepu',
    en: 'A glass of draught beer at the bar tap',
  },
  'restaurant-05': {
    cs: 'Večerní atmosféra v restauraci při svíčkách',
    en: 'Evening atmosphere in the restaurant by candlelight',
  },
  'restaurant-06': {
    cs: 'Polední menu: polévka a hlavní chod',
    en: 'The lunch menu: soup and a main course',
  },
  'restaurant-07': {
    cs: 'Vinný lístek a sklenka červeného vína',
    en: 'The wine list and a glass of red wine',
  },
  'restaurant-08': {
    cs: 'Dřevěný interiér restaurace s lampami nad stoly',
    en: "The restaurant's wooden interior with lamps above the tables",
  },
} as const satisfies Record<PhotoId, Record<Lang, string>>;
