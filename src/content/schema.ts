/**
 * The shape of the restaurant's content: one zod schema per file of `content/`
 * (see content/README.md for the files, docs/content.md for the operator's
 * view). The server validates every file with these (server/content);
 * pages import only the types, so no fact and no schema reaches the browser's
 * bundle through this module.
 *
 * Every message here is what an operator reads after the file, line and field
 * (`venue.yaml:12 phones.events: expected a +420 phone number`): it says what
 * was expected, in words, not in zod's terms.
 */
import { z } from 'zod';
import { pagePaths, type PageKey } from '../page-ids';
import { photoIdOf } from './photo-variants';

// ── Building blocks ───────────────────────────────────────────────────────────

/** The longest short text (a name, an alt text, a caption, a description), and the longest notice. */
const maxTextLength = 300;
const maxNoticeLength = 500;
/** The longest web address (an embedded menu's, with its query). */
const maxAddressLength = 2000;

/**
 * A list of at most `max` items: every list has a cap no restaurant reaches, so
 * that a list pasted many times over is refused (at its key's line) rather
 * than parsed, checked and rendered into a page of megabytes on each request.
 */
const capped = <T extends z.ZodArray<z.ZodType>>(list: T, max: number, what: string): T =>
  list.max(max, { error: (issue) => `expected at most ${max} ${what}, not ${(issue.input as unknown[]).length}` });

/** Nothing a guest would see: spaces, and characters drawn as nothing (a zero-width space, a soft hyphen, a direction mark). */
const invisibleOnly = /^[\p{White_Space}\p{Default_Ignorable_Code_Point}\p{Cf}]*$/u;

/** A text of 1 to `max` characters; one made only of invisible characters counts as empty. */
const text = (what = 'a text', max = maxTextLength) =>
  z
    .string({ error: `expected ${what}` })
    .trim()
    // abort: an empty text gets one message.
    .refine((value) => !invisibleOnly.test(value), { error: `expected ${what}, not an empty one`, abort: true })
    .max(max, { error: (issue) => `expected ${what} of at most ${max} characters, not ${String(issue.input).length}` });

/** A text in both languages: a missing or empty language is an error. */
const localizedTextOf = (max: number) =>
  z.strictObject({ cs: text('a Czech text', max), en: text('an English text', max) }, { error: 'expected a text in both languages (cs: … and en: …)' });
const localizedText = localizedTextOf(maxTextLength);

/** +420 and nine digits, grouped by three: `+420 123 456 789`. */
const phoneNumber = z
  .string({ error: 'expected a +420 phone number' })
  .regex(/^\+420 \d{3} \d{3} \d{3}$/, { error: 'expected a +420 phone number written as +420 123 456 789' });

/** A calendar date, `YYYY-MM-DD`, that exists (2027-02-30 does not). */
const isoDate = z
  .string({ error: 'expected a date written as YYYY-MM-DD' })
  // abort: a text that is not a date gets one message, not also "a date that exists".
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'expected a date written as YYYY-MM-DD', abort: true })
  .refine(
    (value) => {
      const [year, month, day] = value.split('-').map(Number) as [number, number, number];
      const date = new Date(Date.UTC(year, month - 1, day));
      return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
    },
    { error: 'expected a date that exists in the calendar' },
  );

/** A time of day on the 24-hour clock, `HH:MM`; `24:00` means midnight at the end of the day. */
const clockTime = z
  .string({ error: 'expected a time written as HH:MM' })
  .regex(/^(?:[01]\d|2[0-3]):[0-5]\d$|^24:00$/, { error: 'expected a time written as HH:MM (00:00–24:00)' });

