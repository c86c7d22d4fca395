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
import { dietTags } from './diet-tags';
import { isOwnPage, pagePaths, type PageKey } from '../page-ids';
import { pageElementId } from './item-name';
import { msg, type ContentWhat } from './messages';
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
const capped = <T extends z.ZodArray<z.ZodType>>(list: T, max: number, what: ContentWhat): T =>
  list.max(max, { error: (issue) => msg('tooMany', { max, what, count: (issue.input as unknown[]).length }) });

/** Nothing a guest would see: spaces, and characters drawn as nothing (a zero-width space, a soft hyphen, a direction mark). */
const invisibleOnly = /^[\p{White_Space}\p{Default_Ignorable_Code_Point}\p{Cf}]*$/u;

/** A text of 1 to `max` characters; one made only of invisible characters counts as empty. */
const text = (what: ContentWhat = 'text', max = maxTextLength) =>
  z
    .string({ error: msg('expected', { what }) })
    .trim()
    // abort: an empty text gets one message.
    .refine((value) => !invisibleOnly.test(value), { error: msg('emptyText', { what }), abort: true })
    .max(max, { error: (issue) => msg('textTooLong', { what, max, length: String(issue.input).length }) });

/** A text in both languages: a missing or empty language is an error. */
const localizedTextOf = (max: number) =>
  z.strictObject({ cs: text('czechText', max), en: text('englishText', max) }, { error: msg('bothLanguages') });
const localizedText = localizedTextOf(maxTextLength);

/** +420 and nine digits, grouped by three: `+420 123 456 789`. */
const phoneNumber = z
  .string({ error: msg('phone') })
  .regex(/^\+420 \d{3} \d{3} \d{3}$/, { error: msg('phoneForm') });

/** A calendar date, `YYYY-MM-DD`, that exists (2027-02-30 does not). */
const isoDate = z
  .string({ error: msg('date') })
  // abort: a text that is not a date gets one message, not also "a date that exists".
  .regex(/^\d{4}-\d{2}-\d{2}$/, { error: msg('date'), abort: true })
  .refine(
    (value) => {
      const [year, month, day] = value.split('-').map(Number) as [number, number, number];
      const date = new Date(Date.UTC(year, month - 1, day));
      return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
    },
    { error: msg('dateExists') },
  );

/** A time of day on the 24-hour clock, `HH:MM`; `24:00` means midnight at the end of the day. */
const clockTime = z
  .string({ error: msg('time') })
  .regex(/^(?:[01]\d|2[0-3]):[0-5]\d$|^24:00$/, { error: msg('timeForm') });

/** An https address (or http for a local test). */
const webAddress = z
  .string({ error: msg('webAddress') })
  .max(maxAddressLength, { error: msg('webAddressTooLong', { max: maxAddressLength }) })
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
    { error: msg('webAddressForm') },
  );

/** security.txt's Contact: an e-mail address as `mailto:…`, or an https page (a form, a policy). */
const securityContact = z
  .string({ error: msg('securityContact') })
  .max(maxAddressLength, { error: msg('securityContactTooLong', { max: maxAddressLength }) })
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
    { error: msg('securityContactForm') },
  );

/** Whole Czech crowns. */
const czk = z.number({ error: msg('price') }).int({ error: msg('price') }).min(0).max(1_000_000);

/** An identifier used in addresses and anchors: lower-case letters, digits and dashes. */
const maxIdLength = 60;
const slug = z
  .string({ error: msg('id') })
  .max(maxIdLength, { error: msg('idTooLong', { max: maxIdLength }), abort: true })
  .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, { error: msg('idForm') });

/** The 14 allergens of EU regulation 1169/2011, by number. */
const allergenNumber = z
  .number({ error: msg('allergenNumbers') })
  .int({ error: msg('allergenNumbers') })
  .min(1, { error: msg('allergenNumbers') })
  .max(14, { error: msg('allergenNumbers') });
const allergens = z
  .array(allergenNumber, { error: msg('allergenList') })
  .refine((numbers) => numbers.every((number, index) => index === 0 || number > (numbers[index - 1] ?? 0)), {
    error: (issue) => msg('allergenOrder', { list: (issue.input as number[]).join(', ') }),
  })
  .optional();

const seats = z.number({ error: msg('people') }).int({ error: msg('peopleWhole') }).positive({ error: msg('peoplePositive') });

