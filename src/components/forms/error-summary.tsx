import { useEffect, useEffectEvent, useRef, type MouseEvent, type ReactNode } from 'react';
import type { FieldErrors } from '../../forms/field-errors';
import { typeset } from '../../i18n/typography';
import { useLang } from '../../lang-context';
import './error-summary.css';

interface ErrorSummaryProps {
  /** The form's id prefix ('contact', 'lounge', 'booking'): the summary's ids, and each field's control (`contact-name`). */
  form: string;
  /** The messages, by field: each field with a message is one line, linked to its control. */
  errors: FieldErrors;
  /** The form's fields in page order (the lines follow it); a message under any other name is a line without a link. */
  fields: readonly string[];
  /** The heading, with the count ("Formulář obsahuje 2 chyby": the caller's words, an i18next plural of `count`). */
  title: (count: number) => string;
  /** Where a field's line leads when not to its control (`booking-time-error`: the times are a group of radios). */
  targetOf?: (field: string) => string | undefined;
  /** A line under the heading, before the list (the booking's "not saved yet"). */
  lead?: ReactNode;
  /**
   * Changes with each refused submit: the summary takes the focus then (and when it is first
   * rendered in the browser: the page of a refused post, hydrated, opens at it).
   */
  focusKey?: number;
}

/**
 * A link of the summary, with JavaScript: the field's control takes the focus, its label in view
 * above it (the address's fragment alone only scrolls to it, and would hide the label at the top).
 * A target that is no control (the booking's times: a group's message) is left to the link.
 */
function goTo(event: MouseEvent<HTMLAnchorElement>) {
  const target = document.getElementById(event.currentTarget.hash.slice(1));
  if (!(
    target instanceof HTMLInputElement ||
    target instanceof HTMLSelectElement ||
    target instanceof HTMLTextAreaElement
  ))
    return;
  event.preventDefault();
  (target.closest('.field') ?? target).scrollIntoView({ block: 'start' });
  target.focus({ preventScroll: true });
}

/**
 * What went wrong, at the top of a form: a heading with the count and a link to each field
 * with a message (the GOV.UK Design System's error summary). The server renders it after a
 * refused post without JavaScript (the page lands at the form, so at it); with JavaScript it
 * takes the focus after a refused submit (and on the hydrated page of a refused post). Taking
 * the focus is its announcement: a region named by its heading, read with its list. It is no
 * live region as well (role="alert" made screen readers say it twice: once as the alert, once
 * on the focus), and the messages under the fields are not live either.
 */
export function ErrorSummary({ form, errors, fields, title, targetOf, lead, focusKey = 0 }: ErrorSummaryProps) {
  const lang = useLang();
  const ref = useRef<HTMLElement>(null);
  // One line a message, in the fields' order: a field with two ("too long", "characters not
  // allowed") gives two lines, each a sentence of its own, and the count is the lines'.
  const lineOf = (field: string) =>
    (errors[field] ?? []).map((message, index) => ({ field, message, key: `${field}-${index}` }));
  const named = fields.flatMap(lineOf);
  const others = Object.keys(errors)
    .filter((field) => !fields.includes(field))
    .flatMap(lineOf);
  const count = named.length + others.length;
  const takeFocus = useEffectEvent(() => {
    if (count > 0) ref.current?.focus();
  });
  // Only a new submit (or the first render) moves the focus, not a message fixed as the guest types.
  useEffect(() => takeFocus(), [focusKey]);
  if (count === 0) return null;
  const titleId = `${form}-error-summary-title`;
  const targetId = (field: string) => targetOf?.(field) ?? `${form}-${field}`;
  return (
    <section ref={ref} id={`${form}-error-summary`} className="error-summary" aria-labelledby={titleId} tabIndex={-1}>
      <h3 id={titleId} className="error-summary__title">
        {title(count)}
      </h3>
      {lead ? <p className="error-summary__lead">{lead}</p> : null}
      <ul className="error-summary__list">
        {named.map(({ field, message, key }) => (
          <li key={key}>
            <a href={`#${targetId(field)}`} onClick={goTo}>
              {typeset(message, lang)}
            </a>
          </li>
        ))}
        {others.map(({ message, key }) => (
          <li key={key}>{typeset(message, lang)}</li>
        ))}
      </ul>
    </section>
  );
}