/** An https address (or http for a local test). */
const webAddress = z
  .string({ error: 'expected a web address (https://…)' })
  .max(maxAddressLength, { error: `expected a web address of at most ${maxAddressLength} characters` })
  .refine(
    (value) => {
      try {
        const url = new URL(value);
        // A plain host name or IP: the origin goes into the CSP's frame-src, where `,` or `;` would break it.
        const plainHost = /^(?:[a-z0-9-]+\.)*[a-z0-9-]+$|^\[[0-9a-f:.]+\]$/.test(url.hostname);
        return (url.protocol === 'https:' || url.protocol === 'http:') && url.username === '' && url.password === '' && plainHost;
      } catch {
        return false;
      }
    },
    { error: 'expected a web address starting with https://, with a plain host name and without a user name or password' },
  );

/** security.txt's Contact: an e-mail address as `mailto:…`, or an https page (a form, a policy). */
const securityContact = z
  .string({ error: 'expected a contact written as mailto:security@example.com or https://…' })
  .max(maxAddressLength, { error: `expected a contact of at most ${maxAddressLength} characters` })
  .refine(
    (value) => {
      if (value.startsWith('mailto:')) return z.email().safeParse(value.slice('mailto:'.length)).success;
      try {
        const url = new URL(value);
        return url.protocol === 'https:' && url.username === '' && url.password === '' && !/\s/.test(value);
      } catch {
        return false;
      }
    },
    { error: 'expected a contact written as mailto:security@example.com or https://… (an e-mail address needs the mailto: in front)' },
  );

/** Whole Czech crowns. */
const czk = z.number({ error: 'expected a price in whole Czech crowns' }).int({ error: 'expected a price in whole Czech crowns' }).min(0).max(1_000_000);

/** An identifier used in addresses and anchors: lower-case letters, digits and dashes. */
const maxIdLength = 60;
const slug = z
  .string({ error: 'expected an id' })
  .max(maxIdLength, { error: `expected an id of at most ${maxIdLength} characters`, abort: true })
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { error: 'expected an id of lower-case letters, digits and dashes' });

/** The 14 allergens of EU regulation 1169/2011, by number. */
const allergenNumber = z
  .number({ error: 'expected allergen numbers 1–14' })
  .int({ error: 'expected allergen numbers 1–14' })
  .min(1, { error: 'expected allergen numbers 1–14' })
  .max(14, { error: 'expected allergen numbers 1–14' });
const allergens = z
  .array(allergenNumber, { error: 'expected a list of allergen numbers 1–14, like [1, 3, 7]' })
  .refine((numbers) => numbers.every((number, index) => index === 0 || number > (numbers[index - 1] ?? 0)), {
    error: (issue) => `expected each allergen number once, from the lowest, like [1, 3, 7], not [${(issue.input as number[]).join(', ')}]`,
  })
  .optional();

const seats = z.number({ error: 'expected a number of people' }).int({ error: 'expected a whole number of people' }).positive({ error: 'expected a number of people above 0' });

// ── venue.yaml ────────────────────────────────────────────────────────────────

