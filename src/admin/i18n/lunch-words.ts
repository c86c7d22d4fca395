import { addScreenWords } from './screen-words';
import type { Strings } from './strings';

/**
 * The lunch editor's own words (the week, the allergen check, a closed day), in both languages:
 * loaded with the lunch screen, which imports this file, so the sign-in and the first screen do not
 * carry them (the first screen's lunch card has its words in cs.ts / en.ts). They join the loaded
 * words as this module is evaluated (screen-words.ts); messages.test.ts checks them with the rest.
 */
export const lunchCs = {
  lunch: {
    week: 'Týden {from} – {to}',
    prevWeek: 'Předchozí týden',
    thisWeek: 'Tento týden',
    nextWeek: 'Další týden',
    closedDay: 'Zavřeno',
    closedBecause: 'Zavřeno: {name}',
    closedDate: 'V tento den má restaurace podle otevírací doby zavřeno.',
    closedDateBecause: 'V tento den má restaurace zavřeno: {name}.',
    copyWeek: 'Zkopírovat minulý týden',
    daySeparator: ', ',
    copyWeekHint:
      'Dny bez menu ({days}) dostanou jídla stejného dne minulého týdne jako koncepty. Hotové a zavřené dny zůstanou, jak jsou.',
    weekCopied: 'Zkopírováno jako koncepty ({days}). Každý den otevřete, upravte, co se změnilo, a zveřejněte.',
    copyTo: 'Zkopírovat tento den na…',
    copyToHint:
      'Den se zkopíruje, jak je uložený, jako koncept. Nabízejí se dny až do {last}, kdy máte otevřeno a ještě nemají menu.',
    copyToNone: 'Do {last} není žádný den, kdy máte otevřeno a ještě nemá menu.',
    copyToUnsaved: 'Nejdřív uložte změny tohoto dne: zkopíruje se den, jak je uložený.',
    notPublishedCheck: 'Den se nezveřejnil: nejdřív zkontrolujte alergeny u označených jídel.',
    copiedTo: 'Zkopírováno na {day} jako koncept.',
    openCopy: 'Otevřít',
    copyToTaken: 'Na {day} mezitím někdo menu napsal nebo je ten den zavřeno. Nic se nezkopírovalo.',
    checkAllergens: 'Zkontrolujte alergeny.',
    checkAllergensWhy:
      'Jídlo má jiný název, než s jakým se zkopírovalo: alergeny a dieta patří k původnímu jídlu. Upravte je a potvrďte tlačítkem níže. Do té doby den nepůjde zveřejnit.',
    allergensRight: 'Alergeny a dieta jsou správně',
    checkFirst:
      'Nejdřív zkontrolujte alergeny a dietu tohoto jídla a potvrďte je tlačítkem „Alergeny a dieta jsou správně“.',
  },
};

export const lunchEn: Strings<typeof lunchCs> = {
  lunch: {
    week: 'Week of {from} – {to}',
    prevWeek: 'Previous week',
    thisWeek: 'This week',
    nextWeek: 'Next week',
    closedDay: 'Closed',
    closedBecause: 'Closed: {name}',
    closedDate: 'The restaurant is closed on this day by its opening hours.',
    closedDateBecause: 'The restaurant is closed on this day: {name}.',
    copyWeek: 'Copy last week',
    daySeparator: '; ',
    copyWeekHint:
      'The days without a menu ({days}) get the dishes of the same day last week, as drafts. Days already written and closed days stay as they are.',
    weekCopied: 'Copied as drafts ({days}). Open each day, change what changed, and publish it.',
    copyTo: 'Copy this day to…',
    copyToHint:
      'The day is copied as saved, as a draft. You can copy it to any day up to {last} when you are open and have no menu yet.',
    copyToNone: 'There is no day up to {last} when you are open and have no menu yet.',
    copyToUnsaved: 'Save this day’s changes first: the day is copied as saved.',
    notPublishedCheck: 'The day was not published: first check the allergens of the marked dishes.',
    copiedTo: 'Copied to {day} as a draft.',
    openCopy: 'Open it',
    copyToTaken: 'Someone wrote a menu for {day} meanwhile, or the restaurant is closed then. Nothing was copied.',
    checkAllergens: 'Check the allergens.',
    checkAllergensWhy:
      'The dish has a new name since it was copied: its allergens and diet tags came with the old dish. Change them, then confirm with the button below. Until then the day cannot be published.',
    allergensRight: 'The allergens and diet tags are right',
    checkFirst:
      "First check this dish's allergens and diet tags, then confirm them with “The allergens and diet tags are right”.",
  },
};

addScreenWords({ cs: lunchCs, en: lunchEn });
