/**
 * The content the pages show at this moment: the validated YAML of the content
 * folder (store.ts) with the photos processed from it (photo-library.ts), as one
 * view with one version. The renderer, the data route, the sitemap and the CSP
 * read it per request, so an edit shows on the next request.
 */
import { createHash } from 'node:crypto';
import type { ContentView } from '../../src/content/content-view';
import type { PhotoEntry } from '../../src/content/photo-variants';
import type { ContentSubject, SiteContent } from '../../src/content/schema';

/** What the content store gives (server/content/store.ts). */
interface ContentSnapshotLike {
  content: SiteContent;
  version: string;
  /** When each file last changed (its mtime). */
  modified: Record<ContentSubject, Date>;
}

export interface ContentSource {
  /** The content and photos now. */
  view(): ContentView;
  /** When each content file last changed. */
  modified(): Record<ContentSubject, Date>;
  /** Called after the content or the photo set changed. Returns the unsubscribe. */
  onChange(listener: () => void): () => void;
}

interface StoreLike {
  current(): ContentSnapshotLike;
  onChange(listener: (snapshot: ContentSnapshotLike) => void): () => void;
}

interface PhotosLike {
  current(): { version: string; photos: Readonly<Record<string, PhotoEntry>> };
}

/** A source over the live store and photo library; `notifyPhotos` is called by the library when its set switches. */
export function liveContentSource(store: StoreLike, photos: PhotosLike): ContentSource & { photosChanged(): void } {
  const listeners = new Set<() => void>();
  let cached: { key: string; view: ContentView } | null = null;
  const notify = () => listeners.forEach((listener) => listener());
  store.onChange(notify);
  return {
    view() {
      const snapshot = store.current();
      const set = photos.current();
      const key = `${snapshot.version}:${set.version}`;
      if (cached?.key !== key) {
        cached = { key, view: { content: snapshot.content, photos: set.photos, version: shortHash(key) } };
      }
      return cached.view;
    },
    modified: () => store.current().modified,
    onChange(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    photosChanged: notify,
  };
}

/** A fixed source (tests, tools). */
export function fixedContentSource(content: SiteContent, photos: Readonly<Record<string, PhotoEntry>>, modified: Record<ContentSubject, Date>): ContentSource {
  const view: ContentView = { content, photos, version: shortHash(JSON.stringify(content) + JSON.stringify(photos)) };
  return { view: () => view, modified: () => modified, onChange: () => () => {} };
}

function shortHash(text: string): string {
  return createHash('sha256').update(text).digest('hex').slice(0, 16);
}