const venueSchema = z.strictObject({
  name: localizedText,
  loungeName: text('the lounge name'),
  /** The operating company (§ 435 of the Civil Code): name, IČO, registered address. */
  operator: z.strictObject({
    name: text('the company name'),
    ico: z.string({ error: 'expected an IČO of 8 digits' }).regex(/^\d{8}$/, { error: 'expected an IČO of 8 digits' }),
    registeredAddress: text('the registered address'),
  }),
  address: z.strictObject({
    street: text('the street and number'),
    postalCode: z.string({ error: 'expected a postal code written as 160 00' }).regex(/^\d{3} \d{2}$/, { error: 'expected a postal code written as 160 00' }),
    locality: text('the locality'),
    country: z.literal('CZ', { error: 'expected the country code CZ' }),
  }),
  geo: z.strictObject({
    latitude: z.number({ error: 'expected a latitude in degrees' }).min(-90).max(90),
    longitude: z.number({ error: 'expected a longitude in degrees' }).min(-180).max(180),
  }),
  phones: z.strictObject({ restaurant: phoneNumber, events: phoneNumber }),
  email: z.email({ error: 'expected an e-mail address' }).max(254, { error: 'expected an e-mail address of at most 254 characters' }),
  transport: z.strictObject({
    metro: z.strictObject({ line: text('the metro line'), station: text('the station name'), minutesOnFoot: seats }),
    tram: z.strictObject({ stop: text('the tram stop name'), lines: capped(z.array(z.number().int().positive(), { error: 'expected a list of tram line numbers' }).min(1), 20, 'tram lines') }),
  }),
  parking: localizedText,
  cards: capped(z.array(text('a card brand'), { error: 'expected a list of card brands' }).min(1), 20, 'card brands'),
  cuisines: capped(z.array(text('a cuisine'), { error: 'expected a list of cuisines' }).min(1), 10, 'cuisines'),
  priceRange: z.string({ error: 'expected a price range like $$' }).regex(/^\${1,4}$/, { error: 'expected a price range of one to four $' }),
  seats: z.strictObject({ restaurant: seats, cafe: seats, terrace: seats, lounge: seats, joined: seats }),
  /** What the privacy notice states that only the operator knows. */
  privacy: z.strictObject({
    /** Days the web server's request logs (with visitors' IP addresses) are kept: the log storage's setting. */
    serverLogDays: z
      .number({ error: 'expected a number of days' })
      .int({ error: 'expected a whole number of days' })
      .min(1, { error: 'expected at least 1 day' })
      .max(365, { error: 'expected at most 365 days (request logs hold IP addresses: keep them briefly)' }),
  }),
  /**
   * /.well-known/security.txt (RFC 9116): where to report a security problem, and the
   * day until which that holds. Only the date's form is checked here (the content stays
   * loadable as days pass); `npm run content:check` fails once the day has passed and
   * warns when it is more than a year ahead (server/content/security-expiry.ts).
   */
  security: z.strictObject({
    contact: securityContact,
    expires: isoDate,
  }),
});

// ── hours.yaml ────────────────────────────────────────────────────────────────

const openSpan = z.strictObject({ opens: clockTime, closes: clockTime });
const dayHours = z.union([openSpan, z.literal('closed')], { error: 'expected opens: and closes: times, or closed' });

export const weekdays = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;
export type Weekday = (typeof weekdays)[number];

const hoursException = z.union(
  [
    z.strictObject({ date: isoDate, name: localizedText, closed: z.literal(true) }),
    z.strictObject({ date: isoDate, name: localizedText, opens: clockTime, closes: clockTime }),
  ],
  { error: 'expected a date, a name in both languages, and closed: true or opens: and closes:' },
);

/** Whether a span closes after it opens; undefined when a time is itself invalid (already reported). */
const ordered = (span: { opens: string; closes: string }) =>
  clockTime.safeParse(span.opens).success && clockTime.safeParse(span.closes).success ? span.opens < span.closes : undefined;

const hoursSchema = z
  .strictObject({
    /** The usual week. */
    regular: z.strictObject(Object.fromEntries(weekdays.map((day) => [day, dayHours])) as Record<Weekday, typeof dayHours>),
    /** Public holidays, closures and special hours, by date (past ones may stay: about 15 years of every public holiday). */
    exceptions: capped(z.array(hoursException), 200, 'exceptions (delete past ones)').default([]),
  })
  .superRefine((hours, ctx) => {
    const seen = new Set<string>();
    hours.exceptions.forEach((exception, index) => {
      if (seen.has(exception.date)) ctx.addIssue({ code: 'custom', path: ['exceptions', index, 'date'], message: `expected each date once; ${exception.date} is listed twice` });
      seen.add(exception.date);
      if ('opens' in exception && ordered(exception) === false) ctx.addIssue({ code: 'custom', path: ['exceptions', index, 'closes'], message: 'expected closing after opening' });
    });
    for (const day of weekdays) {
      const span = hours.regular[day];
      if (span !== 'closed' && ordered(span) === false) ctx.addIssue({ code: 'custom', path: ['regular', day, 'closes'], message: 'expected closing after opening' });
    }
  });
