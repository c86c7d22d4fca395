import { useEffect, useRef, type MouseEvent } from 'react';

interface EnquirySentProps {
  title: string;
  text: string;
  /** The form's page at its anchor, without the success marker: an empty form without JavaScript. */
  againHref: string;
  againLabel: string;
  /** With JavaScript: the form again in place, no page load. */
  onAgain(): void;
  /** Sent from this page: the focus was on the submit button, which is gone; it moves here. */
  takeFocus: boolean;
}

/**
 * Where the form was, once its message is sent: the proof that stays until the
 * guest begins a new message, and the only place that says it (no toast as well:
 * a screen reader would hear it twice). A status (announced politely) that takes
 * the focus when it replaces the form, so that the focus is not lost with the
 * submit button.
 */
export function EnquirySent({ title, text, againHref, againLabel, onAgain, takeFocus }: EnquirySentProps) {
  const panel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (takeFocus) panel.current?.focus();
  }, [takeFocus]);
  const again = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    onAgain();
  };
  return (
    <div ref={panel} className="enquiry-sent" role="status" tabIndex={-1}>
      <p className="enquiry-sent__title">{title}</p>
      <p className="enquiry-sent__text">{text}</p>
      <a className="button button--outline enquiry-sent__again" href={againHref} onClick={again}>
        {againLabel}
      </a>
    </div>
  );
}
