/**
 * The layering of the code base, checked by `npm run lint` (and so by `npm test`
 * and CI). Each server/ folder's README says what it may import; the rules
 * below are those sentences in machine form. Type-only imports count
 * (`tsPreCompilationDeps: true`): a cycle made of `import type` lines is still
 * a cycle for a reader.
 */

/**
 * The features of src/ that span layers, one folder each with a README saying what it owns,
 * its entries, what it may import and its glossary (docs/development.md, "A feature in src/").
 * An entry here gives the feature its rules (featureRules below): `entries`, the modules the
 * rest of the code base may import (index.ts always; data.ts, when it has one, is its code
 * without React); `mayImport`, what of src/ it may import.
 */
const srcFeatures = {
  bookings: {
    entries: ['index', 'data', 'values', 'token', 'booking-action'],
    mayImport: [
      '^src/(content|i18n|forms)/',
      '^src/components/(ui|forms)/',
      '^src/(lang|lang-context|page-ids|route-data)\\.tsx?$',
    ],
  },
  lunch: {
    entries: ['index', 'brief', 'data'],
    mayImport: [
      '^src/(content|i18n)/',
      '^src/components/(ui|menus)/',
      '^src/(lang|lang-context|page-ids|route-data)\\.tsx?$',
    ],
  },
};

/**
 * A feature's rules: what it may import; that the rest of the code base imports it only
 * through its entries, tests and test support excepted; that nothing its data.ts reaches
 * is React, a component or a stylesheet.
 */
