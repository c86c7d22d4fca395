/**
 * What counts and what never does, as one table (the list of decision 0016): a page's
 * GET or its data route answered 200 or 304, the feeds and calendar files, the form posts
 * accepted and refused; never HEAD, another status, the admin, assets, probes, `site.json`,
 * a prefetch or a known bot.
 */
import { describe, expect, it } from 'vitest';
import { isBot } from './bots';
import { classify, routeOf, type Answered } from './classify';

const BROWSER =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 Version/17.4 Mobile Safari/604.1';

const get = (path: string, status = 200, headers: Answered['headers'] = {}): Answered => ({
  method: 'GET',
  path,
  status,
  headers: { 'user-agent': BROWSER, ...headers },
});
const post = (path: string, status: number, apiForm?: unknown): Answered => ({
  method: 'POST',
  path,
  status,
  headers: { 'user-agent': BROWSER },
  apiForm,
});
const keyOf = (answered: Answered) => classify(answered)?.key ?? null;

describe('classify: what counts', () => {
  it.each([
    ['the home page', get('/'), 'v|home|cs'],
    ['the English home page', get('/en'), 'v|home|en'],
    ['the daily menu', get('/denni-menu'), 'v|dailyMenu|cs'],
    ['the daily menu in English, revalidated', get('/en/denni-menu', 304), 'v|dailyMenu|en'],
    ['the booking page', get('/moje-rezervace'), 'v|myBooking|cs'],
    ['a data route after a client-side navigation', get('/_data/cs/feast.json'), 'v|feast|cs'],
    ['a data route revalidated', get('/_data/en/gallery.json', 304), 'v|gallery|en'],
    ['the lunch feed', get('/denni-menu.atom'), 'f|feed|cs'],
    ['the English lunch feed, revalidated', get('/en/denni-menu.atom', 304), 'f|feed|en'],
    ['a feast calendar file', get('/svatomartinske-hody/2027.ics'), 'f|ics|cs'],
    ['an English feast calendar file', get('/en/svatomartinske-hody/2027.ics'), 'f|ics|en'],
    ['the contact API accepted', post('/api/send-contact-email', 202, 'contact'), 'p|contact|a'],
    ['the lounge through the API accepted', post('/api/send-contact-email', 202, 'lounge'), 'p|lounge|a'],
    ['the contact API refused (validation)', post('/api/send-contact-email', 400, 'contact'), 'p|contact|r'],
    [
      'the contact API refused (rate limit), a body of no known form',
      post('/api/send-contact-email', 429, 'x'),
      'p|contact|r',
    ],
    ['the contact no-JS post accepted', post('/kontakt', 303), 'p|contact|a'],
    ['the contact no-JS post refused', post('/en/kontakt', 422), 'p|contact|r'],
    ['the lounge no-JS post accepted', post('/konferencni-prostory-salonek', 303), 'p|lounge|a'],
    ['the lounge no-JS post refused (another site)', post('/konferencni-prostory-salonek', 403), 'p|lounge|r'],
    ['a subscription accepted', post('/denni-menu/odber', 303), 'p|subscribe|a'],
    ['an English subscription refused (limit)', post('/en/denni-menu/odber', 429), 'p|subscribe|r'],
    ['a booking made or changed', post('/moje-rezervace', 303), 'p|booking|a'],
    ['a booking refused', post('/en/moje-rezervace', 422), 'p|booking|r'],
  ])('%s', (_name, answered, key) => {
    expect(keyOf(answered)).toBe(key);
  });

  it('a document is a document (its referrer is read), a data route or a feed is not', () => {
    expect(classify(get('/galerie'))?.document).toBe(true);
    expect(classify(get('/_data/cs/gallery.json'))?.document).toBe(false);
    expect(classify(get('/denni-menu.atom'))?.document).toBe(false);
  });
});

