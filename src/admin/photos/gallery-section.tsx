/**
 * One section of the gallery as a library of pictures: its photos as thumbnails (the site's
 * smallest variant, or the phone's own file until it has one), each marked when it is a sample,
 * being prepared, not saved or refused; "Add a photo" uploads with progress and places the photo
 * at the end; a tapped picture opens its descriptions, where it is used, move earlier or later,
 * replace and remove (with undo). The handle on a picture drags it to another place (the arrow
 * keys too). The fields are the schema-driven form's, so the save and its messages are the
 * content editor's.
 */
import { useEffect, useId, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { useLocation } from 'react-router-dom';
import { itemName } from '../../content/item-name';
import type { GallerySection } from '../../content/schema';
import { uploadPhoto } from '../api/upload-photo';
import { useForm } from '../content/form-context';
import { fieldId, fragmentId, type Path } from '../content/paths';
import { PHOTO_ACCEPT } from '../content/photo-file-field';
import { FieldErrors } from '../content/scalar-field';
import { Field } from '../content/schema-form';
import { nodeOf, type Schema } from '../content/schema-node';
import { useI18n } from '../i18n/i18n';
import { useProblemText } from '../layout/problem';
import { pluralOf, RemovedNote } from '../menus/menu-editor';
import { inserted, moved } from '../menus/menu-lists';
import { useDragSort } from '../menus/use-drag-sort';
import { stateWords, usePhotoOverviews, type PhotoShown } from './photo-overview';
import '../i18n/photo-words';

interface GalleryPhoto {
  file?: unknown;
  alt?: unknown;
}

const photosOf = (value: unknown): GalleryPhoto[] =>
  Array.isArray(value)
    ? value.map((item) => (item !== null && typeof item === 'object' ? (item as GalleryPhoto) : {}))
    : [];

/** The gallery photo a link names (`#f-gallery-lounge-3-alt-cs`, the checklist's `#gallery.lounge[3]`), in this section. */
export function photoOfFragment(section: string, fragment: string): number | null {
  const match = /^(?:f-)?gallery[-.]([a-z]+)(?:-|\[)(\d+)/.exec(fragment);
  return match && match[1] === section ? Number(match[2]) : null;
}

/** Where else a file is used in photos.yaml: the page photos, the share pictures and the welcome cards. */
/** The paths outside the gallery that name a file: share pictures and welcome cards (a replaced photo's follow it). */
export function usesElsewhere(data: unknown, file: string): Path[] {
  const photos = (data ?? {}) as { share?: Record<string, unknown>; welcomeCards?: unknown[] };
  const cards = Array.isArray(photos.welcomeCards) ? photos.welcomeCards : [];
  return [
    ...Object.entries(photos.share ?? {})
      .filter(([, shared]) => shared === file)
      .map(([page]): Path => ['share', page]),
    ...cards.flatMap((card, index): Path[] => (card === file ? [['welcomeCards', index]] : [])),
  ];
}

export function usesOf(data: unknown, file: string): { pages: string[]; shares: string[]; card: boolean } {
  const photos = (data ?? {}) as {
    pages?: Record<string, { file?: unknown }>;
    share?: Record<string, unknown>;
    welcomeCards?: unknown[];
  };
  return {
    pages: Object.entries(photos.pages ?? {})
      .filter(([, spec]) => spec?.file === file)
      .map(([page]) => page),
    shares: Object.entries(photos.share ?? {})
      .filter(([, shared]) => shared === file)
      .map(([page]) => page),
    card: Array.isArray(photos.welcomeCards) && photos.welcomeCards.includes(file),
  };
}

interface Removed {
  index: number;
  item: unknown;
  name: string;
}

export function GallerySectionEditor({
  path,
  element,
  value,
  data,
}: {
  path: Path;
  element: Schema;
  value: unknown;
  data: unknown;
}) {
  const { t, lang } = useI18n();
  const form = useForm();
  const overviews = usePhotoOverviews();
  const problemText = useProblemText();
  const { hash } = useLocation();
  const photos = photosOf(value);
  const section = String(path[1]) as GallerySection;
  const base = fieldId(path);
  const inputId = useId();
  const [open, setOpen] = useState<number | null>(null);
  const [removed, setRemoved] = useState<Removed | null>(null);
  const [said, setSaid] = useState('');
  const [progress, setProgress] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const sectionName = t(`photos.sections.${section}`);
  // What the last step said is no longer news once the form is being saved ("… and save").
  const [wasDisabled, setWasDisabled] = useState(form.disabled);
  if (wasDisabled !== form.disabled) {
    setWasDisabled(form.disabled);
    if (form.disabled) setSaid('');
  }
  const nameOf = (photo: GalleryPhoto | undefined) => itemName({ alt: photo?.alt }, lang) ?? t('library.unnamed');

  // A link to a photo of this section (the checklist's "Fix", an error) opens it.
  const [seenHash, setSeenHash] = useState<string | null>(null);
  if (hash !== seenHash) {
    setSeenHash(hash);
    const index = photoOfFragment(section, fragmentId(hash));
    if (index !== null && index < photos.length) setOpen(index);
  }
  // A photo with an error from the server is open, so the error beside its field is seen.
  const withError = photos.findIndex((_, index) =>
    [...form.errors.keys()].some(
      (key) => key.startsWith(`${path.join('.')}.${index}.`) && (form.errors.get(key)?.length ?? 0) > 0,
    ),
  );
  const shownOpen = open ?? (withError >= 0 ? withError : null);
  const scrolledFor = useRef<string | null>(null);
  useEffect(() => {
    if (scrolledFor.current === hash || photoOfFragment(section, fragmentId(hash)) === null || shownOpen === null)
      return;
    scrolledFor.current = hash;
    document.getElementById(`${base}-${shownOpen}-detail`)?.scrollIntoView({ block: 'center' });
  });

  const list = (next: unknown[]) => form.onChange(path, next);
  // The section as it is now, for an upload that ends after edits made meanwhile (they stay).
  const latest = useRef(photos);
  useEffect(() => {
    latest.current = photos;
  });
  const focusLater = (id: string) => requestAnimationFrame(() => document.getElementById(id)?.focus());
  /** Moves a photo; `button` ('earlier' or 'later'): the focus stays on that button of the moved photo, or the other one at the section's end. */
  const move = (from: number, to: number, button?: 'earlier' | 'later') => {
    flushSync(() => {
      list(moved(photos, from, to));
      setRemoved(null);
      if (shownOpen !== null) setOpen(shownOpen === from ? to : shownOpen);
      setSaid(t('library.moved', { name: nameOf(photos[from]), place: to + 1, count: photos.length }));
    });
    if (!button) return;
    const same = document.getElementById(`${base}-${to}-${button}`) as HTMLButtonElement | null;
    const other = document.getElementById(`${base}-${to}-${button === 'earlier' ? 'later' : 'earlier'}`);
    (same && !same.disabled ? same : other)?.focus();
  };
  const drag = useDragSort(photos.length, (from, to) => move(from, to), 'grid');

  const add = async (chosen: File) => {
    setProblem(null);
    setSaid('');
    setProgress(0);
    try {
      const { file } = await uploadPhoto(chosen, setProgress);
      overviews?.uploaded(file, chosen);
      const now = latest.current;
      const index = now.length;
      flushSync(() => {
        list(inserted(now, index, { file, alt: { cs: '', en: '' } }));
        setOpen(index);
        setRemoved(null);
        setSaid(t('library.added', { section: sectionName }));
      });
      // The description in the admin's language first: the one thing left to do before saving.
      document.getElementById(fieldId([...path, index, 'alt', lang]))?.focus();
    } catch (error) {
      setProblem(problemText(error));
    } finally {
      setProgress(null);
    }
  };

  return (
    <section className="admin-card admin-photo-section" aria-labelledby={`${base}-title`} id={base}>
      <h2 id={`${base}-title`} className="admin-photo-section-title">
        {sectionName}{' '}
        <span className="admin-muted">
          {t(`library.count.${pluralOf(lang, photos.length)}`, { count: photos.length })}
        </span>
      </h2>
      <p className="admin-visually-hidden" id={`${base}-drag-hint`}>
        {t('library.handleHint')}
      </p>
      <ul className="admin-photo-grid" data-drag-list>
        {photos.map((photo, index) => {
          const file = typeof photo.file === 'string' ? photo.file : '';
          const shown = overviews?.shown(file) ?? null;
          const id = `${base}-${index}`;
          const name = nameOf(photo);
          return (
            <li key={index} className="admin-photo-item" data-drag-row style={drag.rowStyle(index)}>
              <button
                type="button"
                className="admin-photo-tile"
                id={`${id}-tile`}
                aria-expanded={shownOpen === index}
                aria-controls={shownOpen === index ? `${id}-detail` : undefined}
                aria-label={t('library.open', { name })}
                onClick={() => setOpen(shownOpen === index ? null : index)}
              >
                <Thumb shown={shown} />
                <Badges shown={shown} />
              </button>
              <button
                type="button"
                className="admin-drag-handle admin-photo-handle"
                data-drag-handle
                id={`${id}-handle`}
                aria-label={t('menus.handle', { name })}
                aria-describedby={`${base}-drag-hint`}
                disabled={form.disabled}
                {...drag.handle(index, () => {
                  flushSync(() => setOpen(index));
                  document.getElementById(`${id}-${index > 0 ? 'earlier' : 'later'}`)?.focus();
                })}
              >
                <span aria-hidden="true">⠿</span>
              </button>
            </li>
          );
        })}
        <li className="admin-photo-item">
          <PhotoInput
            id={inputId}
            disabled={form.disabled || progress !== null}
            onChosen={(chosen) => void add(chosen)}
          />
          <label htmlFor={inputId} className="admin-photo-tile admin-photo-add">
            <span aria-hidden="true" className="admin-photo-plus">
              +
            </span>
            {t('library.add')}
          </label>
        </li>
      </ul>
      {progress !== null && <UploadProgress id={`${base}-progress`} sent={progress} />}
      {problem && (
        <div className="admin-error" role="alert">
          <p>{t('photos.refused')}</p>
          <p>{problem}</p>
        </div>
      )}
      {removed && (
        <RemovedNote
          name={removed.name}
          id={`${base}-undo`}
          onUndo={() => {
            const at = Math.min(removed.index, photos.length);
            list(inserted(photos, at, removed.item));
            setOpen(at);
            setRemoved(null);
            focusLater(`${base}-${at}-tile`);
          }}
        />
      )}
      <p role="status" aria-live="polite" className="admin-status">
        {said}
      </p>
      <FieldErrors path={path} />
      {shownOpen !== null && photos[shownOpen] && (
        <PhotoDetail
          key={shownOpen}
          path={[...path, shownOpen]}
          id={`${base}-${shownOpen}`}
          element={element}
          photo={photos[shownOpen]!}
          data={data}
          section={section}
          first={shownOpen === 0}
          last={shownOpen === photos.length - 1}
          onMove={(by) => move(shownOpen, shownOpen + by, by < 0 ? 'earlier' : 'later')}
          onReplace={(before, after) => {
            // Where the replaced photo is now (moved meanwhile), if it is still there.
            const at = latest.current.findIndex((item) => item.file === before);
            if (at < 0) return false;
            form.onChange([...path, at, 'file'], after);
            // Its other uses (a share picture, a welcome card) take the new photo too.
            for (const use of usesElsewhere(data, before)) form.onChange(use, after);
            requestAnimationFrame(() => document.getElementById(fieldId([...path, at, 'alt', lang]))?.focus());
            return true;
          }}
          onRemove={() => {
            const index = shownOpen;
            list(photos.filter((_, at) => at !== index));
            setRemoved({ index, item: photos[index], name: nameOf(photos[index]) });
            setOpen(null);
            focusLater(`${base}-undo`);
          }}
          onClose={() => {
            setOpen(null);
            focusLater(`${base}-${shownOpen}-tile`);
          }}
        />
      )}
    </section>
  );
}

/** The phone's photo picker (hidden; its label is the button): each choice once, the same file again too. */
function PhotoInput({ id, disabled, onChosen }: { id: string; disabled: boolean; onChosen(chosen: File): void }) {
  return (
    <input
      id={id}
      className="admin-file-input"
      type="file"
      accept={PHOTO_ACCEPT}
      disabled={disabled}
      onChange={(event) => {
        const chosen = event.target.files?.[0];
        event.target.value = '';
        if (chosen) onChosen(chosen);
      }}
    />
  );
}

/** How far an upload is (the share of its bytes sent), then that the server is storing it. */
function UploadProgress({ id, sent }: { id: string; sent: number }) {
  const { t } = useI18n();
  return (
    <div className="admin-photo-progress">
      <label htmlFor={id}>
        {sent < 1 ? t('library.uploading', { percent: Math.round(sent * 100) }) : t('library.finishing')}
      </label>
      <progress id={id} max={1} value={sent} />
    </div>
  );
}

function Thumb({ shown, large = false }: { shown: PhotoShown | null; large?: boolean }) {
  if (!shown?.thumb) return <span className="admin-photo-empty" aria-hidden="true" />;
  // The tile's name says what it shows: the picture itself is decoration to a screen reader.
  return (
    <img src={shown.thumb} alt="" className={large ? 'admin-photo-large' : undefined} loading="lazy" decoding="async" />
  );
}

function Badges({ shown }: { shown: PhotoShown | null }) {
  const { t } = useI18n();
  const marks = stateWords(shown).map(({ mark }) => t(mark));
  if (marks.length === 0) return null;
  return (
    <span className="admin-photo-badges">
      {marks.map((mark) => (
        <span key={mark} className="admin-photo-badge">
          {mark}
        </span>
      ))}
    </span>
  );
}

interface DetailProps {
  path: Path;
  id: string;
  element: Schema;
  photo: GalleryPhoto;
  data: unknown;
  section: GallerySection;
  first: boolean;
  last: boolean;
  onMove(by: -1 | 1): void;
  /** Puts the uploaded file in place of `before` wherever it is now; false when it is gone. */
  onReplace(before: string, after: string): boolean;
  onRemove(): void;
  onClose(): void;
}

/** One photo, open: the larger picture, its state in words, its fields, where it is used, and what can be done with it. */
function PhotoDetail({
  path,
  id,
  element,
  photo,
  data,
  section,
  first,
  last,
  onMove,
  onReplace,
  onRemove,
  onClose,
}: DetailProps) {
  const { t, lang, label } = useI18n();
  const form = useForm();
  const overviews = usePhotoOverviews();
  const problemText = useProblemText();
  const replaceId = useId();
  const [busy, setBusy] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [replaced, setReplaced] = useState(false);
  const file = typeof photo.file === 'string' ? photo.file : '';
  const shown = overviews?.shown(file) ?? null;
  const node = nodeOf(element);
  const fields = node.kind === 'object' ? node.shape.filter(([key]) => key !== 'file') : [];
  const uses = usesOf(data, file);
  // A share picture or a welcome card would name a photo no longer listed (unless a page's photo is it too): chosen elsewhere first.
  const usedElsewhere = (uses.shares.length > 0 || uses.card) && uses.pages.length === 0;
  const notes = stateWords(shown).map(({ note }) => t(note));
  const name = itemName({ alt: photo.alt }, lang) ?? t('library.unnamed');
  return (
    <div className="admin-photo-detail" id={`${id}-detail`} role="group" aria-label={name}>
      <div className="admin-photo-preview">
        <Thumb shown={shown} large />
      </div>
      {notes.map((note) => (
        <p key={note} className="admin-notice">
          {note}
        </p>
      ))}
      {fields.map(([key, schema]) => (
        <Field key={key} schema={schema} path={[...path, key]} value={(photo as Record<string, unknown>)[key]} />
      ))}
      <FieldErrors path={[...path, 'file']} />
      <h3 className="admin-h3">{t('library.usedTitle')}</h3>
      <ul className="admin-photo-uses">
        <li>{t('library.usedGallery', { section: t(`photos.sections.${section}`) })}</li>
        {uses.pages.map((page) => (
          <li key={`page-${page}`}>{t('library.usedPage', { page: label(page) })}</li>
        ))}
        {uses.shares.map((page) => (
          <li key={`share-${page}`}>{t('library.usedShare', { page: label(page) })}</li>
        ))}
        {uses.card && <li>{t('library.usedCard')}</li>}
      </ul>
      {usedElsewhere && (
        <p className="admin-muted" id={`${id}-kept`}>
          {t('library.removeKept')}
        </p>
      )}
      <div className="admin-actions">
        <button
          type="button"
          className="admin-button"
          id={`${id}-earlier`}
          disabled={form.disabled || first}
          onClick={() => onMove(-1)}
        >
          {t('library.earlier')}
        </button>
        <button
          type="button"
          className="admin-button"
          id={`${id}-later`}
          disabled={form.disabled || last}
          onClick={() => onMove(1)}
        >
          {t('library.later')}
        </button>
      </div>
      <div className="admin-actions">
        <PhotoInput
          id={replaceId}
          disabled={form.disabled || busy !== null}
          onChosen={async (chosen) => {
            setBusy(0);
            setProblem(null);
            setReplaced(false);
            try {
              const uploaded = await uploadPhoto(chosen, setBusy);
              overviews?.uploaded(uploaded.file, chosen);
              setReplaced(onReplace(file, uploaded.file));
            } catch (error) {
              setProblem(problemText(error));
            } finally {
              setBusy(null);
            }
          }}
        />
        <label htmlFor={replaceId} className="admin-button admin-file-button">
          {t('photos.replace')}
        </label>
        <button
          type="button"
          className="admin-button admin-button-danger"
          disabled={form.disabled || usedElsewhere}
          aria-describedby={usedElsewhere ? `${id}-kept` : undefined}
          onClick={onRemove}
        >
          {t('library.remove')}
        </button>
        <button type="button" className="admin-button admin-button-primary" onClick={onClose}>
          {t('library.done')}
        </button>
      </div>
      {busy !== null && <UploadProgress id={`${id}-replace-progress`} sent={busy} />}
      <p role="status" aria-live="polite" className="admin-status">
        {replaced ? t('library.replaced') : ''}
      </p>
      {problem && (
        <div className="admin-error" role="alert">
          <p>{t('photos.refused')}</p>
          <p>{problem}</p>
        </div>
      )}
    </div>
  );
}