function featureRules(name, { entries, mayImport }) {
  const folder = `^src/${name}/`;
  return [
    {
      name: `${name}-imports`,
      severity: 'error',
      comment: `src/${name} imports only what its README's "May import" names (its tests may use the test support).`,
      from: { path: folder, pathNot: '\\.test\\.tsx?$' },
      to: { path: '^(src|server)/', pathNot: [folder, ...mayImport] },
    },
    {
      name: `${name}-insides`,
      severity: 'error',
      comment: `Outside src/${name}, only its entries (${entries.join(', ')}) are imported; its insides are its own. Tests reach in.`,
      from: { path: '^(src|server|scripts)/', pathNot: [folder, '\\.test\\.tsx?$', '^src/test-support/'] },
      to: { path: folder, pathNot: `${folder}(${entries.join('|')})\\.ts$` },
    },
    {
      name: `${name}-data-without-react`,
      severity: 'error',
      comment: `What src/${name}/data.ts reaches is never React, a component or a stylesheet: the server, the head and the admin import it without the pages.`,
      from: { path: `${folder}data\\.ts$` },
      to: {
        reachable: true,
        path: ['\\.(tsx|css)$', '(^|/)node_modules/(react|react-dom|react-i18next|react-router|react-router-dom)/'],
      },
    },
  ];
}

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'No import cycles anywhere: a module and what it imports can be read in order.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'src-not-to-server',
      severity: 'error',
      comment: 'src/ is the app the browser runs too: it never imports the server.',
      from: { path: '^src/' },
      to: { path: '^server/' },
    },
    {
      name: 'components-not-to-pages',
      severity: 'error',
      comment: 'Pages are made of components; a component never reaches back into a page.',
      from: { path: '^src/components/' },
      to: { path: '^src/pages/' },
    },
    {
      name: 'content-and-i18n-no-ui',
      severity: 'error',
      comment:
        'Content types and rules (src/content) and copy (src/i18n) are data: they import each other, the languages and the page ids, no UI.',
      from: { path: '^src/(content|i18n)/', pathNot: '\\.test\\.tsx?$' },
      to: { path: '^src/', pathNot: ['^src/(content|i18n)/', '^src/lang\\.ts$', '^src/page-ids\\.ts$'] },
    },
    ...Object.entries(srcFeatures).flatMap(([name, feature]) => featureRules(name, feature)),
    // Each server/ folder imports only what its README's "May import" names.
    {
      name: 'runtime-imports',
      severity: 'error',
      comment:
        'server/runtime: config, lib, and the page ids, languages and API path for metric labels. The queue it shows is handed in (a structural type).',
      from: { path: '^server/runtime/' },
      to: {
        path: '^(src|server)/',
        pathNot: ['^server/(runtime|config|lib)/', '^src/(lang|page-ids)\\.ts$', '^src/forms/contact-api\\.ts$'],
      },
    },
    {
      name: 'http-imports',
      severity: 'error',
      comment:
        'server/http (headers, transport, the JSON error shape, the same-origin check, notice pages): config, runtime, lib, and the words, languages and page ids of src/.',
      from: { path: '^server/http/' },
      to: {
        path: '^(src|server)/',
        pathNot: [
          '^server/(http|config|runtime|lib)/',
          '^src/i18n/',
          '^src/(lang|page-ids)\\.ts$',
          '^src/forms/(contact-api|field-errors)\\.ts$',
        ],
      },
    },
    {
      name: 'document-imports',
      severity: 'error',
      comment:
        'server/document: config, runtime, http, content, lib and the app in src/; never a feature (the enquiries): app.ts hands it what it needs.',
      from: { path: '^server/document/' },
      to: { path: '^server/', pathNot: '^server/(document|config|runtime|http|content|lib)/' },
    },
    // The enquiries are one feature (server/enquiries/README.md): one rule for what they may
    // import, one for who may import them, one for the Redis backend's room.
    {
      name: 'enquiries-imports',
      severity: 'error',
      comment:
        'server/enquiries: the shared modules (config, runtime, http, lib, mail: sending one e-mail, rate-limit, redis: the connections) ' +
        'and the forms, words, languages and page ids of src/; never document, content or calendar.',
      from: { path: '^server/enquiries/' },
      to: {
        path: '^(src|server)/',
        pathNot: [
          '^server/(enquiries|config|runtime|http|lib|mail|rate-limit|redis)/',
          '^src/(forms|i18n)/',
          '^src/(lang|page-ids)\\.ts$',
        ],
      },
    },
    {
      name: 'enquiries-insides',
      severity: 'error',
      comment:
        'Outside the feature, only its index (createEnquiries, enquiryRoutes) is imported; its insides are its own. ' +
        'tests/ and bench/ may reach in (they test the insides); the CLI is a build entry of its own.',
      from: { path: '^(src|server|scripts)/', pathNot: '^server/enquiries/' },
      to: { path: '^server/enquiries/', pathNot: '^server/enquiries/index\\.ts$' },
    },
    {
      name: 'enquiries-redis-in-its-room',
      severity: 'error',
      comment:
        'The Redis backend (redis-queue/) is loaded only by the feature index, on demand, and only with REDIS_URL: ' +
        'a newcomer who never sets it can ignore the folder. The file outbox (file-queue/) and it never import each other.',
      from: {
        path: '^server/enquiries/',
        pathNot: [
          '^server/enquiries/redis-queue/',
          '^server/enquiries/index\\.ts$',
          '^server/enquiries/cli\\.ts$',
          '\\.test\\.ts$',
        ],
      },
      to: { path: '^server/enquiries/redis-queue/' },
    },
    {
      name: 'enquiries-redis-loaded-on-demand',
      severity: 'error',
      comment:
        'Without REDIS_URL neither ioredis nor BullMQ is loaded: the index loads redis-queue/ only by a dynamic import, ' +
        'and the rest of the feature imports no Redis client, no BullMQ, and nothing of server/redis or the Redis counts but types.',
      from: { path: '^server/enquiries/index\\.ts$' },
      to: { path: '^server/enquiries/redis-queue/', dependencyTypesNot: ['dynamic-import', 'type-only'] },
    },
    {
      name: 'enquiries-no-redis-client-outside-its-room',
      severity: 'error',
      comment: 'Only redis-queue/ (loaded on demand) and the CLI speak to Redis.',
      from: {
        path: '^server/enquiries/',
        pathNot: ['^server/enquiries/redis-queue/', '^server/enquiries/cli\\.ts$', '\\.test\\.ts$'],
      },
      to: {
        path: [
          '(^|/)node_modules/(bullmq|ioredis|rate-limit-redis)/',
          '^server/redis/',
          '^server/rate-limit/redis-stores\\.ts$',
        ],
        dependencyTypesNot: ['type-only'],
      },
    },
    {
      name: 'enquiries-backends-apart',
      severity: 'error',
      comment:
        'The two backends sit behind one interface (queue.ts): the Redis queue imports nothing of the file outbox.',
      from: { path: '^server/enquiries/redis-queue/' },
      to: { path: '^server/enquiries/file-queue/' },
    },
    // The owner's admin is one feature (server/admin/README.md), built like the enquiries: what it
    // may import, who may import it, and the Redis backend of its state in its own room.
    {
      name: 'admin-imports',
      severity: 'error',
      comment:
        'server/admin: the shared modules (config, runtime, http, lib, rate-limit, redis: the connections) and the words and languages of src/; ' +
        "never document, enquiries, mail or calendar (the inbox gets the enquiries handed in). Content and photos are its later pieces' business. " +
        "Of the admin client, only its API contract (src/admin/api/contract.ts), which its routers' answers are checked against.",
      from: { path: '^server/admin/' },
      to: {
        path: '^(src|server)/',
        pathNot: [
          '^server/(admin|config|runtime|http|lib|rate-limit|redis|content)/',
          '^src/(i18n|content)/',
          '^src/(lang|page-ids)\\.ts$',
          // The API contract, and the roles and what each may do (one table for the server's guard and the screens).
          '^src/admin/api/(contract|roles)\\.ts$',
          // The owner's numbers' and the subscribers' answers, beside their screens (out of the admin's entry).
          '^src/admin/(visits|subscribers)/contract\\.ts$',
          // The installed app's name and the service worker's words (installable.ts).
          '^src/admin/i18n/(push-words|strings)\\.ts$',
        ],
      },
    },
    {
      name: 'admin-insides',
      severity: 'error',
      comment:
        'Outside the feature, only its index (createAdmin) is imported; its insides are its own. ' +
        'tests/ may reach in (they test the insides); the CLI is a build entry of its own.',
      from: { path: '^(src|server|scripts)/', pathNot: '^server/admin/' },
      to: { path: '^server/admin/', pathNot: '^server/admin/index\\.ts$' },
    },
    {
      name: 'admin-redis-in-its-room',
      severity: 'error',
      comment:
        'The Redis backend of the admin state (state/redis-state/) is loaded only by the feature index, on demand, and by the CLI: ' +
        'the file backend (state/file-state/) and it never import each other.',
      from: {
        path: '^server/admin/',
        pathNot: [
          '^server/admin/state/redis-state/',
          '^server/admin/index\\.ts$',
          '^server/admin/cli\\.ts$',
          '\\.test\\.ts$',
        ],
      },
      to: { path: '^server/admin/state/redis-state/' },
    },
    {
      name: 'admin-redis-loaded-on-demand',
      severity: 'error',
      comment:
        'Without REDIS_URL ioredis is never loaded: the index and the CLI load state/redis-state/ only by a dynamic import.',
      from: { path: '^server/admin/(index|cli)\\.ts$' },
      to: { path: '^server/admin/state/redis-state/', dependencyTypesNot: ['dynamic-import', 'type-only'] },
    },
    {
      name: 'admin-no-redis-client-outside-its-room',
      severity: 'error',
      comment: 'Only state/redis-state/ (loaded on demand) and the CLI speak to Redis.',
      from: {
        path: '^server/admin/',
        pathNot: ['^server/admin/state/redis-state/', '^server/admin/cli\\.ts$', '\\.test\\.ts$'],
      },
      to: {
        path: [
          '(^|/)node_modules/(bullmq|ioredis|rate-limit-redis)/',
          '^server/redis/',
          '^server/rate-limit/redis-stores\\.ts$',
        ],
        dependencyTypesNot: ['type-only'],
      },
    },
    {
      name: 'admin-backends-apart',
      severity: 'error',
      comment: 'The two backends sit behind one interface (state/admin-state.ts): neither imports the other.',
      from: { path: '^server/admin/state/(redis|file)-state/' },
      to: { path: '^server/admin/state/(file|redis)-state/', pathNot: '^server/admin/state/$1-state/' },
    },
    // Web Push to the admin's devices is one feature (server/push/README.md): what it may import,
    // who may import it, and its Redis store in its own room, like the admin's state.
    {
      name: 'push-imports',
      severity: 'error',
      comment:
        'server/push: config, lib, redis (the connections, types only: the store is handed them) and, of src/, the words ' +
        "of the push (src/admin/i18n/push-words.ts) and the admin's `fill`; never a feature: " +
        'the enquiries and the bookings call notifyOwners, the admin is handed the Push (server/index.ts wires them).',
      from: { path: '^server/push/', pathNot: '\\.test\\.ts$' },
      to: {
        path: '^(src|server)/',
        pathNot: ['^server/(push|config|lib|redis)/', '^src/admin/i18n/(push-words|messages|strings)\\.ts$'],
      },
    },
    {
      name: 'push-insides',
      severity: 'error',
      comment: 'Outside the feature, only its index (createPush, notifyOwners) is imported. tests/ may reach in.',
      from: { path: '^(src|server|scripts)/', pathNot: '^server/push/' },
      to: { path: '^server/push/', pathNot: '^server/push/index\\.ts$' },
    },
    {
      name: 'push-redis-loaded-on-demand',
      severity: 'error',
      comment:
        'Without REDIS_URL ioredis is never loaded: the index loads redis-store.ts only by a dynamic import, nothing else imports it, ' +
        'and nothing of the feature but it speaks to Redis.',
      from: { path: '^server/push/', pathNot: ['^server/push/redis-store\\.ts$', '\\.test\\.ts$'] },
      to: {
        path: ['^server/push/redis-store\\.ts$', '(^|/)node_modules/ioredis/', '^server/redis/'],
        dependencyTypesNot: ['dynamic-import', 'type-only'],
      },
    },
    {
      name: 'mail-imports',
      severity: 'error',
      comment:
        "server/mail sends one e-mail (SMTP, or an .eml file): config and lib only. What an e-mail says is its caller's.",
      from: { path: '^server/mail/' },
      to: { path: '^(src|server)/', pathNot: '^server/(mail|config|lib)/' },
    },
    {
      name: 'rate-limit-imports',
      severity: 'error',
      comment:
        'server/rate-limit (who a client is, Retry-After, counts in Redis): lib only; its Redis connection is handed in.',
      from: { path: '^server/rate-limit/' },
      to: { path: '^(src|server)/', pathNot: '^server/(rate-limit|lib)/' },
    },
    {
      name: 'runtime-not-to-web',
      severity: 'error',
      comment: 'Logging, shutdown and health are the process around the app: they import no request handling.',
      from: { path: '^server/runtime/' },
      to: { path: '^server/(enquiries|document|http)/' },
    },
    {
      name: 'http-not-to-document',
      severity: 'error',
      comment: 'Headers, redirects, static files and error answers come before (and without) the document renderer.',
      from: { path: '^server/http/' },
      to: { path: '^server/document/' },
    },
    {
      name: 'forms-imports',
      severity: 'error',
      comment:
        'src/forms (schemas shared with the server): languages, words, facts and page ids; no components or pages.',
      from: { path: '^src/forms/' },
      to: { path: '^src/', pathNot: ['^src/(forms|i18n|content)/', '^src/(lang|page-ids)\\.ts$'] },
    },
    {
      name: 'content-imports',
      severity: 'error',
      comment:
        'server/content (loading, validating and watching content/, the photo pipeline): config, lib and the schemas and types of src/content.',
      from: { path: '^server/content/' },
      to: { path: '^(src|server)/', pathNot: ['^server/(content|config|lib)/', '^src/content/'] },
    },
    {
      name: 'bookings-imports',
      severity: 'error',
      comment:
        "server/bookings (table bookings: free times, the hold, the guests' e-mails): http (the JSON error, same origin), rate-limit (the client, the counts), runtime (a failure on the request log line, the background pass), lib; of src/: the bookings' rules without React, the content, the forms' errors and body limit, words (the e-mails' own: server only), languages and page ids.",
      from: { path: '^server/bookings/' },
      to: {
        path: '^(src|server)/',
        pathNot: [
          '^server/(bookings|lib|http|rate-limit)/',
          '^server/runtime/(request-logging|pass-loop)\\.ts$',
          '^src/(content|i18n)/',
          '^src/bookings/data\\.ts$',
          '^src/forms/(field-errors|contact-api|form-action)\\.ts$',
          '^src/(lang|page-ids)\\.ts$',
        ],
      },
    },
    // The lunch menu by e-mail's list is one feature (server/subscribers/README.md): what it may
    // import, and that the rest of the server reaches it only through its index.
    {
      name: 'subscribers-imports',
      severity: 'error',
      comment:
        "server/subscribers (the lunch menu by e-mail's list: double opt-in, unsubscribe, erasure): config, http (same origin, the form's body, the notice page), rate-limit (the client, the counts), redis (types), runtime (a failure on the request log line, the background pass), lib; of src/: the content, the words (the subscription's own: server only), languages, page ids and the forms' fields.",
      from: { path: '^server/subscribers/', pathNot: '\\.test\\.ts$' },
      to: {
        path: '^(src|server)/',
        pathNot: [
          '^server/(subscribers|config|lib|http|rate-limit|redis)/',
          '^server/runtime/(request-logging|pass-loop)\\.ts$',
          '^src/(content|i18n)/',
          '^src/forms/(fields|form-fields|field-errors|contact-api)\\.ts$',
          '^src/(lang|page-ids)\\.ts$',
        ],
      },
    },
    {
      name: 'subscribers-insides',
      severity: 'error',
      comment:
        'Outside the feature, only its index (createSubscribers, SubscriberList) is imported; its insides are its own. Tests reach in.',
      from: { path: '^(src|server|scripts|bench)/', pathNot: ['^server/subscribers/', '\\.test\\.tsx?$'] },
      to: { path: '^server/subscribers/', pathNot: '^server/subscribers/index\\.ts$' },
    },
    {
      name: 'calendar-imports',
      severity: 'error',
      comment:
        'server/calendar (the .ics downloads): content (the live store), http (the kept, encoded answer), lib, and the content rules, words, languages and page ids of src/.',
      from: { path: '^server/calendar/' },
      to: {
        path: '^(src|server)/',
        pathNot: ['^server/(calendar|content|http|lib)/', '^src/(content|i18n)/', '^src/(lang|page-ids)\\.ts$'],
      },
    },
    {
      name: 'feed-imports',
      severity: 'error',
      comment:
        "server/feed (the Atom feeds): content (the live store), http (the kept, encoded answer), lib, and the content rules, the lunch's rules, words, languages and page ids of src/.",
      from: { path: '^server/feed/' },
      to: {
        path: '^(src|server)/',
        pathNot: [
          '^server/(feed|content|http|lib)/',
          '^src/(content|i18n)/',
          '^src/lunch/data\\.ts$',
          '^src/(lang|page-ids)\\.ts$',
        ],
      },
    },
    {
      name: 'lunch-mail-imports',
      severity: 'error',
      comment:
        "server/lunch-mail (the morning lunch e-mail): config (types), lib (the delivery lock, JSON files, header text), mail (sending one, the failure lines, back-off), redis (types: the connection is handed in); of src/: the content (the menu, hours, clock, formats), the words, the lunch's data, languages. The subscribers' list is handed in (server/index.ts), never imported.",
      from: { path: '^server/lunch-mail/', pathNot: '\\.test\\.ts$' },
      to: {
        path: '^(src|server)/',
        pathNot: [
          '^server/(lunch-mail|config|lib|mail|redis)/',
          '^src/(content|i18n)/',
          '^src/lunch/data\\.ts$',
          '^src/lang\\.ts$',
        ],
      },
    },
    {
      name: 'lunch-mail-redis-in-its-room',
      severity: 'error',
      comment:
        "Only server/lunch-mail/redis-queue/ speaks to Redis (BullMQ, ioredis), and only the feature's index loads it, on demand (REDIS_URL): without it neither loads.",
      from: { path: '^server/lunch-mail/', pathNot: ['^server/lunch-mail/redis-queue/', '\\.test\\.ts$'] },
      to: { path: 'node_modules/(bullmq|ioredis)/' },
    },
    {
      name: 'lunch-mail-insides',
      severity: 'error',
      comment:
        'Outside the feature, only its index (createLunchMail, LunchSends, SendReport) is imported; its insides are its own. Tests and the bench reach in.',
      from: {
        path: '^(src|server|scripts)/',
        pathNot: ['^server/lunch-mail/', '\\.test\\.tsx?$', '\\.test-support\\.ts$'],
      },
      to: { path: '^server/lunch-mail/', pathNot: '^server/lunch-mail/index\\.ts$' },
    },
    {
      name: 'redis-imports',
      severity: 'error',
      comment:
        'server/redis (the connections to REDIS_URL and their outage state): config and lib only. ' +
        'The features (the enquiries) are handed its connections; it knows nothing of them.',
      from: { path: '^server/redis/' },
      to: { path: '^(src|server)/', pathNot: '^server/(redis|config|lib)/' },
    },
    {
      name: 'visits-imports',
      severity: 'error',
      comment:
        "server/visits (the owner's numbers, counted without a cookie): lib (the locked JSON files, Redis's errors), and of " +
        'src/ the page ids, the languages, the paths it counts (the lunch feed, the contact API) and the Prague clock; ' +
        'never another feature: the bookings are handed `count`, the admin its report (server/index.ts wires them).',
      from: { path: '^server/visits/', pathNot: '\\.test\\.ts$' },
      to: {
        path: '^(src|server)/',
        pathNot: [
          '^server/(visits|lib)/',
          '^src/(lang|page-ids)\\.ts$',
          '^src/content/time\\.ts$',
          '^src/forms/contact-api\\.ts$',
          '^src/lunch/data\\.ts$',
        ],
      },
    },
    {
      name: 'visits-insides',
      severity: 'error',
      comment: 'Outside the feature, only its index (createVisits, the Visits) is imported. tests/ may reach in.',
      from: { path: '^(src|server|scripts)/', pathNot: '^server/visits/' },
      to: { path: '^server/visits/', pathNot: '^server/visits/index\\.ts$' },
    },
    {
      name: 'visits-redis-loaded-on-demand',
      severity: 'error',
      comment:
        'Without REDIS_URL ioredis is never loaded: the index loads redis-store.ts only by a dynamic import, nothing else imports it, ' +
        'and nothing of the feature but it speaks to Redis.',
      from: { path: '^server/visits/', pathNot: ['^server/visits/redis-store\\.ts$', '\\.test\\.ts$'] },
      to: {
        path: ['^server/visits/redis-store\\.ts$', '(^|/)node_modules/ioredis/', '^server/redis/'],
        dependencyTypesNot: ['dynamic-import', 'type-only'],
      },
    },
    {
      name: 'lib-is-a-leaf',
      severity: 'error',
      comment: 'server/lib holds small pure helpers: they import nothing of the app.',
      from: { path: '^server/lib/' },
      to: { path: '^(src|server)/', pathNot: '^server/lib/' },
    },
    {
      name: 'config-imports-only-lib',
      severity: 'error',
      comment: 'The configuration is read first and depends on nothing but the helpers.',
      from: { path: '^server/config/' },
      to: { path: '^(src|server)/', pathNot: '^server/(config|lib)/' },
    },
    {
      name: 'page-ids-is-a-leaf',
      severity: 'error',
      comment: 'Page ids and route handles import nothing of the app, so the route-table cycle cannot come back.',
      from: { path: '^src/page-ids\\.ts$' },
      to: { path: '^(src|server)/' },
    },
    // The owner's admin client (src/admin/README.md): a React app of its own, a build of its own.
    {
      name: 'admin-client-imports',
      severity: 'error',
      comment:
        "src/admin (the admin in the browser): the content schemas and types (src/content), the lunch's rules without React (src/lunch/data.ts), " +
        "the page ids and languages they use, and the site's design tokens (CSS); nothing of the public pages, components, routes or i18n instances.",
      from: { path: '^src/admin/' },
      to: {
        path: '^(src|server)/',
        pathNot: [
          '^src/admin/',
          '^src/content/',
          '^src/lunch/data\\.ts$',
          '^src/(lang|page-ids)\\.ts$',
          '^src/styles/tokens\\.css$',
        ],
      },
    },
    {
      name: 'nothing-imports-admin-client',
      severity: 'error',
      comment:
        'Nothing of the site, the server or the scripts imports the admin client (public pages load 0 bytes of it; tests/budget proves the build). ' +
        "One file is both sides' business: the API contract (src/admin/api/contract.ts), which the admin's routers (server/admin) type their answers with.",
      from: { path: '^(src|server|scripts|bench)/', pathNot: '^src/admin/' },
      // (Except the files both sides read: the contract and the roles' table, src/admin/api/roles.ts; and the push
      // notifications' words with the admin's `fill`, which the server words notifications and the app's manifest in.)
      to: {
        path: '^src/admin/',
        pathNot: [
          '^src/admin/api/(contract|roles)\\.ts$',
          '^src/admin/i18n/(push-words|messages|strings)\\.ts$',
          // The answers of "Návštěvnost" and "Odběr menu", kept with their screens' chunks so the entry does not carry them.
          '^src/admin/(visits|subscribers)/contract\\.ts$',
        ],
      },
    },
    {
      name: 'booking-email-words-server-only',
      severity: 'error',
      comment:
        "The words of a booking's e-mails are the server's (like the API's, src/i18n/api-messages.ts): nothing of src/ but their own module " +
        '(src/i18n/booking-email-messages.ts), each other (the English is typed by the Czech) and the resource tests imports them, ' +
        'so no page or language chunk carries them.',
      from: {
        path: '^src/',
        pathNot: ['^src/i18n/(booking-email-messages|(cs|en)/booking-email)\\.ts$', '\\.test\\.tsx?$'],
      },
      to: { path: '^src/i18n/(booking-email-messages|(cs|en)/booking-email)\\.ts$' },
    },
    {
      // Copied from booking-email-words-server-only: the subscription's pages and e-mail are the server's.
      name: 'subscription-words-server-only',
      severity: 'error',
      comment:
        "The words of the lunch menu by e-mail's pages and confirmation e-mail are the server's: nothing of src/ but their own module " +
        '(src/i18n/subscription-messages.ts), each other (the English is typed by the Czech) and the resource tests imports them, ' +
        'so no page or language chunk carries them.',
      from: {
        path: '^src/',
        pathNot: ['^src/i18n/(subscription-messages|(cs|en)/subscription)\\.ts$', '\\.test\\.tsx?$'],
      },
      to: { path: '^src/i18n/(subscription-messages|(cs|en)/subscription)\\.ts$' },
    },
    {
      name: 'lunch-email-words-server-only',
      severity: 'error',
      comment:
        "The words of the morning lunch e-mail are the server's (like a booking's): nothing of src/ but their own module " +
        '(src/i18n/lunch-email-messages.ts), each other (the English is typed by the Czech) and the resource tests imports them, ' +
        'so no page or language chunk carries them.',
      from: {
        path: '^src/',
        pathNot: ['^src/i18n/(lunch-email-messages|(cs|en)/lunch-email)\\.ts$', '\\.test\\.tsx?$'],
      },
      to: { path: '^src/i18n/(lunch-email-messages|(cs|en)/lunch-email)\\.ts$' },
    },
    {
      name: 'admin-contract-imports',
      severity: 'error',
      comment:
        "The admin API contract is read by the server and the browser: it imports zod, the page ids, the roles (and the content files' type), nothing of React or the screens.",
      from: { path: '^src/admin/api/contract\\.ts$' },
      to: {
        path: '^(src|server)/',
        pathNot: ['^src/page-ids\\.ts$', '^src/content/schema\\.ts$', '^src/admin/api/roles\\.ts$'],
      },
    },
    {
      // The two screens' answers that left the contract for their chunks (the admin's entry stays smaller).
      name: 'admin-stats-contract-imports',
      severity: 'error',
      comment:
        'The answers of "Návštěvnost" and "Odběr menu" (src/admin/visits/contract.ts, src/admin/subscribers/contract.ts) are read by the server and the browser, ' +
        'like the API contract: zod and the page ids, nothing of React or the screens.',
      from: { path: '^src/admin/(visits|subscribers)/contract\\.ts$' },
      to: { path: '^(src|server)/', pathNot: ['^src/page-ids\\.ts$'] },
    },
    {
      name: 'not-to-unresolvable',
      severity: 'error',
      comment: 'Every import resolves to a file or an installed package.',
      from: {},
      to: { couldNotResolve: true },
    },
    {
      name: 'runtime-not-to-dev-dependency',
      severity: 'error',
      comment:
        'What the production server runs must be a dependency, not a devDependency (the image prunes those). ' +
        'Vite, imported only by the development server (server/index.ts), is the one exception.',
      from: { path: '^(server|src)/', pathNot: ['\\.test\\.tsx?$', '^src/entry-client\\.tsx$'] },
      to: {
        dependencyTypes: ['npm-dev'],
        dependencyTypesNot: ['type-only'],
        pathNot: ['\\.css$', '(^|/)node_modules/vite/'],
      },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(dist|reports|test-results|public/assets|bench/results|var)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      mainFields: ['module', 'main', 'types', 'typings'],
      extensions: ['.ts', '.tsx', '.mts', '.js', '.mjs', '.cjs', '.json', '.d.ts'],
    },
    reporterOptions: {
      dot: { collapsePattern: '^(node_modules/[^/]+|src/[^/]+|server/[^/]+)' },
    },
  },
};
