/** See content-copy.mjs. */
export function contentCopyWithLinks(
  target: string,
  links: Partial<Record<'dailyMenu' | 'foodMenu' | 'foodMenuPdf' | 'menuSubscribe' | 'social' | 'reservation', string>> & { menuProvider?: { name: string; url: string } },
  closedDay?: { date: string; name: { cs: string; en: string }; notice: { cs: string; en: string } },
  /** The dates the sample daily menu's days get, in order. */
  lunchDates?: readonly string[],
): string;
export function sampleExceptionDates(): string[];