// ── venue.yaml ────────────────────────────────────────────────────────────────

/** One of the two phone numbers, by its key in `phones`. */
const phoneLines = ['restaurant', 'events'] as const;
export type PhoneLine = (typeof phoneLines)[number];
const phoneLine = z.enum(phoneLines, { error: msg('phoneLine') });

const venueSchema = z.strictObject({
  name: localizedText,
  loungeName: text('loungeName'),
  /** The operating company (§ 435 of the Civil Code): name, IČO, registered address. */
  operator: z.strictObject({
    name: text('companyName'),
    ico: z.string({ error: msg('ico') }).regex(/^\d{8}$/, { error: msg('ico') }),
    registeredAddress: text('registeredAddress'),
  }),
  address: z.strictObject({
    street: text('street'),
    postalCode: z.string({ error: msg('postalCode') }).regex(/^\d{3} \d{2}$/, { error: msg('postalCode') }),
    locality: text('locality'),
    country: z.literal('CZ', { error: msg('country') }),
  }),
  // The address is in Czechia (country: CZ), so is its point: the maps' "Navigovat" links and
  // search engines use it. A point outside the country's box (48.5–51.1° N, 12.0–18.9° E) is a
  // typo, 0 and 0, or latitude and longitude swapped.
  geo: z
    .strictObject({
      latitude: z.number({ error: msg('latitude') }).min(-90).max(90),
      longitude: z.number({ error: msg('longitude') }).min(-180).max(180),
    })
    .refine(
      ({ latitude, longitude }) => latitude >= 48.5 && latitude <= 51.1 && longitude >= 12 && longitude <= 18.9,
      { error: msg('geoOutsideCountry') },
    ),
  phones: z.strictObject({ restaurant: phoneNumber, events: phoneNumber }),
  /**
   * Which of the two numbers takes what (a key of `phones`): every place that shows a
   * number (footer, contact page, feast page, the home page's feast banner) labels it
   * with what it takes, from here, so that two places can never disagree. The default
   * (what the specification says) keeps a venue.yaml written before this field valid.
   */
  phoneFor: z
    .strictObject({ reservations: phoneLine, feastOrders: phoneLine, eventEnquiries: phoneLine })
    .default({ reservations: 'restaurant', feastOrders: 'restaurant', eventEnquiries: 'events' }),
  email: z.email({ error: msg('email') }).max(254, { error: msg('emailTooLong') }),
  transport: z.strictObject({
    metro: z.strictObject({ line: text('metroLine'), station: text('station'), minutesOnFoot: seats }),
    tram: z.strictObject({ stop: text('tramStop'), lines: capped(z.array(z.number().int().positive(), { error: msg('tramLines') }).min(1, { error: msg('tramLines') }), 20, 'tramLines') }),
  }),
  parking: localizedText,
  cards: capped(z.array(text('cardBrand'), { error: msg('cardBrands') }).min(1), 20, 'cardBrands'),
  cuisines: capped(z.array(text('cuisine'), { error: msg('cuisines') }).min(1), 10, 'cuisines'),
  priceRange: z.string({ error: msg('priceRange') }).regex(/^\${1,4}$/, { error: msg('priceRangeForm') }),
  seats: z.strictObject({ restaurant: seats, cafe: seats, terrace: seats, lounge: seats, joined: seats }),
  /** What the privacy notice states that only the operator knows. */
  privacy: z.strictObject({
    /** Days the web server's request logs (with visitors' IP addresses) are kept: the log storage's setting. */
    serverLogDays: z
      .number({ error: msg('days') })
      .int({ error: msg('daysWhole') })
      .min(1, { error: msg('daysMin') })
      .max(365, { error: msg('daysMax') }),
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
const dayHours = z.union([openSpan, z.literal('closed')], { error: msg('dayHours') });

export const weekdays = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday', 'sunday'] as const;
export type Weekday = (typeof weekdays)[number];

const hoursException = z.union(
  [
    z.strictObject({ date: isoDate, name: localizedText, closed: z.literal(true) }),
    z.strictObject({ date: isoDate, name: localizedText, opens: clockTime, closes: clockTime }),
  ],
  { error: msg('exception') },
);

/** Whether a span closes after it opens; undefined when a time is itself invalid (already reported). */
const ordered = (span: { opens: string; closes: string }) =>
  clockTime.safeParse(span.opens).success && clockTime.safeParse(span.closes).success ? span.opens < span.closes : undefined;

const hoursSchema = z
  .strictObject({
    /** The usual week. */
    regular: z.strictObject(Object.fromEntries(weekdays.map((day) => [day, dayHours])) as Record<Weekday, typeof dayHours>),
    /** Public holidays, closures and special hours, by date (past ones may stay: about 15 years of every public holiday). */
    exceptions: capped(z.array(hoursException), 200, 'exceptions').default([]),
  })
  .superRefine((hours, ctx) => {
    const seen = new Set<string>();
    hours.exceptions.forEach((exception, index) => {
      if (seen.has(exception.date)) ctx.addIssue({ code: 'custom', path: ['exceptions', index, 'date'], message: msg('dateTwice', { date: exception.date }) });
      seen.add(exception.date);
      if ('opens' in exception && ordered(exception) === false) ctx.addIssue({ code: 'custom', path: ['exceptions', index, 'closes'], message: msg('closesAfterOpens') });
    });
    for (const day of weekdays) {
      const span = hours.regular[day];
      if (span !== 'closed' && ordered(span) === false) ctx.addIssue({ code: 'custom', path: ['regular', day, 'closes'], message: msg('closesAfterOpens') });
    }
  });
export type Hours = z.infer<typeof hoursSchema>;
export type HoursException = Hours['exceptions'][number];

// ── drinks.yaml ───────────────────────────────────────────────────────────────

const drinkPrice = z.union([czk, z.tuple([czk, czk])], { error: msg('drinkPrice') });

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
                    volume: z.number({ error: msg('volume') }).positive().max(10).optional(),
                    price: drinkPrice,
                    allergens,
                  }),
                )
                .min(1, { error: msg('oneDrink') }),
              100,
              'drinksInCategory',
            ),
          }),
        )
        .min(1, { error: msg('oneCategory') }),
      30,
      'categories',
    ),
  })
  .superRefine((drinks, ctx) => {
    const all = drinks.categories.flatMap((category, index) => category.items.map((_, item) => ['categories', index, 'items', item]));
    const over = all[maxDrinks];
    if (over) ctx.addIssue({ code: 'custom', path: over, message: msg('tooManyDrinks', { max: maxDrinks, count: all.length, next: maxDrinks + 1 }) });
  });
