/** See content-copy.mjs. */
export function contentCopyWithLinks(
  target: string,
  links: Partial<Record<'dailyMenu' | 'foodMenu' | 'foodMenuPdf' | 'menuSubscribe' | 'social' | 'reservation', string>> & { menuProvider?: { name: string; url: string } },
): string;
