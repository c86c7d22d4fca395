import type { SiteMessages } from '../cs';
import { core } from './core';
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
  ...core,
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
} satisfies SiteMessages;