export type Hours = z.infer<typeof hoursSchema>;
export type HoursException = Hours['exceptions'][number];

// ── drinks.yaml ───────────────────────────────────────────────────────────────

const drinkPrice = z.union([czk, z.tuple([czk, czk])], { error: 'expected a price in crowns, or a range written as [45, 50]' });

/** Drinks on the whole list: a long bar list has about a hundred. */
const maxDrinks = 300;

const drinksSchema = z
  .strictObject({
    categories: capped(
      z
        .array(
          z.strictObject({
            id: slug,
            title: localizedText,
            items: capped(
              z
                .array(
                  z.strictObject({
                    id: slug,
                    name: localizedText,
                    /** Litres, when the menu states a serving size. */
                    volume: z.number({ error: 'expected a volume in litres, like 0.5' }).positive().max(10).optional(),
                    price: drinkPrice,
                    allergens,
                  }),
                )
                .min(1, { error: 'expected at least one drink' }),
              100,
              'drinks in one category',
            ),
          }),
        )
        .min(1, { error: 'expected at least one category' }),
      30,
      'categories',
    ),
  })
  .superRefine((drinks, ctx) => {
    const all = drinks.categories.flatMap((category, index) => category.items.map((_, item) => ['categories', index, 'items', item]));
    const over = all[maxDrinks];
    if (over) ctx.addIssue({ code: 'custom', path: over, message: `expected at most ${maxDrinks} drinks in all, not ${all.length}; this is drink ${maxDrinks + 1}` });
  });
export type DrinkItem = z.infer<typeof drinksSchema>['categories'][number]['items'][number];

// ── events.yaml ───────────────────────────────────────────────────────────────

const amount = z.union(
  [
    z.strictObject({ litres: z.number().positive().max(10) }),
    z.strictObject({ grams: z.number().int().positive().max(100_000), approx: z.boolean().optional() }),
  ],
  { error: 'expected litres: 0.3, or grams: 480 (with approx: true when it is approximate)' },
);

const menuItem = z.strictObject({
  id: slug,
  name: localizedText,
  description: localizedText.optional(),
  amount: amount.optional(),
  price: czk,
  allergens,
});

const menuGroup = z.strictObject({
  id: slug,
  title: localizedText,
  note: localizedText.optional(),
  items: capped(z.array(menuItem).min(1, { error: 'expected at least one dish' }), 40, 'dishes in one group'),
});

/** Dishes on one edition's menu: a feast menu has a dozen or two. */
const maxDishes = 60;

const feastEdition = z
  .strictObject({
    /** The first and the last day (Prague dates, both included). */
    start: isoDate,
    end: isoDate,
    /** When the home page's banner shows (Prague dates, both included). */
    banner: z.strictObject({ from: isoDate, until: isoDate }),
    menu: capped(z.array(menuGroup).min(1, { error: 'expected at least one menu group' }), 12, 'menu groups'),
  })
  .superRefine((edition, ctx) => {
    const dishes = edition.menu.flatMap((group, index) => group.items.map((_, item) => ['menu', index, 'items', item]));
    const over = dishes[maxDishes];
    if (over) ctx.addIssue({ code: 'custom', path: over, message: `expected at most ${maxDishes} dishes in one edition, not ${dishes.length}; this is dish ${maxDishes + 1}` });
    if (edition.end < edition.start) ctx.addIssue({ code: 'custom', path: ['end'], message: 'expected the last day on or after the first day' });
    if (edition.banner.until < edition.banner.from) ctx.addIssue({ code: 'custom', path: ['banner', 'until'], message: 'expected the banner to end on or after it starts' });
  });

