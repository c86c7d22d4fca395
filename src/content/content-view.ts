import type { PhotoEntry } from './photo-variants';
import type { SiteContent } from './schema';

/** The content folder at one moment, with its processed photos. */
export interface ContentView {
  content: SiteContent;
  /** Processed photos by id (photo-variants.ts); a refused photo is absent. A page photo has its crops, a shared one its og image. */
  photos: Readonly<Record<string, PhotoEntry & { crops?: Readonly<Record<string, string>>; og?: string }>>;
  /** Changes with any content or photo change. */
  version: string;
}