export type DrinkItem = z.infer<typeof drinksSchema>['categories'][number]['items'][number];

// ── events.yaml ───────────────────────────────────────────────────────────────

const amount = z.union(
  [
    z.strictObject({ litres: z.number().positive().max(10) }),
    z.strictObject({ grams: z.number().int().positive().max(100_000), approx: z.boolean().optional() }),
  ],
  { error: msg('amount') },
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
  items: capped(z.array(menuItem).min(1, { error: msg('oneDish') }), 40, 'dishesInGroup'),
});

/** Dishes on one edition's menu: a feast menu has a dozen or two. */
const maxDishes = 60;

/**
 * The longest a banner may run before its feast's first day: a menu and "order in advance" are
 * timely weeks ahead, not a year (an edition copied with only its days changed keeps the old
 * banner, which would otherwise put the next feast's urgency on the page all year).
 */
const bannerLeadDays = 90;

/** Whole days from one ISO date to another. */
const daysBetween = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000);

const feastEdition = z
  .strictObject({
    /** The first and the last day (Prague dates, both included). */
    start: isoDate,
    end: isoDate,
    /** When the home page's banner shows (Prague dates, both included). */
    banner: z.strictObject({ from: isoDate, until: isoDate }),
    menu: capped(z.array(menuGroup).min(1, { error: msg('oneMenuGroup') }), 12, 'menuGroups'),
  })
  .superRefine((edition, ctx) => {
    const dishes = edition.menu.flatMap((group, index) => group.items.map((_, item) => ['menu', index, 'items', item]));
    const over = dishes[maxDishes];
    if (over) ctx.addIssue({ code: 'custom', path: over, message: msg('tooManyDishes', { max: maxDishes, count: dishes.length, next: maxDishes + 1 }) });
    if (edition.end < edition.start) ctx.addIssue({ code: 'custom', path: ['end'], message: msg('lastDay') });
    if (edition.banner.until < edition.banner.from) ctx.addIssue({ code: 'custom', path: ['banner', 'until'], message: msg('bannerEnd') });
    if (edition.banner.from > edition.start) ctx.addIssue({ code: 'custom', path: ['banner', 'from'], message: msg('bannerAfterStart') });
    else if (daysBetween(edition.banner.from, edition.start) > bannerLeadDays) {
      ctx.addIssue({ code: 'custom', path: ['banner', 'from'], message: msg('bannerTooEarly', { days: bannerLeadDays }) });
    }
  });

