import type { CoreMessages } from '../cs';
import { common, error, footer, hours, nav } from './common';
import { meta } from './meta';
import { home } from './home';
import { dailyMenu } from './daily-menu';
import { foodMenu } from './food-menu';
import { drinks } from './drinks';
import { feast } from './feast';
import { about } from './about';
import { lounge } from './lounge';
import { gallery } from './gallery';
import { contact } from './contact';
import { forms } from './forms';

export const en = {
  common,
  nav,
  footer,
  hours,
  error,
  meta,
  home,
  dailyMenu,
  foodMenu,
  drinks,
  feast,
  about,
  lounge,
  gallery,
  contact,
  forms,
} satisfies CoreMessages;
