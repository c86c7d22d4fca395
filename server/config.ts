import { z } from 'zod';

/** An http(s) address, or unset (an empty value counts as unset). */
const optionalUrl = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
  z.url({ protocol: /^https?$/ }).optional(),
);

const schema = z.object({
  NODE_ENV: z.string().optional(),
  HOST: z.string().trim().min(1).default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  SITE_URL: z
    .url({ protocol: /^https?$/ })
    .default('http://localhost:3000')
    .transform((value) => value.replace(/\/+$/, '')),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DAILY_MENU_URL: optionalUrl,
  FOOD_MENU_URL: optionalUrl,
  FOOD_MENU_PDF_URL: optionalUrl,
  MENU_SUBSCRIBE_URL: optionalUrl,
  SOCIAL_URL: optionalUrl,
  RESERVATION_URL: optionalUrl,
});

export interface Config {
  /** Anything but an explicit `NODE_ENV=development` behaves as production. */
  isDevelopment: boolean;
  host: string;
  port: number;
  siteUrl: string;
  logLevel: z.infer<typeof schema>['LOG_LEVEL'];
  urls: {
    dailyMenu: string | null;
    foodMenu: string | null;
    foodMenuPdf: string | null;
    menuSubscribe: string | null;
    social: string | null;
    reservation: string | null;
  };
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Reads the environment (the only place that does), validates it and freezes it.
 * Throws a ConfigError whose message names the offending variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Readonly<Config> {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const name = String(issue?.path[0] ?? 'environment');
    throw new ConfigError(`Invalid ${name}: ${issue?.message ?? 'invalid value'} (got ${JSON.stringify(env[name])})`);
  }
  const e = parsed.data;
  return Object.freeze({
    isDevelopment: e.NODE_ENV === 'development',
    host: e.HOST,
    port: e.PORT,
    siteUrl: e.SITE_URL,
    logLevel: e.LOG_LEVEL,
    urls: Object.freeze({
      dailyMenu: e.DAILY_MENU_URL ?? null,
      foodMenu: e.FOOD_MENU_URL ?? null,
      foodMenuPdf: e.FOOD_MENU_PDF_URL ?? null,
      menuSubscribe: e.MENU_SUBSCRIBE_URL ?? null,
      social: e.SOCIAL_URL ?? null,
      reservation: e.RESERVATION_URL ?? null,
    }),
  });
}
