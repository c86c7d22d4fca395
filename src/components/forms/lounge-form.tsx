import { useTranslation } from 'react-i18next';
import type { ArrangementCapacities } from '../../forms/compose-lounge-message';
import { usePageData } from '../../route-data';
import { fieldLimits } from '../../forms/form-fields';
import type { FieldErrors } from '../../forms/field-errors';
import { formActionUrl, type FormState, type FormStatus } from '../../forms/form-state';
import { emptyLoungeValues, loungeFields, readLoungeForm, type LoungeValues } from '../../forms/lounge-values';
import { SelectField, TextAreaField, TextField } from './form-field';
import { useLang } from '../../lang-context';
import { useEnquiryForm } from './use-enquiry-form';
import { usePragueToday } from '../ui/use-prague-today';
import { EnquiryFormFrame } from './enquiry-form-frame';

export interface LoungeFormProps {
  /** Values to show (a no-JS post re-rendered with 422). */
  initialValues?: FormState<LoungeValues>['values'];
  /** Localized messages under the fields (a no-JS post re-rendered with 422). */
  initialErrors?: FieldErrors;
  /** 'sent' shows the success in the form's place; 'failed' / 'rate-limited' / 'unconfirmed' the failure notices. */
  initialStatus?: FormStatus;
}

const FORM = 'lounge';
/** The schema and the enquiry's composition, loaded when the form is first used (prepare-lounge.ts). */
const loadPrepare = () => import('./prepare-lounge');

/** The lounge enquiry: works as a plain POST without JavaScript, posts JSON with it. */
export function LoungeForm({ initialValues, initialErrors, initialStatus }: LoungeFormProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const today = usePragueToday();
  // The seated capacities of the lounge page's data (content/lounge.yaml): named in the options and in the message.
  const capacities: ArrangementCapacities = Object.fromEntries(
    usePageData('lounge')
      .arrangements.filter(({ id }) => id === 'U' || id === 'T' || id === 'I')
      .map(({ id, capacity }) => [id, capacity]),
  );
  const action = formActionUrl('lounge', lang);
  const form = useEnquiryForm<LoungeValues>({
    fields: loungeFields,
    emptyValues: emptyLoungeValues,
    initialState: { values: initialValues ?? {}, errors: initialErrors ?? {}, status: initialStatus ?? 'idle' },
    read: readLoungeForm,
    prepare: async (values, extras) => (await loadPrepare()).prepareLounge(values, extras, capacities),
    loadPrepare,
    // The subject and the message are composed here, not typed: their errors become the failure notice.
    serverFields: ['name', 'email'],
    success: { title: t('forms.lounge.successTitle'), text: t('forms.lounge.successText') },
    failure: { title: t('forms.lounge.errorTitle'), text: t('forms.lounge.errorText') },
  });
  const { defaults, errors } = form;
  const arrangements = [
    { value: '', label: t('forms.arrangements.none') },
    ...(['U', 'T', 'I'] as const).map((id) => ({
      value: id,
      label: t(`forms.arrangements.${id}`, { count: capacities[id] ?? 0 }),
    })),
    { value: 'other', label: t('forms.arrangements.other') },
  ];

  return (
    <EnquiryFormFrame
      id={FORM}
      action={action}
      form={form}
      consentLabel={t('forms.lounge.consent')}
      submitLabel={t('forms.lounge.submit')}
      againLabel={t('forms.lounge.again')}
    >
      <TextField
        form={FORM}
        name="phone"
        type="tel"
        label={t('forms.fields.phone')}
        autoComplete="tel"
        placeholder={t('forms.placeholders.phone')}
        defaultValue={defaults.phone}
        errors={errors.phone}
      />
      <TextField
        form={FORM}
        name="eventDate"
        type="date"
        label={t('forms.fields.eventDate')}
        required
        min={today}
        defaultValue={defaults.eventDate}
        errors={errors.eventDate}
      />
      <TextField
        form={FORM}
        name="eventType"
        label={t('forms.fields.eventType')}
        required
        placeholder={t('forms.placeholders.eventType')}
        defaultValue={defaults.eventType}
        errors={errors.eventType}
      />
      <TextField
        form={FORM}
        name="numberOfGuests"
        label={t('forms.fields.numberOfGuests')}
        required
        placeholder={t('forms.placeholders.numberOfGuests')}
        defaultValue={defaults.numberOfGuests}
        errors={errors.numberOfGuests}
      />
      <SelectField
        form={FORM}
        name="tableArrangement"
        label={t('forms.fields.tableArrangement')}
        options={arrangements}
        defaultValue={defaults.tableArrangement}
        errors={errors.tableArrangement}
        className="enquiry-form__wide"
      />
      <TextAreaField
        form={FORM}
        name="message"
        label={t('forms.fields.requests')}
        placeholder={t('forms.placeholders.requests')}
        hint={t('forms.characterLimit', { count: fieldLimits.message })}
        rows={5}
        defaultValue={defaults.message}
        errors={errors.message}
        className="enquiry-form__wide"
      />
    </EnquiryFormFrame>
  );
}
