import type { MouseEvent, Ref } from 'react';

interface EnquirySentProps {
  title: string;
  text: string;
  /** The form's page at its anchor, without the success marker: an empty form without JavaScript. */
  againHref: string;
  againLabel: string;
  /** With JavaScript: the form again in place, no page load. */
  onAgain(): void;
  panelRef: Ref<HTMLDivElement>;
}

/**
 * Where the form was, once its message is sent: the proof that stays (the toast
 * goes after a few seconds) until the guest begins a new message. A status
 * (announced politely) that takes the focus when it replaces the form, so that
 * the focus is not lost with the submit button.
 */
export function EnquirySent({ title, text, againHref, againLabel, onAgain, panelRef }: EnquirySentProps) {
  const again = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    onAgain();
  };
  return (
    <div ref={panelRef} className="enquiry-sent" role="status" tabIndex={-1}>
      <p className="enquiry-sent__title">{title}</p>
      <p className="enquiry-sent__text">{text}</p>
      <a className="button button--outline enquiry-sent__again" href={againHref} onClick={again}>
        {againLabel}
      </a>
    </div>
  );
}
