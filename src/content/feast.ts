/**
 * The St. Martin's feast menu (spec section 9): prices in CZK, weights in grams,
 * volumes in litres. Dish names and descriptions in both languages; the group
 * titles and notes are copy and live in the i18n namespace `feast.menu.groups`.
 *
 * The spec gives names, amounts and prices only. The descriptions (and the
 * side dishes in the group notes) are sample copy for the kitchen to confirm.
 */
import type { Lang } from '../lang';
import { formatGrams, formatLitres } from './format';
import type { LocalizedText } from './localized-text';

export type Amount = { litres: number } | { grams: number; approx?: boolean };

export interface FeastItem {
  id: string;
  name: LocalizedText;
  description?: LocalizedText;
  amount?: Amount;
  price: number;
}

type FeastGroupId = 'starters' | 'goose' | 'mains' | 'wine';

export interface FeastGroup {
  id: FeastGroupId;
  items: readonly FeastItem[];
}

export const feastGroups: readonly FeastGroup[] = [
  {
    id: 'starters',
    items: [
      {
        id: 'goose-liver',
        name: { cs: 'Husí jatýrka', en: 'Goose liver' },
        description: {
          cs: 'Restovaná na cibulce, s opečeným pečivem',
          en: 'Pan-fried with onion, served with toasted bread',
        },
        price: 159,
      },
      {
        id: 'goose-broth',
        name: { cs: 'Husí vývar', en: 'Goose broth' },
        description: { cs: 'S husím masem, zeleninou a nudlemi', en: 'With goose meat, vegetables and noodles' },
        amount: { litres: 0.3 },
        price: 109,
      },
    ],
  },
  {
    id: 'goose',
    items: [
      {
        id: 'goose-whole',
        name: { cs: 'Celá husa', en: 'Whole goose' },
        amount: { grams: 4200, approx: true },
        price: 2599,
      },
      { id: 'goose-half', name: { cs: 'Půlka husy', en: 'Half a goose' }, price: 1299 },
      { id: 'goose-quarter', name: { cs: 'Čtvrtka husy', en: 'Quarter of a goose' }, price: 649 },
    ],
  },
  {
    id: 'mains',
    items: [
      {
        id: 'goose-leg',
        name: { cs: 'Konfitované husí stehno', en: 'Confit goose leg' },
        description: { cs: 'S červeným zelím a bramborovým knedlíkem', en: 'With red cabbage and potato dumplings' },
        amount: { grams: 480 },
        price: 559,
      },
      {
        id: 'duck-leg',
        name: { cs: 'Konfitované kachní stehno', en: 'Confit duck leg' },
        description: { cs: 'S bílým zelím a houskovým knedlíkem', en: 'With white cabbage and bread dumplings' },
        amount: { grams: 440 },
        price: 419,
      },
      {
        id: 'potato-pancake',
        name: { cs: 'Plněný bramborák', en: 'Stuffed potato pancake' },
        description: { cs: 'Plněný husím masem a dušeným zelím', en: 'Filled with goose meat and braised cabbage' },
        amount: { grams: 250 },
        price: 329,
      },
    ],
  },
  {
    id: 'wine',
    items: [
      { id: 'wine-bottle', name: { cs: 'Láhev', en: 'Bottle' }, amount: { litres: 0.7 }, price: 369 },
      { id: 'wine-carafe', name: { cs: 'Karafa', en: 'Carafe' }, amount: { litres: 0.25 }, price: 139 },
      { id: 'wine-glass', name: { cs: 'Sklenka', en: 'Glass' }, amount: { litres: 0.1 }, price: 69 },
    ],
  },
];

/** `480 g`; `cca 4,2 kg` / `approx. 4.2 kg`; `0,3 l` / `0.3 l`. */
export function formatAmount(amount: Amount, lang: Lang): string {
  if ('litres' in amount) return formatLitres(amount.litres, lang);
  const approx = amount.approx ? (lang === 'cs' ? 'cca\u00a0' : 'approx.\u00a0') : '';
  if (amount.grams < 1000) return `${approx}${formatGrams(amount.grams)}`;
  const kilos = String(amount.grams / 1000);
  return `${approx}${lang === 'cs' ? kilos.replace('.', ',') : kilos}\u00a0kg`;
}
