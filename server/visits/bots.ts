/**
 * The user agents that are never counted: crawlers, link previews of chat apps and social
 * sites, monitors, headless browsers and the HTTP clients of scripts. One case-insensitive
 * pattern, tested once per request that could count. A bot that sends a browser's user agent
 * is counted (the admin's screen says the counts are approximate); an empty user agent is
 * not a browser and is never counted either.
 */
const BOTS =
  /bot|crawl|spider|slurp|facebookexternalhit|preview|whatsapp|telegram|discord|headless|lighthouse|curl|wget|python|go-http|node-fetch|axios|okhttp|java\/|monitor|uptime/i;

/** Whether a request with this `User-Agent` is left uncounted: none, empty, or a known bot's. */
export function isBot(userAgent: string | undefined): boolean {
  return !userAgent || BOTS.test(userAgent);
}
