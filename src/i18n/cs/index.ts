import type { Shape } from '../shape';
import { core } from './core';
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
};

/** The messages in every page's language chunk (core.ts): what the layout and the error pages show. */
export type CoreMessages = Shape<typeof core>;

/** The site's messages but the allergen legend and the privacy notice (which en/index.ts must match). */
export type SiteMessages = Shape<typeof cs>;

/**
 * The namespaces of pages that the server does not bundle from the start (`cs`
 * above): their route brings them, on the server as in the browser. Each one's
 * Czech file adds itself here, so that `t` knows its keys and its English file
 * must have the same:
 *
 *     declare module './index' {
 *       interface PageNamespaces {
 *         fooBar: typeof fooBar;
 *       }
 *     }
 *
 * (The namespaces in `cs` are those the server also uses outside their page's
 * render: the feast calendar, the structured data, the API's errors; and the pages
 * that were there before.)
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by each such page's messages (declaration merging)
export interface PageNamespaces {}

/**
 * Messages a page brings with it (src/i18n/page-messages.ts), loaded with that
 * page instead of with every page: each page's own copy, the forms' labels and
 * messages (lounge, contact), the allergen legend (drinks, feast), the privacy
 * notice; and the head's titles and descriptions (meta), which the browser needs
 * only after a client-side navigation.
 */
export type PageMessages = Shape<
  Omit<typeof cs, keyof typeof core> & { allergens: typeof allergens; privacy: typeof privacy } & PageNamespaces
>;

/** Everything `t` can be asked for. */
export type Messages = CoreMessages & PageMessages;