const eventsSchema = z.strictObject({
  feast: z
    // Past editions may stay: ten years of them.
    .strictObject({ editions: capped(z.array(feastEdition).min(1, { error: msg('oneEdition') }), 10, 'editions') })
    .superRefine((feast, ctx) => {
      feast.editions.forEach((edition, index) => {
        const previous = feast.editions[index - 1];
        if (previous && edition.start <= previous.end) ctx.addIssue({ code: 'custom', path: ['editions', index, 'start'], message: msg('editionsOrder') });
      });
    }),
});
export type Events = z.infer<typeof eventsSchema>;
export type FeastEdition = Events['feast']['editions'][number];
export type MenuItem = FeastEdition['menu'][number]['items'][number];
export type Amount = NonNullable<MenuItem['amount']>;

// ── daily-menu.yaml and food-menu.yaml ──────────────────────────────────────────

export { dietTags, type DietTag } from './diet-tags';
const diet = capped(
  z.array(z.enum(dietTags, { error: msg('oneOf', { list: dietTags.join(', ') }) }), { error: msg('dietList') }).refine((tags) => new Set(tags).size === tags.length, { error: msg('dietTwice') }),
  dietTags.length,
  'dietTags',
).optional();

/**
 * The Prague date a dish sold out on (one tap in the admin): the pages mark it sold out on
 * that date only, and it is on offer again the next day without anything clearing it.
 */
const soldOut = isoDate.optional();

/** A dish of the daily lunch menu: a soup or a numbered main course (numbered by its place in the list). */
const lunchDish = z.strictObject({
  name: localizedText,
  amount: amount.optional(),
  price: czk,
  allergens,
  diet,
  soldOut,
  /**
   * The name of the dish these allergens and diet tags were copied with (the admin's copy of
   * a day). While the name differs from it, the dish is marked "zkontrolujte alergeny" and its
   * day cannot be published; the admin removes it once the owner has looked at them.
   */
  copiedFrom: localizedText.optional(),
});

/** Whether a lunch dish was renamed after it was copied, its allergens and diet tags not looked at since. */
const allergensToCheck = (dish: { name: { cs: string; en: string }; copiedFrom?: { cs: string; en: string } | undefined }): boolean =>
  dish.copiedFrom !== undefined && (dish.copiedFrom.cs !== dish.name.cs || dish.copiedFrom.en !== dish.name.en);

/** When lunch is served: from `from` to `until` (Prague time, the same day). */
const servingTime = z
  .strictObject({ from: clockTime, until: clockTime })
  .refine((span) => ordered({ opens: span.from, closes: span.until }) !== false, { path: ['until'], error: msg('servingEnd') });

const lunchDay = z.strictObject({
  date: isoDate,
  /** Only a published day is ever shown or fed; a day being prepared stays a draft. */
  published: z.boolean({ error: msg('published') }),
  /** This day's own serving time, when it differs from the usual one. */
  serving: servingTime.optional(),
  note: localizedTextOf(maxNoticeLength).optional(),
  soups: capped(z.array(lunchDish), 5, 'soups').default([]),
  mains: capped(z.array(lunchDish), 15, 'mains').default([]),
});

