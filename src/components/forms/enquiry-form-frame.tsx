import { useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { pagePaths } from '../../page-ids';
import { useLocalizedPath } from '../../lang-context';
import { CheckboxField, HoneypotField, TextField } from './form-field';
import { EnquirySent } from './enquiry-sent';
import { ErrorSummary } from './error-summary';
import { NoticeList } from './notices';
import type { useEnquiryForm } from './use-enquiry-form';
import './enquiry-form.css';

interface EnquiryFormFrameProps {
  /** Prefix of the field ids ('contact', 'lounge'). */
  id: string;
  /** Where the form posts without JavaScript: its own page at its anchor. */
  action: string;
  form: ReturnType<typeof useEnquiryForm<{ name: string; email: string; consent: boolean }>>;
  consentLabel: string;
  submitLabel: string;
  /** The sent message's way back to an empty form ("Napsat další zprávu"). */
  againLabel: string;
  /** The form's own fields, between e-mail and the consent. */
  children: ReactNode;
  /** Fields before the name (the table request's date, time and party). */
  before?: ReactNode;
  /** Posted as `form` (the contact page's second form, the table request, says which it is). */
  formId?: string;
}

/**
 * What both enquiry forms share: the notices, the error summary at the top of the
 * form, the post that works without JavaScript, name and e-mail, the consent, the honeypot, the idempotency key,
 * the link to the privacy notice and the submit button with its submitting state.
 */
export function EnquiryFormFrame({
  id,
  action,
  form,
  consentLabel,
  submitLabel,
  againLabel,
  children,
  before,
  formId,
}: EnquiryFormFrameProps) {
  const { t } = useTranslation();
  const localize = useLocalizedPath();
  const { defaults, errors } = form;
  const formRef = useRef<HTMLFormElement>(null);
  const notices = <NoticeList notices={form.notices} onDismiss={form.dismiss} closeHref={action} />;
  const again = () => {
    form.startNew();
    const first = formRef.current?.elements.namedItem(form.firstField);
    if (first instanceof HTMLElement) first.focus();
  };
  if (form.sent !== 'no') {
    return (
      <>
        {notices}
        <EnquirySent
          title={form.success.title}
          text={form.success.text}
          againHref={action}
          againLabel={againLabel}
          onAgain={again}
          takeFocus={form.sent === 'just-now'}
        />
      </>
    );
  }
  return (
    <>
      {notices}
      <form
        ref={formRef}
        className="enquiry-form"
        method="post"
        action={action}
        noValidate
        onSubmit={form.onSubmit}
        onChange={form.onChange}
        onFocus={form.onFocus}
        aria-describedby={`${id}-required-note`}
      >
        <ErrorSummary
          form={id}
          errors={form.summary.errors}
          fields={form.fields}
          title={(count) => t('forms.errorSummary', { count })}
          focusKey={form.summary.refused}
        />
        <p className="enquiry-form__note" id={`${id}-required-note`}>
          {t('forms.requiredNote')}
        </p>
        <div className="enquiry-form__grid">
          {before}
          <TextField
            form={id}
            name="name"
            label={t('forms.fields.name')}
            required
            autoComplete="name"
            placeholder={t('forms.placeholders.name')}
            defaultValue={defaults.name}
            errors={errors.name}
          />
          <TextField
            form={id}
            name="email"
            type="email"
            label={t('forms.fields.email')}
            required
            autoComplete="email"
            placeholder={t('forms.placeholders.email')}
            defaultValue={defaults.email}
            errors={errors.email}
          />
          {children}
          <CheckboxField
            form={id}
            name="consent"
            label={consentLabel}
            required
            defaultChecked={defaults.consent}
            errors={errors.consent}
            className="enquiry-form__wide"
          />
        </div>
        <HoneypotField form={id} label={t('forms.honeypot')} />
        <input type="hidden" name="idempotencyKey" value={form.idempotencyKey} />
        {formId ? <input type="hidden" name="form" value={formId} /> : null}
        {/* A new tab, so that what the visitor typed stays in the form. */}
        <p className="enquiry-form__note enquiry-form__privacy">
          {t('forms.privacyNote')}{' '}
          <a href={localize(pagePaths.privacy)} target="_blank" rel="noopener">
            {t('footer.privacy')} {t('common.openNewTab')}
          </a>
        </p>
        <button className="button enquiry-form__submit" type="submit" disabled={form.submitting}>
          {form.submitting ? t('forms.submitting') : submitLabel}
        </button>
      </form>
    </>
  );
}
