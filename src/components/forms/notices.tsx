import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CloseIcon } from '../ui/icons';
import { useHydrated } from '../ui/use-hydrated';
import './notices.css';

/**
 * A failure to send, said in a toast. A sent message is never a toast: the panel
 * where the form was (enquiry-sent.tsx) says it, once (a toast and the
 * panel both announced it, so a screen reader heard it twice).
 */
export interface NoticeInput {
  title: string;
  text: string;
}

export interface Notice extends NoticeInput {
  id: number;
}

/** Spec section 9: at most three notices at once, each shown for 4 s. */
const MAX_NOTICES = 3;
const NOTICE_DURATION_MS = 4000;

/**
 * The notices of one page. `initial` (from the server: a success marker or a
 * failed post) is rendered on the server too, so it must be deterministic.
 */
export function useNotices(initial: readonly NoticeInput[] = []) {
  const [notices, setNotices] = useState<Notice[]>(() =>
    initial.slice(-MAX_NOTICES).map((notice, index) => ({ ...notice, id: index + 1 })),
  );
  const nextId = useRef(initial.length + 1);
  const push = useCallback((notice: NoticeInput) => {
    const id = nextId.current++;
    // The same words again (a retry refused as before) replace the notice that says them: one toast, shown anew.
    const same = (shown: Notice) => shown.title === notice.title && shown.text === notice.text;
    setNotices((current) => [...current.filter((shown) => !same(shown)), { ...notice, id }].slice(-MAX_NOTICES));
  }, []);
  const dismiss = useCallback((id: number) => {
    setNotices((current) => current.filter((notice) => notice.id !== id));
  }, []);
  return { notices, push, dismiss };
}

interface NoticeListProps {
  notices: readonly Notice[];
  onDismiss: (id: number) => void;
  /** Without JavaScript the close control is a link here (the page without the notice). */
  closeHref: string;
}

/**
 * Toasts in a corner: the failures, in one live region that is always in the
 * page, so that screen readers announce at once what is added (role="alert").
 */
export function NoticeList({ notices, onDismiss, closeHref }: NoticeListProps) {
  return (
    <div className="notices">
      <div className="notices__group" role="alert">
        {notices.map((notice) => (
          <NoticeItem key={notice.id} notice={notice} onDismiss={onDismiss} closeHref={closeHref} />
        ))}
      </div>
    </div>
  );
}

function NoticeItem({
  notice,
  onDismiss,
  closeHref,
}: {
  notice: Notice;
  onDismiss: (id: number) => void;
  closeHref: string;
}) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const [paused, setPaused] = useState(false);

  useEffect(() => {
    if (paused) return;
    const timer = window.setTimeout(() => onDismiss(notice.id), NOTICE_DURATION_MS);
    return () => window.clearTimeout(timer);
  }, [paused, notice.id, onDismiss]);

  const close = t('forms.notices.close');
  return (
    <div
      className="notice"
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <div className="notice__body">
        <p className="notice__title">{notice.title}</p>
        <p className="notice__text">{notice.text}</p>
      </div>
      {hydrated ? (
        <button type="button" className="notice__close" aria-label={close} onClick={() => onDismiss(notice.id)}>
          <CloseIcon />
        </button>
      ) : (
        <a className="notice__close" href={closeHref} aria-label={close}>
          <CloseIcon />
        </a>
      )}
    </div>
  );
}
