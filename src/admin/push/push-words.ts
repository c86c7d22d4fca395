import { pushCs, pushEn } from '../i18n/push-words';
import { addScreenWords } from '../i18n/screen-words';

/** The switch's words join the loaded ones when its chunk is evaluated (screen-words.ts), as later-words.ts does. */
addScreenWords({ cs: pushCs, en: pushEn });