const dailyMenuSchema = z.strictObject({
  /** The usual serving time of the lunch menu. */
  serving: servingTime,
  /**
   * When a published weekday's lunch is e-mailed to its subscribers (Prague time, `HH:MM`;
   * at publishing when that is later, never after the day's serving ends). Unset: never sent.
   */
  sendAt: clockTime.optional(),
  /** Lunch menus by date, oldest first (past days may stay: about a year of weekdays). */
  days: capped(z.array(lunchDay), 400, 'lunchDays')
    .default([])
    .superRefine((days, ctx) => {
      days.forEach((day, index) => {
        const previous = days[index - 1];
        if (previous && isoDate.safeParse(previous.date).success && day.date <= previous.date) {
          ctx.addIssue({ code: 'custom', path: [index, 'date'], message: msg(day.date === previous.date ? 'dateTwice' : 'daysOrder', { date: day.date }) });
        }
        if (day.published && day.soups.length + day.mains.length === 0) ctx.addIssue({ code: 'custom', path: [index, 'mains'], message: msg('oneLunchDish') });
        if (day.published)
          for (const course of ['soups', 'mains'] as const)
            day[course].forEach((dish, at) => {
              if (allergensToCheck(dish)) ctx.addIssue({ code: 'custom', path: [index, course, at, 'allergens'], message: msg('checkAllergens') });
            });
      });
    }),
});
export type DailyMenu = z.infer<typeof dailyMenuSchema>;
type LunchDay = DailyMenu['days'][number];
export type LunchDish = LunchDay['mains'][number];
export type ServingTime = DailyMenu['serving'];

const foodItem = menuItem.extend({ diet, soldOut });

/**
 * Ids the food menu page uses for itself: a section's id is its element's id (the
 * anchor) and, prefixed `food-`, its heading's, so a section named `main`, `ssr-data`
 * or `filter` would give the page two elements of one id (the skip link's target, the
 * hydration data, the filter form's). The shell's and layout's ids, the footer's
 * blocks, the legend's, and the filter's (food-filter-fields.ts); the test
 * tests/adversarial/food-section-ids.test.ts reads them off the rendered page.
 */
const foodPageId = pageElementId;

/** Dishes on the whole food menu: a long one has about a hundred. */
const maxFoodItems = 200;

const foodMenuSchema = z
  .strictObject({
    sections: capped(
      z
        .array(
          z.strictObject({
            id: slug,
            title: localizedText,
            note: localizedText.optional(),
            items: capped(z.array(foodItem).min(1, { error: msg('oneDish') }), 60, 'dishesInGroup'),
          }),
        ),
      20,
      'menuGroups',
    )
      // No sections (`sections: []`, or none written) is how the owner says "no menu of our own
      // yet": the page then shows the embedded menu (links.foodMenu) or says it is not published.
      .default([]),
  })
  .superRefine((menu, ctx) => {
    const all = menu.sections.flatMap((section, index) => section.items.map((_, item) => ['sections', index, 'items', item]));
    const over = all[maxFoodItems];
    if (over) ctx.addIssue({ code: 'custom', path: over, message: msg('tooManyFoodItems', { max: maxFoodItems, count: all.length, next: maxFoodItems + 1 }) });
    const ids = new Set<string>();
    menu.sections.forEach((section, index) => {
      if (ids.has(section.id)) ctx.addIssue({ code: 'custom', path: ['sections', index, 'id'], message: msg('idTwice', { id: section.id }) });
      else if (foodPageId.test(section.id)) ctx.addIssue({ code: 'custom', path: ['sections', index, 'id'], message: msg('idOfPage', { id: section.id }) });
      ids.add(section.id);
      section.items.forEach((item, itemIndex) => {
        if (ids.has(item.id)) ctx.addIssue({ code: 'custom', path: ['sections', index, 'items', itemIndex, 'id'], message: msg('idTwice', { id: item.id }) });
        ids.add(item.id);
      });
    });
  });
export type FoodMenu = z.infer<typeof foodMenuSchema>;
export type FoodItem = FoodMenu['sections'][number]['items'][number];

// ── lounge.yaml ───────────────────────────────────────────────────────────────

const arrangementIds = ['U', 'T', 'I', 'bar', 'reception', 'combined'] as const;
export type ArrangementId = (typeof arrangementIds)[number];

