import { useEffect } from 'react';
import { useActionData, useLocation } from 'react-router-dom';
import { hasSentMarker, withoutSentMarker, type FormState } from '../../forms/form-state';
import type { FormId } from '../../page-ids';

/**
 * What the server says about the last post of this page's form `form`: the action data
 * of a no-JavaScript post (422 / 429 / 503 / 504 re-render), or 'sent' when the URL
 * carries the success marker (`?odeslano=1`, after the 303). Same on the server
 * and on hydration. Once hydrated, the marker is taken out of the address bar
 * so that a reload does not announce the success again.
 */
export function usePostedFormState<Values>(form: FormId): FormState<Values> | undefined {
  const actionData = useActionData() as FormState<Values> | undefined;
  const { search } = useLocation();
  const sent = hasSentMarker(search, form);

  useEffect(() => {
    if (!sent) return;
    const { pathname, search: current, hash } = window.location;
    window.history.replaceState(window.history.state, '', `${pathname}${withoutSentMarker(current)}${hash}`);
  }, [sent]);

  // The contact page has two forms: each takes only its own post's answer (a state without a form is the page's first).
  if (actionData && typeof actionData === 'object' && 'status' in actionData && (actionData.form ?? form) === form)
    return actionData;
  if (sent) return { values: {}, errors: {}, status: 'sent' };
  return undefined;
}
