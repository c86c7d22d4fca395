import { useTranslation } from 'react-i18next';
import { contactFields, emptyContactValues, readContactForm, type ContactValues } from '../../forms/contact-values';
import { fieldLimits } from '../../forms/form-fields';
import type { FieldErrors } from '../../forms/field-errors';
import { formActionUrl, type FormState, type FormStatus } from '../../forms/form-state';
import { TextAreaField, TextField } from './form-field';
import { useLang } from '../../lang-context';
import { useEnquiryForm } from './use-enquiry-form';
import { EnquiryFormFrame } from './enquiry-form-frame';

export interface ContactFormProps {
  /** Values to show (a no-JS post re-rendered with 422). */
  initialValues?: FormState<ContactValues>['values'];
  /** Localized messages under the fields (a no-JS post re-rendered with 422). */
  initialErrors?: FieldErrors;
  /** 'sent' shows the success in the form's place; 'failed' / 'rate-limited' / 'unconfirmed' the failure notices. */
  initialStatus?: FormStatus;
}

const FORM = 'contact';
/** The schema and the body's composition, loaded when the form is first used (prepare-contact.ts). */
const loadPrepare = () => import('./prepare-contact');

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
    prepare: async (values, extras) => (await loadPrepare()).prepareContact(values, extras),
    loadPrepare,
    serverFields: ['name', 'email', 'subject', 'message'],
    success: { title: t('forms.contact.successTitle'), text: t('forms.contact.successText') },
    failure: { title: t('forms.contact.errorTitle'), text: t('forms.contact.errorText') },
  });
  const { defaults, errors } = form;

  return (
    <EnquiryFormFrame
      id={FORM}
      action={action}
      form={form}
      consentLabel={t('forms.contact.consent')}
      submitLabel={t('forms.contact.submit')}
      againLabel={t('forms.contact.again')}
    >
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
    </EnquiryFormFrame>
  );
}
