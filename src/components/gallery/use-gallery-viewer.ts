import { useCallback, useEffect, useRef } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { PhotoView } from '../../content/page-data';
import type { GallerySection } from '../../content/schema';
import {
  hashForPosition,
  movePosition,
  positionFromHash,
  type GalleryPosition,
  type SectionSizes,
} from './gallery-position';
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
export function useGalleryViewer(
  sections: Readonly<Record<GallerySection, readonly PhotoView[]>>,
): GalleryViewerControls {
  const location = useLocation();
  const navigate = useNavigate();
  const hydrated = useHydrated();
  const sizes: SectionSizes = {
    lounge: sections.lounge.length,
    cafe: sections.cafe.length,
    restaurant: sections.restaurant.length,
  };
  const position = hydrated ? positionFromHash(location.hash, sizes) : null;
  const pushed = (location.state as ViewerState | null)?.galleryViewer === true;
  const opener = useRef<string | null>(null);
  const closing = useRef(false);
  const lastShown = useRef<string | null>(null);

  const key = position ? hashForPosition(position) : null;
  useEffect(() => {
    closing.current = false;
    if (position) {
      lastShown.current = sections[position.section][position.index]?.id ?? null;
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
      opener.current = sections[section][index]?.id ?? null;
      void navigate(
        { hash: hashForPosition({ section, index }) },
        { state: { galleryViewer: true } satisfies ViewerState, preventScrollReset: true },
      );
    },
    [navigate, sections],
  );

  const move = useCallback(
    (delta: number) => {
      // Key repeats can outpace rendering: start from the address bar, which the
      // router updates at once, not from the last rendered position.
      const from = positionFromHash(window.location.hash, sizes) ?? position;
      if (!from || closing.current) return;
      void navigate(
        { hash: hashForPosition(movePosition(from, delta, sizes)) },
        { replace: true, state: location.state as ViewerState | null, preventScrollReset: true },
      );
    },
    // `sizes` is a new object every render: its three numbers stand for it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [navigate, position, location.state, sizes.lounge, sizes.cafe, sizes.restaurant],
  );

  const close = useCallback(() => {
    if (!position || closing.current) return;
    closing.current = true;
    if (pushed) void navigate(-1);
    else void navigate({ hash: '' }, { replace: true, preventScrollReset: true });
  }, [navigate, position, pushed]);

  return { position, open, move, close };
}
