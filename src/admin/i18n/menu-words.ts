import { addScreenWords } from './screen-words';
import type { Strings } from './strings';

/**
 * The menu editor's words (the food menu, the drinks, the feast's menus), in both languages: loaded
 * with the content editor, which imports this file (the chips' words are dish-words.ts, shared with
 * the lunch editor). They join the loaded words as this module is evaluated (screen-words.ts);
 * messages.test.ts checks them.
 */
export const menuCs = {
  menus: {
    search: 'Hledat v lístku',
    searchHint: 'Název česky nebo anglicky, diakritika není nutná.',
    found: 'Nalezeno: {count}',
    nothingFound: 'Nic takového v lístku není.',
    clearSearch: 'Zrušit hledání',
    dishes: { one: '{count} jídlo', few: '{count} jídla', other: '{count} jídel' },
    drinks: { one: '{count} nápoj', few: '{count} nápoje', other: '{count} nápojů' },
    addDish: 'Přidat jídlo',
    addDrink: 'Přidat nápoj',
    addSection: 'Přidat oddíl',
    addCategory: 'Přidat kategorii',
    newDish: 'Nové jídlo',
    newDrink: 'Nový nápoj',
    newSection: 'Nový oddíl',
    sectionFields: 'Název a poznámka oddílu',
    categoryFields: 'Název kategorie',
    noPrice: 'bez ceny',
    soldOut: 'vyprodáno',
    soldOutToday: 'Vyprodáno dnes',
    done: 'Hotovo',
    duplicate: 'Duplikovat',
    remove: 'Odebrat',
    removed: 'Odebráno: {name}.',
    undo: 'Vrátit zpět',
    restored: 'Vráceno: {name}.',
    handle: 'Posunout: {name}',
    handleHint: 'Přetáhněte, nebo šipkami nahoru a dolů.',
    moved: '{name}: {place}. místo z {count}.',
    sectionTools: 'Oddíl: {name}',
    editions: 'Ročníky hodů',
    addEdition: 'Přidat ročník',
    newEdition: 'Nový ročník',
    pastEdition: 'proběhlo',
  },
};

export const menuEn: Strings<typeof menuCs> = {
  menus: {
    search: 'Search the menu',
    searchHint: 'A name in Czech or English; accents are optional.',
    found: 'Found: {count}',
    nothingFound: 'Nothing on the menu by that name.',
    clearSearch: 'Clear the search',
    dishes: { one: '{count} dish', few: '{count} dishes', other: '{count} dishes' },
    drinks: { one: '{count} drink', few: '{count} drinks', other: '{count} drinks' },
    addDish: 'Add a dish',
    addDrink: 'Add a drink',
    addSection: 'Add a section',
    addCategory: 'Add a category',
    newDish: 'New dish',
    newDrink: 'New drink',
    newSection: 'New section',
    sectionFields: 'Section title and note',
    categoryFields: 'Category title',
    noPrice: 'no price',
    soldOut: 'sold out',
    soldOutToday: 'Sold out today',
    done: 'Done',
    duplicate: 'Duplicate',
    remove: 'Remove',
    removed: 'Removed: {name}.',
    undo: 'Undo',
    restored: 'Put back: {name}.',
    handle: 'Move: {name}',
    handleHint: 'Drag it, or use the up and down arrow keys.',
    moved: '{name}: now {place} of {count}.',
    sectionTools: 'Section: {name}',
    editions: 'Editions of the feast',
    addEdition: 'Add an edition',
    newEdition: 'New edition',
    pastEdition: 'over',
  },
};

addScreenWords({ cs: menuCs, en: menuEn });
