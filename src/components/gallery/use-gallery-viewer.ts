import { useCallback, useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { galleryPhotos, type GallerySection } from '../../content/photos';
import { hashForPosition, movePosition, positionFromHash, type GalleryPosition } from './gallery-position';
import { useHydrated } from '../ui/use-hydrated';

interface ViewerState {
  galleryViewer?: boolean;
}

export interface GalleryViewerControls {
  /** The photo shown, or null while the viewer is closed. */
  position: GalleryPosition | null;
  open(section: GallerySection, index: number): void;
  move(delta: number): void;
  close(): void;
}

/**
 * The viewer's state lives in the URL hash (`#foto-lounge-3`), so the browser's
 * Back button closes it: opening pushes one history entry, moving replaces it,
 * closing goes back. Read only after hydration (the server never sees the hash).
 * When the viewer closes, focus returns to the thumbnail that opened it.
 */
export function useGalleryViewer(): GalleryViewerControls {
  const location = useLocation();
  const navigate = useNavigate();
  const hydrated = useHydrated();
  const position = hydrated ? positionFromHash(location.hash) : null;
  const pushed = (location.state as ViewerState | null)?.galleryViewer === true;
  const opener = useRef<string | null>(null);
  const closing = useRef(false);
  const lastShown = useRef<string | null>(null);

  const key = position ? hashForPosition(position) : null;
  useEffect(() => {
    closing.current = false;
    if (position) {
      lastShown.current = galleryPhotos[position.section][position.index] ?? null;
      return;
    }
    const target = opener.current ?? lastShown.current;
    opener.current = null;
    lastShown.current = null;
    if (target) document.querySelector<HTMLElement>(`[data-photo-id="${target}"]`)?.focus();
    // `key` stands for `position`, which is a new object every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);

  const open = useCallback(
    (section: GallerySection, index: number) => {
      opener.current = galleryPhotos[section][index] ?? null;
      void navigate(
        { hash: hashForPosition({ section, index }) },
        { state: { galleryViewer: true } satisfies ViewerState, preventScrollReset: true },
      );
    },
    [navigate],
  );

  const move = useCallback(
    (delta: number) => {
      // Key repeats can outpace rendering: start from the address bar, which the
      // router updates at once, not from the last rendered position.
      const from = positionFromHash(window.location.hash) ?? position;
      if (!from || closing.current) return;
      void navigate(
        { hash: hashForPosition(movePosition(from, delta)) },
        { replace: true, state: location.state as ViewerState | null, preventScrollReset: true },
      );
    },
    [navigate, position, location.state],
  );

  const close = useCallback(() => {
    if (!position || closing.current) return;
    closing.current = true;
    if (pushed) void navigate(-1);
    else void navigate({ hash: '' }, { replace: true, preventScrollReset: true });
  }, [navigate, position, pushed]);

  return { position, open, move, close };
}
