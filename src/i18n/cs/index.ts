import type { Shape } from '../shape';
import { common, error, footer, hours, nav } from './common';
import { meta } from './meta';
import { home } from './home';
import { dailyMenu } from './daily-menu';
import { foodMenu } from './food-menu';
import { drinks } from './drinks';
import { feast } from './feast';
import type { allergens } from './allergens';
import { about } from './about';
import { lounge } from './lounge';
import { gallery } from './gallery';
import { contact } from './contact';
import type { privacy } from './privacy';
import { forms } from './forms';

/** Czech is the source of truth for every text on the site. */
export const cs = {
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
};

/** The messages in every page's language chunk. */
export type CoreMessages = Shape<typeof cs>;

/**
 * Messages only a few pages use, loaded with those pages (src/i18n/page-messages.ts)
 * instead of with every page: the allergen legend (drinks, feast), the privacy notice.
 */
export type PageMessages = Shape<{ allergens: typeof allergens; privacy: typeof privacy }>;

/** Everything `t` can be asked for. */
export type Messages = CoreMessages & PageMessages;
