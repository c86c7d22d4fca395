import type { Shape } from '../shape';
import { common, error, footer, hours, nav, notFound } from './common';
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

/** Czech is the source of truth for every text on the site. */
export const cs = {
  common,
  nav,
  footer,
  hours,
  notFound,
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
};

export type Messages = Shape<typeof cs>;
