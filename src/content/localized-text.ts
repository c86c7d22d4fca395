import type { Lang } from '../lang';

/** A short text kept with its data (a dish or drink name) in both languages. */
export type LocalizedText = Readonly<Record<Lang, string>>;
