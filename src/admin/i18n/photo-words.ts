import { addScreenWords } from './screen-words';
import type { Strings } from './strings';

/**
 * The photo library's words (the photos screen's thumbnails, upload, places), in both languages:
 * loaded with the photos screen, which imports this file. They join the loaded words as this
 * module is evaluated (screen-words.ts); messages.test.ts checks them.
 */
export const photoCs = {
  library: {
    count: { one: '{count} fotografie', few: '{count} fotografie', other: '{count} fotografií' },
    add: 'Přidat fotografii',
    uploading: 'Nahrávám fotografii… {percent} %',
    finishing: 'Fotografie je nahraná, ukládám ji na server…',
    added: 'Fotografie je přidaná na konec části „{section}“. Popište ji oběma jazyky a uložte.',
    replaced:
      'Fotografie je vyměněná, i tam, kde byla použitá mimo galerii. Popis zůstal od předchozí: upravte ho a uložte.',
    open: 'Upravit fotografii: {name}',
    unnamed: 'Fotografie bez popisu',
    sample: 'Ukázka',
    sampleNote: 'Ukázková fotografie: nahraďte ji vlastní.',
    processing: 'Připravuje se',
    processingNote: 'Web si fotografii právě zmenšuje pro telefony a počítače; za chvíli bude vidět.',
    unsaved: 'Neuloženo',
    unsavedNote: 'Fotografie bude na webu, až změny uložíte.',
    refused: 'Nejde použít',
    refusedNote: 'Tuto fotografii web nedokázal zpracovat. Nahraďte ji jinou.',
    usedTitle: 'Kde je použita',
    usedGallery: 'Galerie: {section}',
    usedPage: 'Fotografie stránky: {page}',
    usedShare: 'Obrázek pro sdílení: {page}',
    usedCard: 'Karta na úvodní stránce',
    earlier: 'Posunout dřív',
    later: 'Posunout dál',
    remove: 'Odebrat z galerie',
    removeKept:
      'Fotografie je použitá i mimo galerii (viz výše), a tak ji nejde odebrat. Nejdřív tam níže vyberte jinou; nahradit ji můžete hned, nová se použije všude.',
    done: 'Hotovo',
    moved: '{name}: {place}. místo z {count}.',
    handleHint: 'Přetáhněte, posuňte šipkami, nebo klepněte pro tlačítka Posunout dřív a dál.',
  },
};

export const photoEn: Strings<typeof photoCs> = {
  library: {
    count: { one: '{count} photo', few: '{count} photos', other: '{count} photos' },
    add: 'Add a photo',
    uploading: 'Uploading the photo… {percent}%',
    finishing: 'The photo is uploaded, storing it on the server…',
    added: 'The photo is added at the end of “{section}”. Describe it in both languages and save.',
    replaced:
      'The photo is replaced, also where it was used outside the gallery. The description is the previous one’s: change it and save.',
    open: 'Edit the photo: {name}',
    unnamed: 'A photo without a description',
    sample: 'Sample',
    sampleNote: 'A sample photo: replace it with your own.',
    processing: 'Being prepared',
    processingNote:
      'The site is making smaller copies of the photo for phones and computers; it will show in a moment.',
    unsaved: 'Not saved',
    unsavedNote: 'The photo will be on the site once you save your changes.',
    refused: 'Cannot be used',
    refusedNote: 'The site could not process this photo. Replace it with another one.',
    usedTitle: 'Where it is used',
    usedGallery: 'Gallery: {section}',
    usedPage: 'Photo of the page: {page}',
    usedShare: 'Share picture: {page}',
    usedCard: 'A card on the home page',
    earlier: 'Move earlier',
    later: 'Move later',
    remove: 'Remove from the gallery',
    removeKept:
      'This photo is also used outside the gallery (see above), so it cannot be removed. First choose another one there, below; you can replace it right away, and the new one is used everywhere.',
    done: 'Done',
    moved: '{name}: now {place} of {count}.',
    handleHint: 'Drag it, move it with the arrow keys, or tap it for the Move earlier and Move later buttons.',
  },
};

addScreenWords({ cs: photoCs, en: photoEn });