const loungeSchema = z.strictObject({
  arrangements: capped(
    z.array(
      z.strictObject({
        id: z.enum(arrangementIds, { error: msg('oneOf', { list: arrangementIds.join(', ') }) }),
        capacity: seats,
        /** True when the capacity is a maximum (standing, receptions). */
        upTo: z.boolean(),
      }),
    ),
    arrangementIds.length,
    'arrangements',
  ).superRefine((list, ctx) => {
    for (const id of ['U', 'T', 'I'] as const) {
      if (!list.some((arrangement) => arrangement.id === id)) ctx.addIssue({ code: 'custom', message: msg('arrangementRequired', { id }) });
    }
    const ids = list.map((arrangement) => arrangement.id);
    ids.forEach((id, index) => {
      if (ids.indexOf(id) !== index) ctx.addIssue({ code: 'custom', path: [index, 'id'], message: msg('arrangementTwice', { id }) });
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
        .refine((notice) => notice.until >= notice.from, { path: ['until'], error: msg('noticeEnd') }),
    ),
    50,
    'notices',
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
    menuProvider: z.strictObject({ name: text('providerName'), url: webAddress }).nullable().default(null),
  })
  .superRefine((links, ctx) => {
    // An embedded menu loads the provider's page in the visitor's browser: the privacy notice must name who runs it.
    const embedded = (['dailyMenu', 'foodMenu'] as const).filter((key) => links[key] !== null);
    if (embedded.length > 0 && links.menuProvider === null) {
      ctx.addIssue({
        code: 'custom',
        path: ['menuProvider'],
        message: msg(embedded.length > 1 ? 'menuProviderMany' : 'menuProviderOne', { keys: embedded.join(msg('and')) }),
      });
    }
  });

// ── photos.yaml ───────────────────────────────────────────────────────────────

export const gallerySections = ['lounge', 'cafe', 'restaurant'] as const;
export type GallerySection = (typeof gallerySections)[number];

/** A photo file under content/photos/: letters, digits, dashes, slashes; .jpg, .jpeg, .png, .webp or .avif (the admin's uploads take AVIF too). */
const photoFile = z
  .string({ error: msg('photoFile') })
  .max(maxTextLength, { error: msg('photoFileTooLong', { max: maxTextLength }), abort: true })
  .regex(/^(?:[a-z0-9][a-z0-9_-]*\/)*[a-z0-9][a-z0-9_-]*\.(?:jpe?g|png|webp|avif)$/i, { error: msg('photoFileForm') });

const photo = z.strictObject({ file: photoFile, alt: localizedText, caption: localizedText.optional() });

/** The pages a shared link may show a picture of: every page but a guest's own (their booking). */
const sharedPages = (Object.keys(pagePaths) as PageKey[]).filter((page) => !isOwnPage(page)) as SharedPage[];
type SharedPage = Exclude<PageKey, 'myBooking'>;

/** The two cards of the home page's welcome section. */
const welcomeCardCount = 2;

const photosSchema = z
  .strictObject({
    /** The single photos pages use. */
    pages: z.strictObject({ hero: photo, interior: photo, feast: photo }),
    /** The gallery's three sections, in display order. */
    gallery: z.strictObject(
      Object.fromEntries(gallerySections.map((section) => [section, capped(z.array(photo).min(1, { error: msg('onePhoto') }), 60, 'photosInSection')])) as Record<GallerySection, z.ZodArray<typeof photo>>,
    ),
    /** The photos of the home page's two welcome cards: files listed under pages or gallery. */
    welcomeCards: z.array(photoFile).length(welcomeCardCount, { error: msg('welcomeCards', { count: welcomeCardCount }) }),
    /** The picture a shared link shows, by page: a file listed under pages or gallery; a page not named here shows the hero (a guest's own page is never shared). */
    share: z.strictObject(Object.fromEntries(sharedPages.map((page) => [page, photoFile.optional()])) as Record<SharedPage, z.ZodOptional<typeof photoFile>>).default({}),
  })
  .superRefine((photos, ctx) => {
    // Referenced by file, described where it is listed: the alt text comes from there.
    const listed = new Set([...Object.values(photos.pages), ...Object.values(photos.gallery).flat()].map((entry) => photoIdOf(entry.file)));
    const check = (file: string, path: (string | number)[]) => {
      // A name that is no file under photos/ has its own message already.
      if (photoFile.safeParse(file).success && !listed.has(photoIdOf(file))) ctx.addIssue({ code: 'custom', path, message: msg('photoNotListed', { file }) });
    };
    photos.welcomeCards.forEach((file, index) => check(file, ['welcomeCards', index]));
    for (const page of sharedPages) {
      const file = photos.share[page];
      if (file) check(file, ['share', page]);
    }
  });
export type Photos = z.infer<typeof photosSchema>;
export type PhotoSpec = z.infer<typeof photo>;

// ── bookings.yaml ─────────────────────────────────────────────────────────────

/** A whole number from `min` to `max`, one message for every way to miss it. */
const wholeBetween = (min: number, max: number) => {
  const error = msg('wholeBetween', { min, max });
  return z.number({ error }).int({ error }).min(min, { error }).max(max, { error });
};

/** An area guests may book online: the covers it gives online bookings, and for the terrace its season. */
const bookingArea = z.strictObject({
  covers: wholeBetween(1, 1000),
  /** The dates it takes bookings, both included; without it, every open day. */
  season: z
    .strictObject({ from: isoDate, until: isoDate })
    .refine((season) => season.until >= season.from, { path: ['until'], error: msg('seasonEnd') })
    .optional(),
});

const bookingsSchema = z
  .strictObject({
  /** The areas guests may book online; one left out takes no online bookings. */
  areas: z.strictObject({ restaurant: bookingArea.optional(), cafe: bookingArea.optional(), terrace: bookingArea.optional() }),
  /** The step between the times offered, in minutes: it divides an hour. */
  slotMinutes: wholeBetween(5, 60).refine((minutes) => 60 % minutes === 0, { error: msg('slotStep') }).default(15),
  /** How long a table is held: `minutes`, or `longerMinutes` for a party of more than `longerAbove`. */
  sitting: z
    .strictObject({ minutes: wholeBetween(15, 480), longerMinutes: wholeBetween(15, 480), longerAbove: wholeBetween(1, 100) })
    .default({ minutes: 90, longerMinutes: 120, longerAbove: 4 }),
  /** A booking up to this many guests is confirmed at once; a larger one waits for the restaurant. */
  confirmUpTo: wholeBetween(1, 100),
  /** Within how many hours the restaurant answers a booking that waits. */
  answerWithinHours: wholeBetween(1, 168),
  /** How long before its time a booking must come, in minutes. */
  leadMinutes: wholeBetween(0, 7 * 24 * 60),
  /** The last table is booked this many minutes before closing. */
  lastSeatingBeforeClose: wholeBetween(0, 12 * 60),
  /** The largest party booked here; a larger one is pointed to the lounge enquiry. */
  largestParty: wholeBetween(1, 100),
  /** How far ahead a table may be booked, in days. */
  daysAhead: wholeBetween(1, 730),
  /** Bookings a day at most from one client (network address), one e-mail address and one phone number. */
  perDay: z.strictObject({ client: wholeBetween(1, 50), email: wholeBetween(1, 50), phone: wholeBetween(1, 50) }),
  /** Whether guests get a reminder the day before. */
  reminders: z.boolean({ error: msg('yesOrNo') }),
  /** Days a booking is kept after its day, then erased. */
  keepDays: wholeBetween(1, 365),
})
  .superRefine((bookings, ctx) => {
    const { sitting, confirmUpTo, largestParty } = bookings;
    if (sitting.longerMinutes < sitting.minutes)
      ctx.addIssue({ code: 'custom', path: ['sitting', 'longerMinutes'], message: msg('longerSitting', { minutes: sitting.minutes }) });
    if (confirmUpTo > largestParty)
      ctx.addIssue({ code: 'custom', path: ['confirmUpTo'], message: msg('confirmWithinLargest', { largest: largestParty }) });
    // A party above every area's online covers fits nowhere: the form would offer a size nobody can book.
    const covers = Object.values(bookings.areas).flatMap((area) => (area ? [area.covers] : []));
    const largestArea = Math.max(...covers);
    if (covers.length > 0 && largestParty > largestArea)
      ctx.addIssue({ code: 'custom', path: ['largestParty'], message: msg('partyWithinCovers', { covers: largestArea }) });
  });

export type Bookings = z.infer<typeof bookingsSchema>;

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
  dailyMenu: { file: 'daily-menu.yaml', schema: dailyMenuSchema },
  foodMenu: { file: 'food-menu.yaml', schema: foodMenuSchema },
  bookings: { file: 'bookings.yaml', schema: bookingsSchema },
} as const;
export type ContentSubject = keyof typeof contentFiles;

/** Everything the content folder says, validated. */
export type SiteContent = { [K in ContentSubject]: z.infer<(typeof contentFiles)[K]['schema']> };
