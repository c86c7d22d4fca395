import { useTranslation } from 'react-i18next';
import { contactApiBody, contactFields, contactSchema, emptyContactValues, readContactForm, type ContactValues } from '../forms/contact';
import { fieldLimits } from '../forms/fields';
import type { FieldErrors } from '../forms/field-errors';
import { formActionUrl, type FormState, type FormStatus } from '../forms/form-state';
import { CheckboxField, HoneypotField, TextAreaField, TextField } from './form-field';
import { useLang } from './lang-context';
import { NoticeList } from './notices';
import { useEnquiryForm } from './use-enquiry-form';
import './enquiry-form.css';

export interface ContactFormProps {
  /** Values to show (a no-JS post re-rendered with 422). */
  initialValues?: FormState<ContactValues>['values'];
  /** Localized messages under the fields (a no-JS post re-rendered with 422). */
  initialErrors?: FieldErrors;
  /** 'sent' shows the success notice; 'failed' / 'rate-limited' the failure notices. */
  initialStatus?: FormStatus;
}

const FORM = 'contact';

/** The contact form: works as a plain POST without JavaScript, posts JSON with it. */
export function ContactForm({ initialValues, initialErrors, initialStatus }: ContactFormProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const action = formActionUrl('contact', lang);
  const form = useEnquiryForm<ContactValues>({
    fields: contactFields,
    emptyValues: emptyContactValues,
    initialState: { values: initialValues ?? {}, errors: initialErrors ?? {}, status: initialStatus ?? 'idle' },
    read: readContactForm,
    prepare: (values, extras) => {
      const result = contactSchema.safeParse(values);
      return result.success ? { ok: true, body: contactApiBody(result.data, extras) } : { ok: false, error: result.error };
    },
    serverFields: ['name', 'email', 'subject', 'message'],
    success: { tone: 'success', title: t('forms.contact.successTitle'), text: t('forms.contact.successText') },
    failure: { tone: 'destructive', title: t('forms.contact.errorTitle'), text: t('forms.contact.errorText') },
  });
  const { defaults, errors } = form;

  return (
    <>
      <NoticeList notices={form.notices} onDismiss={form.dismiss} closeHref={action} />
      <form
        className="enquiry-form"
        method="post"
        action={action}
        noValidate
        onSubmit={form.onSubmit}
        onChange={form.onChange}
        aria-describedby={`${FORM}-required-note`}
      >
        <p className="enquiry-form__note" id={`${FORM}-required-note`}>
          {t('forms.requiredNote')}
        </p>
        <div className="enquiry-form__grid">
          <TextField
            form={FORM}
            name="name"
            label={t('forms.fields.name')}
            required
            autoComplete="name"
            placeholder={t('forms.placeholders.name')}
            defaultValue={defaults.name}
            errors={errors.name}
          />
          <TextField
            form={FORM}
            name="email"
            type="email"
            label={t('forms.fields.email')}
            required
            autoComplete="email"
            placeholder={t('forms.placeholders.email')}
            defaultValue={defaults.email}
            errors={errors.email}
          />
          <TextField
            form={FORM}
            name="subject"
            label={t('forms.fields.subject')}
            placeholder={t('forms.placeholders.subject')}
            defaultValue={defaults.subject}
            errors={errors.subject}
            className="enquiry-form__wide"
          />
          <TextAreaField
            form={FORM}
            name="message"
            label={t('forms.fields.message')}
            required
            placeholder={t('forms.placeholders.message')}
            hint={t('forms.characterLimit', { count: fieldLimits.message })}
            defaultValue={defaults.message}
            errors={errors.message}
            className="enquiry-form__wide"
          />
          <CheckboxField
            form={FORM}
            name="consent"
            label={t('forms.contact.consent')}
            required
            defaultChecked={defaults.consent}
            errors={errors.consent}
            className="enquiry-form__wide"
          />
        </div>
        <HoneypotField form={FORM} label={t('forms.honeypot')} />
        <input type="hidden" name="idempotencyKey" value={form.idempotencyKey} />
        <button className="button enquiry-form__submit" type="submit" disabled={form.submitting}>
          {form.submitting ? t('forms.submitting') : t('forms.contact.submit')}
        </button>
      </form>
    </>
  );
}
