import { useEffect, useRef, type KeyboardEvent, type TouchEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { PhotoView } from '../../content/page-data';
import type { GalleryPosition } from './gallery-position';
import { ChevronDownIcon, CloseIcon } from '../ui/icons';
import { Photo } from '../ui/photo';
import { preloadNeighbours } from './preload-neighbours';
import { altBesideCaption, ViewerCaption } from './viewer-caption';
import './gallery-viewer.css';

interface GalleryViewerProps {
  position: GalleryPosition;
  /** The photos of the position's section, in order. */
  photos: readonly PhotoView[];
  /** The section's heading, which labels the dialog. */
  sectionTitle: string;
  onMove(delta: number): void;
  onClose(): void;
}

const SWIPE_MIN_PX = 50;

/**
 * The full-screen photo viewer: a native modal <dialog> (the page behind is inert
 * and does not scroll), focus kept inside, Escape closes, arrow keys and swipes
 * move (wrapping around), the previous and next photos are preloaded. Under the
 * photo, the counter and its caption (the dialog's description, announced on every move).
 */
export function GalleryViewer({ position, photos, sectionTitle, onMove, onClose }: GalleryViewerProps) {
  const { t } = useTranslation();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const touchStart = useRef<{ x: number; y: number } | null>(null);
  const photo = photos[position.index] ?? photos[0] ?? null;
  const current = position.index + 1;
  const total = photos.length;

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (!dialog.open) dialog.showModal();
    document.documentElement.classList.add('viewer-open');
    return () => {
      document.documentElement.classList.remove('viewer-open');
      if (dialog.open) dialog.close();
    };
  }, []);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (dialog) return preloadNeighbours(dialog, [photos.at(position.index - 1), photos[(position.index + 1) % total]]);
  }, [photos, position.index, total]);

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      onClose();
    } else if (event.key === 'ArrowLeft' || event.key === 'ArrowRight') {
      event.preventDefault();
      onMove(event.key === 'ArrowLeft' ? -1 : 1);
    } else if (event.key === 'Tab') {
      const buttons = [...event.currentTarget.querySelectorAll<HTMLElement>('button')];
      const first = buttons[0];
      const last = buttons.at(-1);
      const active = document.activeElement;
      const inside = active instanceof Node && event.currentTarget.contains(active) && active !== event.currentTarget;
      if (event.shiftKey && (active === first || !inside)) {
        event.preventDefault();
        last?.focus();
      } else if (!event.shiftKey && (active === last || !inside)) {
        event.preventDefault();
        first?.focus();
      }
    }
  };

  const onTouchStart = (event: TouchEvent) => {
    const touch = event.touches[0];
    touchStart.current = event.touches.length === 1 && touch ? { x: touch.clientX, y: touch.clientY } : null;
  };

  const onTouchEnd = (event: TouchEvent) => {
    const start = touchStart.current;
    const touch = event.changedTouches[0];
    touchStart.current = null;
    if (!start || !touch) return;
    const dx = touch.clientX - start.x;
    const dy = touch.clientY - start.y;
    if (Math.abs(dx) >= SWIPE_MIN_PX && Math.abs(dx) > Math.abs(dy) * 1.5) onMove(dx < 0 ? 1 : -1);
  };

  return (
    <dialog
      ref={dialogRef}
      className="viewer"
      aria-labelledby="viewer-title"
      aria-describedby="viewer-caption"
      onKeyDown={onKeyDown}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onClose={(event) => {
        // Closed by the browser itself (e.g. a second Escape): follow suit.
        if (!event.currentTarget.open) onClose();
      }}
    >
      <div className="viewer__bar">
        <h2 id="viewer-title" className="viewer__title">
          {sectionTitle}
        </h2>
        <button
          type="button"
          className="viewer__button viewer__close"
          onClick={onClose}
          aria-label={t('gallery.viewer.close')}
        >
          <CloseIcon />
        </button>
      </div>
      <div className="viewer__stage" onTouchStart={onTouchStart} onTouchEnd={onTouchEnd}>
        <Photo
          key={photo?.id}
          photo={photo}
          alt={photo ? altBesideCaption(photo) : undefined}
          sizes="100vw"
          priority
          className="viewer__photo"
        />
        <button
          type="button"
          className="viewer__button viewer__nav viewer__nav--prev"
          onClick={() => onMove(-1)}
          aria-label={t('gallery.viewer.previous')}
        >
          <ChevronDownIcon />
        </button>
        <button
          type="button"
          className="viewer__button viewer__nav viewer__nav--next"
          onClick={() => onMove(1)}
          aria-label={t('gallery.viewer.next')}
        >
          <ChevronDownIcon />
        </button>
      </div>
      <ViewerCaption as="p" id="viewer-caption" live photo={photo} current={current} total={total} />
    </dialog>
  );
}
