import { useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from 'react-i18next';
import type { ContactApiBody } from '../../forms/contact-api';
import type { SubmissionExtras } from '../../forms/contact';
import { textOf } from '../../forms/form-fields';
import { localizeFieldErrors, hasFieldErrors, type FieldErrors } from '../../forms/field-errors';
import type { FormState, FormStatus } from '../../forms/form-state';
import { newIdempotencyKey } from '../../forms/idempotency-key';
import { sendMessage } from '../../forms/send-message';
import { typeset } from '../../i18n/typography';
import { useLang } from '../../lang-context';
import { useNotices, type NoticeInput } from './notices';

type Issues = { readonly issues: readonly { path: readonly PropertyKey[]; message: string }[] };
export type Prepared = { ok: true; body: ContactApiBody } | { ok: false; error: Issues };

export interface EnquiryFormOptions<Values> {
  /** Field names in page order (the error summary lists the invalid ones in it). */
  fields: readonly string[];
  emptyValues: Values;
  initialState?: FormState<Values> | undefined;
  read(form: FormData): Values;
  /**
   * Validate with the shared schema and build the API body. Called from event
   * handlers only; asynchronous because the schemas load with the form's first use.
   */
  prepare(values: Values, extras: SubmissionExtras): Promise<Prepared>;
  /** Starts loading what `prepare` needs (on the form's first focus), so a submit never waits for it. */
  loadPrepare(): Promise<unknown>;
  /** Server field errors shown under fields; errors on any other field become the failure notice. */
  serverFields: readonly string[];
  /**
   * The success, said once: in the page where the form was (until a new message is begun), one
   * live region (role="status"), never also a toast (a screen reader would hear it twice).
   */
  success: { title: string; text: string };
  failure: NoticeInput;
}

/** The notice the page opens with after a post without JavaScript, by its status ('sent' is said in the page instead). */
function initialNotices(status: FormStatus | undefined, notices: Partial<Record<FormStatus, NoticeInput>>) {
  const notice = status && notices[status];
  return notice ? [notice] : [];
}

/**
 * The behaviour the three forms share. The fields are uncontrolled (so what was typed
 * before hydration survives, and a no-JS re-render simply sets default values);
 * with JavaScript the submit is intercepted, validated with the shared schema and
 * posted as JSON to the API.
 */
export function useEnquiryForm<Values extends object>(options: EnquiryFormOptions<Values>) {
  const { t } = useTranslation();
  const lang = useLang();
  const initial = options.initialState;
  const [defaults, setDefaults] = useState<Values>(() => ({ ...options.emptyValues, ...initial?.values }));
  const [errors, setErrors] = useState<FieldErrors>(() => initial?.errors ?? {});
  const [submitting, setSubmitting] = useState(false);
  // The guard itself: the state disables the button only once React renders, and a second
  // submit can come before that (two in one task), with the same stale `submitting`.
  const inFlight = useRef(false);
  const [idempotencyKey, setIdempotencyKey] = useState(() => initial?.values.idempotencyKey ?? '');
  const [revalidate, setRevalidate] = useState(() => hasFieldErrors(initial?.errors));
  // The error summary at the top of the form: the messages of the last refused submit (the server's, on the page of
  // a refused post), and how many submits were refused here (each one gives it the focus). It keeps its lines while
  // the guest fixes the fields (those messages follow every change): it is the one live announcement, once a submit.
  const [summary, setSummary] = useState<{ errors: FieldErrors; refused: number }>(() => ({
    errors: initial?.errors ?? {},
    refused: 0,
  }));
  // Sent: the form's place says so (role="status") until the guest begins a new message, and nothing
  // else does (a toast as well was heard twice; a toast alone is gone before a guest who looked away looks back).
  const [sent, setSent] = useState<'no' | 'on-arrival' | 'just-now'>(() =>
    initial?.status === 'sent' ? 'on-arrival' : 'no',
  );
  const changes = useRef(0);
  // When the message with this key was first sent while its outcome is unknown (a retry is judged as of then).
  const firstSent = useRef<Date | null>(null);
  const rateLimited = {
    title: t('forms.rateLimited.title'),
    text: t('forms.rateLimited.text'),
  } as const;
  // Perhaps stored: not the failure notice (it would say "not sent"); the same key makes a second send safe.
  const unconfirmed = {
    title: t('forms.unconfirmed.title'),
    text: t('forms.unconfirmed.text'),
  } as const;
  const { notices, push, dismiss } = useNotices(
    initialNotices(initial?.status, { failed: options.failure, 'rate-limited': rateLimited, unconfirmed }),
  );

  const check = (form: HTMLFormElement, key: string, at?: Date) => {
    const data = new FormData(form);
    return options.prepare(options.read(data), {
      lang,
      website: textOf(data, 'website'),
      idempotencyKey: key,
      ...(at ? { at } : {}),
    });
  };

  function showErrors(next: FieldErrors) {
    setErrors(next);
    setRevalidate(true);
    // The summary takes the focus once rendered (error-summary.tsx): its links lead to the fields.
    setSummary((last) => ({ errors: next, refused: last.refused + 1 }));
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (inFlight.current) return;
    // Marked at once, so a second click while the schemas arrive does not post twice.
    inFlight.current = true;
    setSubmitting(true);
    const form = event.currentTarget;
    const key = idempotencyKey || newIdempotencyKey();
    if (key !== idempotencyKey) setIdempotencyKey(key);
    firstSent.current ??= new Date();
    const prepared = await check(form, key, firstSent.current).catch(() => null);
    if (!prepared) {
      // The schemas could not be loaded (offline, a deploy replaced the chunk): the form
      // posts as it does without JavaScript, and the server checks it.
      form.submit();
      return;
    }
    if (!prepared.ok) {
      firstSent.current = null;
      inFlight.current = false;
      setSubmitting(false);
      showErrors(localizeFieldErrors(prepared.error, lang));
      return;
    }
    setErrors({});
    setSummary((last) => ({ errors: {}, refused: last.refused }));
    const outcome = await sendMessage(prepared.body);
    inFlight.current = false;
    setSubmitting(false);
    // Known now: stored (sent), or certainly not (invalid, another message's key, refused); a next send is a new one.
    if (outcome.kind !== 'failed' && outcome.kind !== 'unconfirmed') firstSent.current = null;
    if (outcome.kind === 'sent') {
      // The form gives way to the success; the next one starts empty, with a key of its own.
      flushSync(() => {
        setDefaults(options.emptyValues);
        setRevalidate(false);
        setSent('just-now');
      });
      setIdempotencyKey(newIdempotencyKey());
      return;
    }
    if (outcome.kind === 'refused') {
      // The server's own words (the API's are plain: typeset like the rest of the page); the limit's keep
      // their own title. A message the server did not word (a proxy's page) falls back to the form's notice.
      const words = outcome.message ? typeset(outcome.message, lang) : null;
      if (outcome.status === 429) push({ ...rateLimited, text: words ?? rateLimited.text });
      else push({ ...options.failure, text: words ?? options.failure.text });
      return;
    }
    if (outcome.kind === 'invalid') {
      const shown = Object.fromEntries(
        Object.entries(outcome.fields).filter(([field]) => options.serverFields.includes(field)),
      );
      if (Object.keys(shown).length < Object.keys(outcome.fields).length) push(options.failure);
      if (hasFieldErrors(shown)) showErrors(shown);
      return;
    }
    if (outcome.kind === 'conflict') {
      // The key went with an earlier version that is stored: this one needs a key of its own.
      setIdempotencyKey(newIdempotencyKey());
      // The API's words come plain: typeset them like the rest of the page.
      push({
        ...options.failure,
        title: t('forms.alreadyReceived.title'),
        text: outcome.message ? typeset(outcome.message, lang) : options.failure.text,
      });
      return;
    }
    push(outcome.kind === 'unconfirmed' ? unconfirmed : options.failure);
  }

  async function onChange(event: ChangeEvent<HTMLFormElement>) {
    if (!revalidate) return;
    const form = event.currentTarget;
    const change = ++changes.current;
    // Without the schemas (not loaded) the messages stay as they are until the submit.
    const prepared = await check(form, idempotencyKey || 'pending').catch(() => null);
    // Only the latest change's check is shown (an earlier one may finish later).
    if (prepared && change === changes.current) setErrors(prepared.ok ? {} : localizeFieldErrors(prepared.error, lang));
  }

  function onFocus() {
    // Only a head start: a chunk that cannot be loaded is the submit's to handle (the no-JS
    // post), not an unhandled rejection on every field the visitor enters.
    options.loadPrepare().catch(() => {});
  }

  /** The guest begins a new message: the form again, empty (rendered at once, so the caller can focus it). */
  function startNew() {
    flushSync(() => setSent('no'));
  }

  return {
    defaults,
    errors,
    /** The error summary's messages (those of the last refused submit) and its focus key. */
    summary,
    /** The form's fields in page order. */
    fields: options.fields,
    submitting,
    idempotencyKey,
    notices,
    dismiss,
    onSubmit,
    onChange,
    onFocus,
    /** 'just-now': sent from this page (the panel takes the focus the submit button had); 'on-arrival': the marker's page. */
    sent,
    success: options.success,
    /** The field a new message starts in. */
    firstField: options.fields[0] ?? '',
    startNew,
  };
}