const eventsSchema = z.strictObject({
  feast: z
    // Past editions may stay: ten years of them.
    .strictObject({ editions: capped(z.array(feastEdition).min(1, { error: 'expected at least one edition' }), 10, 'editions (delete past ones)') })
    .superRefine((feast, ctx) => {
      feast.editions.forEach((edition, index) => {
        const previous = feast.editions[index - 1];
        if (previous && edition.start <= previous.end) ctx.addIssue({ code: 'custom', path: ['editions', index, 'start'], message: 'expected editions in date order, each after the one before' });
      });
    }),
});
export type Events = z.infer<typeof eventsSchema>;
export type FeastEdition = Events['feast']['editions'][number];
export type MenuItem = FeastEdition['menu'][number]['items'][number];
export type Amount = NonNullable<MenuItem['amount']>;

// ── lounge.yaml ───────────────────────────────────────────────────────────────

const arrangementIds = ['U', 'T', 'I', 'bar', 'reception', 'combined'] as const;
export type ArrangementId = (typeof arrangementIds)[number];

const loungeSchema = z.strictObject({
  arrangements: capped(
    z.array(
      z.strictObject({
        id: z.enum(arrangementIds, { error: `expected one of ${arrangementIds.join(', ')}` }),
        capacity: seats,
        /** True when the capacity is a maximum (standing, receptions). */
        upTo: z.boolean(),
      }),
    ),
    arrangementIds.length,
    'arrangements, each once',
  ).superRefine((list, ctx) => {
    for (const id of ['U', 'T', 'I'] as const) {
      if (!list.some((arrangement) => arrangement.id === id)) ctx.addIssue({ code: 'custom', message: `expected the ${id} arrangement (the enquiry form offers it)` });
    }
    const ids = list.map((arrangement) => arrangement.id);
    ids.forEach((id, index) => {
      if (ids.indexOf(id) !== index) ctx.addIssue({ code: 'custom', path: [index, 'id'], message: `expected each arrangement once; ${id} is listed twice` });
    });
  }),
});

// ── announcements.yaml ────────────────────────────────────────────────────────

const announcementsSchema = z.strictObject({
  announcements: capped(
    z.array(
      z
        .strictObject({
          id: slug,
          /** Shown from the start of `from` to the end of `until` (Prague dates, both included). */
          from: isoDate,
          until: isoDate,
          text: localizedTextOf(maxNoticeLength),
        })
        .refine((notice) => notice.until >= notice.from, { path: ['until'], error: 'expected the notice to end on or after it starts' }),
    ),
    50,
    'notices (delete past ones)',
  ).default([]),
});
export type Announcement = z.infer<typeof announcementsSchema>['announcements'][number];

// ── links.yaml ────────────────────────────────────────────────────────────────

const optionalLink = webAddress.nullable().default(null);

const linksSchema = z
  .strictObject({
    /** Embedded on /denni-menu (its origin is allowed in the CSP's frame-src). */
    dailyMenu: optionalLink,
    /** Embedded on /jidelni-listek (its origin is allowed in the CSP's frame-src). */
    foodMenu: optionalLink,
    foodMenuPdf: optionalLink,
    menuSubscribe: optionalLink,
    social: optionalLink,
    reservation: optionalLink,
    /** Who runs the embedded menus (named by the privacy notice). */
    menuProvider: z.strictObject({ name: text('the provider name'), url: webAddress }).nullable().default(null),
  })
  .superRefine((links, ctx) => {
    // An embedded menu loads the provider's page in the visitor's browser: the privacy notice must name who runs it.
    const embedded = (['dailyMenu', 'foodMenu'] as const).filter((key) => links[key] !== null);
    if (embedded.length > 0 && links.menuProvider === null) {
      ctx.addIssue({
        code: 'custom',
        path: ['menuProvider'],
        message: `expected the company that runs the embedded menus (name: and url:), since ${embedded.join(' and ')} ${embedded.length > 1 ? 'are' : 'is'} set: the privacy notice names it`,
      });
    }
  });

// ── photos.yaml ───────────────────────────────────────────────────────────────