describe('classify: what never counts', () => {
  it.each([
    ['HEAD of a page', { ...get('/denni-menu'), method: 'HEAD' }],
    ['a PUT of a page', { ...get('/denni-menu'), method: 'PUT' }],
    ['a page answered 404', get('/denni-menu', 404)],
    ['a page answered 500', get('/denni-menu', 500)],
    ['a page answered 301 (another spelling)', get('/denni-menu', 301)],
    ['another spelling of a page', get('/denni-menu/')],
    ['an upper-case spelling', get('/DENNI-MENU')],
    ['the admin', get('/admin')],
    ['an admin page', get('/admin/bookings')],
    ['an asset', get('/assets/entry-client-abc123.js')],
    ['a photo', get('/assets/photos/hero-800.avif')],
    ['the health probe', get('/healthz')],
    ['the readiness probe', get('/readyz')],
    ['the layout data, site.json', get('/_data/cs/site.json')],
    ['a data route of no page', get('/_data/cs/nothing.json')],
    ['a data route in no language', get('/_data/de/home.json')],
    ['robots.txt', get('/robots.txt')],
    ['a calendar file of no year', get('/svatomartinske-hody/abcd.ics')],
    ['a calendar file elsewhere', get('/galerie/2027.ics')],
    ['a feed answered 404', get('/denni-menu.atom', 404)],
    ['a GET of the subscribe path (its own small page)', get('/denni-menu/odber')],
    ['a GET of the contact API', get('/api/send-contact-email')],
    ['a post answered 200 (the booking page with free times: nothing booked)', post('/moje-rezervace', 200)],
    ['a post that failed on our side (503)', post('/kontakt', 503)],
    ['a post to a page with no form', post('/galerie', 303)],
    ['the contact API failing (504)', post('/api/send-contact-email', 504, 'contact')],
    ['Chrome prefetch (Sec-Purpose)', get('/denni-menu', 200, { 'sec-purpose': 'prefetch' })],
    ['Chrome prerender (Sec-Purpose)', get('/denni-menu', 200, { 'sec-purpose': 'prefetch;prerender' })],
    ['Safari prefetch (Purpose)', get('/denni-menu', 200, { purpose: 'prefetch' })],
    ['a link preview (X-Purpose)', get('/denni-menu', 200, { 'x-purpose': 'preview' })],
    ['Firefox prefetch (X-Moz)', get('/denni-menu', 200, { 'x-moz': 'prefetch' })],
    ['no user agent', get('/denni-menu', 200, { 'user-agent': undefined })],
    ['an empty user agent', get('/denni-menu', 200, { 'user-agent': '' })],
    ['a bot posting a form', { ...post('/kontakt', 303), headers: { 'user-agent': 'python-requests/2.31' } }],
  ] as [string, Answered][])('%s', (_name, answered) => {
    expect(keyOf(answered)).toBeNull();
  });

  it.each([
    'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
    'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)',
    'Mozilla/5.0 (compatible; SeznamBot/4.0; +https://o-seznam.cz/napoveda/vyhledavani/en/seznambot-crawler/)',
    'Mozilla/5.0 (compatible; Yahoo! Slurp; http://help.yahoo.com/help/us/ysearch/slurp)',
    'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)',
    'WhatsApp/2.23.20.0',
    'TelegramBot (like TwitterBot)',
    'Mozilla/5.0 (compatible; Discordbot/2.0; +https://discordapp.com)',
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 HeadlessChrome/120.0.0.0 Safari/537.36',
    'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) Chrome-Lighthouse',
    'curl/8.5.0',
    'Wget/1.21.4',
    'python-requests/2.31.0',
    'Go-http-client/1.1',
    'node-fetch/1.0 (+https://github.com/bitinn/node-fetch)',
    'axios/1.6.0',
    'okhttp/4.12.0',
    'Java/17.0.2',
    'Mozilla/5.0 (compatible; UptimeRobot/2.0; http://www.uptimerobot.com/)',
    'Site24x7 monitor',
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) Skype Preview',
  ])('the bot %s', (userAgent) => {
    expect(isBot(userAgent)).toBe(true);
    expect(keyOf(get('/denni-menu', 200, { 'user-agent': userAgent }))).toBeNull();
  });

  it('browsers are no bots', () => {
    for (const userAgent of [
      BROWSER,
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0',
      'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36',
    ])
      expect(isBot(userAgent), userAgent).toBe(false);
  });

  it('only the paths that could count are routes: the middleware adds no listener to the others', () => {
    expect(routeOf('GET', '/assets/entry.js')).toBeUndefined();
    expect(routeOf('GET', '/admin')).toBeUndefined();
    expect(routeOf('HEAD', '/')).toBeUndefined();
    expect(routeOf('OPTIONS', '/kontakt')).toBeUndefined();
    expect(routeOf('GET', '/')).toBeDefined();
    expect(routeOf('POST', '/kontakt')).toBeDefined();
  });
});
