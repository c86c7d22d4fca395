/**
 * How the site has each photo the photos screen shows (GET /admin/api/photos: ready, being
 * prepared, refused, a sample; its smallest JPEG as the thumbnail), and the photos uploaded on
 * this screen but not saved yet (shown from the phone's own file). Asked again after each save,
 * and every few seconds while a saved photo is still being prepared.
 */
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { request } from '../api/client';
import type { PhotoOverview } from '../api/contract';
import type { MessageKey } from '../i18n/messages';

export type PhotoShown =
  | { state: PhotoOverview['state']; thumb: string | null; sample: boolean }
  /** Uploaded on this screen, not in the saved file yet. */
  | { state: 'unsaved'; thumb: string | null; sample: false }
  /** Not known (the site's list not loaded, or it could not be): no mark, nothing claimed. */
  | { state: 'unknown'; thumb: string | null; sample: false };

/** What a photo's state is called on its tile, and what it means in a sentence (the open photo, a page's photo). */
export function stateWords(shown: PhotoShown | null | undefined): { mark: MessageKey; note: MessageKey }[] {
  if (!shown) return [];
  const words: { mark: MessageKey; note: MessageKey }[] = [];
  if (shown.sample) words.push({ mark: 'library.sample', note: 'library.sampleNote' });
  if (shown.state === 'processing') words.push({ mark: 'library.processing', note: 'library.processingNote' });
  if (shown.state === 'unsaved') words.push({ mark: 'library.unsaved', note: 'library.unsavedNote' });
  if (shown.state === 'refused') words.push({ mark: 'library.refused', note: 'library.refusedNote' });
  return words;
}

interface PhotoOverviews {
  shown(file: string): PhotoShown;
  /** A photo just uploaded: shown from the phone's file until the site has its own. */
  uploaded(file: string, picture: Blob): void;
  /** The files the saved photos.yaml names (set by the screen at each version). */
  saved(files: ReadonlySet<string>): void;
}

const Overviews = createContext<PhotoOverviews | null>(null);

/** How often a photo still being prepared is asked about (it takes a few seconds). */
const POLL_MS = 2000;
/** How many times after a save (three minutes). */
const MAX_POLLS = 90;

export function PhotoOverviewProvider({ children }: { children: ReactNode }) {
  // null: not loaded (yet, or it could not be).
  const [listed, setListed] = useState<ReadonlyMap<string, PhotoOverview> | null>(null);
  const [savedFiles, setSavedFiles] = useState<ReadonlySet<string>>(new Set());
  const [previews, setPreviews] = useState<ReadonlyMap<string, string>>(new Map());
  const [asked, setAsked] = useState(0);
  const previewUrls = useRef<string[]>([]);

  useEffect(() => {
    let live = true;
    request('/photos', 'photoLibrary').then(
      (answer) => live && setListed(new Map(answer.photos.map((photo) => [photo.file, photo]))),
      // Not known now (offline, signed out: the screen says so elsewhere); the tiles show what they have.
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [asked, savedFiles]);

  // A saved photo not listed yet, or still being prepared: asked again a little later, for a few
  // minutes after a save at most (a hand-edited file the site refused names photos it never makes).
  const waiting =
    listed !== null &&
    [...savedFiles].some((file) => listed.get(file)?.state !== 'ready' && listed.get(file)?.state !== 'refused');
  const [since, setSince] = useState({ files: savedFiles, asked: 0 });
  if (since.files !== savedFiles) setSince({ files: savedFiles, asked });
  const more = waiting && asked - since.asked < MAX_POLLS;
  useEffect(() => {
    if (!more) return;
    const timer = setTimeout(() => setAsked((count) => count + 1), POLL_MS);
    return () => clearTimeout(timer);
  }, [more, listed]);

  useEffect(() => () => previewUrls.current.forEach((url) => URL.revokeObjectURL(url)), []);

  const uploaded = useCallback((file: string, picture: Blob) => {
    const url = URL.createObjectURL(picture);
    previewUrls.current.push(url);
    setPreviews((current) => new Map(current).set(file, url));
  }, []);
  const saved = useCallback((files: ReadonlySet<string>) => {
    setSavedFiles((current) =>
      current.size === files.size && [...files].every((file) => current.has(file)) ? current : files,
    );
  }, []);
  const value = useMemo<PhotoOverviews>(
    () => ({
      shown(file) {
        const photo = listed?.get(file);
        const preview = previews.get(file) ?? null;
        if (!listed) return { state: savedFiles.has(file) ? 'unknown' : 'unsaved', thumb: preview, sample: false };
        if (photo) return { state: photo.state, thumb: photo.thumb ?? preview, sample: photo.sample };
        return savedFiles.has(file)
          ? { state: 'processing', thumb: preview, sample: false }
          : { state: 'unsaved', thumb: preview, sample: false };
      },
      uploaded,
      saved,
    }),
    [listed, previews, savedFiles, uploaded, saved],
  );
  return <Overviews.Provider value={value}>{children}</Overviews.Provider>;
}

/** The photos the screen knows of; outside the photos screen (another file's form), none. */
export const usePhotoOverviews = () => useContext(Overviews);

export interface ListedPhoto {
  file: string;
  alt: unknown;
}

/** Every photo listed under pages or gallery, once, with its description: what a welcome card or a share picture may name. */
export function listedPhotos(data: unknown): ListedPhoto[] {
  const photos = (data ?? {}) as {
    pages?: Record<string, { file?: unknown; alt?: unknown } | null>;
    gallery?: Record<string, ({ file?: unknown; alt?: unknown } | null)[]>;
  };
  const entries = [...Object.values(photos.pages ?? {}), ...Object.values(photos.gallery ?? {}).flat()];
  const seen = new Map<string, ListedPhoto>();
  // (A hand-edited file may hold anything: a stray `-` is a null item.)
  for (const entry of entries)
    if (typeof entry?.file === 'string' && !seen.has(entry.file))
      seen.set(entry.file, { file: entry.file, alt: entry.alt });
  return [...seen.values()];
}

/** Tells the overviews which files the saved version names, at each version (after a save, its data is the saved one). */
export function SavedPhotos({ data, version }: { data: unknown; version: string }) {
  const overviews = usePhotoOverviews();
  useEffect(() => {
    overviews?.saved(new Set(listedPhotos(data).map((photo) => photo.file)));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the data of this version, not of every edit made since
  }, [version]);
  return null;
}