export const gallerySections = ['lounge', 'cafe', 'restaurant'] as const;
export type GallerySection = (typeof gallerySections)[number];

/** A photo file under content/photos/: letters, digits, dashes, slashes; .jpg, .jpeg, .png, .webp or .avif (the admin's uploads take AVIF too). */
const photoFile = z
  .string({ error: 'expected a file name under photos/' })
  .max(maxTextLength, { error: `expected a file name of at most ${maxTextLength} characters`, abort: true })
  .regex(/^(?:[a-z0-9][a-z0-9_-]*\/)*[a-z0-9][a-z0-9_-]*\.(?:jpe?g|png|webp|avif)$/i, { error: 'expected a file under photos/ such as lounge/01.jpg (letters, digits, dashes; .jpg, .png, .webp or .avif)' });

const photo = z.strictObject({ file: photoFile, alt: localizedText, caption: localizedText.optional() });

const pageKeys = Object.keys(pagePaths) as PageKey[];

/** The two cards of the home page's welcome section. */
const welcomeCardCount = 2;

const photosSchema = z
  .strictObject({
    /** The single photos pages use. */
    pages: z.strictObject({ hero: photo, interior: photo, feast: photo }),
    /** The gallery's three sections, in display order. */
    gallery: z.strictObject(
      Object.fromEntries(gallerySections.map((section) => [section, capped(z.array(photo).min(1, { error: 'expected at least one photo' }), 60, 'photos in one section')])) as Record<GallerySection, z.ZodArray<typeof photo>>,
    ),
    /** The photos of the home page's two welcome cards: files listed under pages or gallery. */
    welcomeCards: z.array(photoFile).length(welcomeCardCount, { error: `expected exactly ${welcomeCardCount} photos (the welcome section's ${welcomeCardCount} cards)` }),
    /** The picture a shared link shows, by page: a file listed under pages or gallery; a page not named here shows the hero. */
    share: z.strictObject(Object.fromEntries(pageKeys.map((page) => [page, photoFile.optional()])) as Record<PageKey, z.ZodOptional<typeof photoFile>>).default({}),
  })
  .superRefine((photos, ctx) => {
    // Referenced by file, described where it is listed: the alt text comes from there.
    const listed = new Set([...Object.values(photos.pages), ...Object.values(photos.gallery).flat()].map((entry) => photoIdOf(entry.file)));
    const check = (file: string, path: (string | number)[]) => {
      // A name that is no file under photos/ has its own message already.
      if (photoFile.safeParse(file).success && !listed.has(photoIdOf(file))) ctx.addIssue({ code: 'custom', path, message: `expected a photo listed under pages or gallery (its description is taken from there); ${file} is not listed` });
    };
    photos.welcomeCards.forEach((file, index) => check(file, ['welcomeCards', index]));
    for (const page of pageKeys) {
      const file = photos.share[page];
      if (file) check(file, ['share', page]);
    }
  });
export type Photos = z.infer<typeof photosSchema>;
export type PhotoSpec = z.infer<typeof photo>;

// ── All of it ─────────────────────────────────────────────────────────────────

/** The files of a content folder and their schemas. */
export const contentFiles = {
  venue: { file: 'venue.yaml', schema: venueSchema },
  hours: { file: 'hours.yaml', schema: hoursSchema },
  drinks: { file: 'drinks.yaml', schema: drinksSchema },
  events: { file: 'events.yaml', schema: eventsSchema },
  lounge: { file: 'lounge.yaml', schema: loungeSchema },
  announcements: { file: 'announcements.yaml', schema: announcementsSchema },
  links: { file: 'links.yaml', schema: linksSchema },
  photos: { file: 'photos.yaml', schema: photosSchema },
} as const;
export type ContentSubject = keyof typeof contentFiles;

/** Everything the content folder says, validated. */
export type SiteContent = { [K in ContentSubject]: z.infer<(typeof contentFiles)[K]['schema']> };
