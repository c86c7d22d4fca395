import { useTranslation } from 'react-i18next';
import { addDays } from '../../content/time';
import { fieldLimits } from '../../forms/form-fields';
import type { FieldErrors } from '../../forms/field-errors';
import { formActionUrl, type FormState, type FormStatus } from '../../forms/form-state';
import type { TableRules } from '../../forms/table-rules';
import { emptyTableValues, readTableForm, tableFields, type TableValues } from '../../forms/table-values';
import { formAnchors, pagePaths } from '../../page-ids';
import { TextAreaField, TextField } from './form-field';
import { useLang, useLocalizedPath } from '../../lang-context';
import { Link } from '../ui/site-link';
import { useEnquiryForm } from './use-enquiry-form';
import { usePragueToday } from '../ui/use-prague-today';
import { EnquiryFormFrame } from './enquiry-form-frame';

export interface TableFormProps {
  /** The hours (from today on) and the limits the request is checked against. */
  rules: TableRules;
  /** Values to show (a no-JS post re-rendered with 422). */
  initialValues?: FormState<TableValues>['values'];
  /** Localized messages under the fields (a no-JS post re-rendered with 422). */
  initialErrors?: FieldErrors;
  /** 'sent' shows the success in the form's place; 'failed' / 'rate-limited' / 'unconfirmed' the failure notices. */
  initialStatus?: FormStatus;
}

const FORM = 'table';
/** The rules, the schema and the composed request, loaded when the form is first used (prepare-table.ts). */
const loadPrepare = () => import('./prepare-table');

/** The table request: works as a plain POST without JavaScript, posts JSON with it. */
export function TableForm({ rules, initialValues, initialErrors, initialStatus }: TableFormProps) {
  const { t } = useTranslation();
  const lang = useLang();
  const localize = useLocalizedPath();
  const today = usePragueToday();
  const { largestParty, daysAhead } = rules.limits;
  const form = useEnquiryForm<TableValues>({
    fields: tableFields,
    emptyValues: emptyTableValues,
    initialState: { values: initialValues ?? {}, errors: initialErrors ?? {}, status: initialStatus ?? 'idle' },
    read: readTableForm,
    prepare: async (values, extras) => (await loadPrepare()).prepareTable(values, extras, rules),
    loadPrepare,
    // The message is composed here: its errors (and the table's shape) become the failure notice.
    serverFields: ['date', 'time', 'guests', 'name', 'email'],
    success: {
      tone: 'success',
      title: t('contact.table.form.successTitle'),
      text: t('contact.table.form.successText'),
    },
    failure: {
      tone: 'destructive',
      title: t('contact.table.form.errorTitle'),
      text: t('contact.table.form.errorText'),
    },
  });
  const { defaults, errors } = form;
  const lounge = `${localize(pagePaths.lounge)}#${formAnchors.lounge}`;

  const structured = (
    <>
      <TextField
        form={FORM}
        name="date"
        type="date"
        label={t('contact.table.fields.date')}
        required
        // Only once hydrated (the server does not know the visitor's today); the rules say the rest.
        min={today}
        max={today ? addDays(today, daysAhead) : undefined}
        defaultValue={defaults.date}
        errors={errors.date}
      />
      <TextField
        form={FORM}
        name="time"
        type="time"
        label={t('contact.table.fields.time')}
        required
        defaultValue={defaults.time}
        errors={errors.time}
      />
      <TextField
        form={FORM}
        name="guests"
        type="number"
        label={t('contact.table.fields.guests')}
        required
        inputMode="numeric"
        min="1"
        max={String(largestParty)}
        hint={
          <>
            {t('contact.table.form.guestsHint', { largest: largestParty })}{' '}
            <Link to={lounge}>{t('contact.table.form.loungeLink')}</Link>
          </>
        }
        defaultValue={defaults.guests}
        errors={errors.guests}
        className="enquiry-form__wide"
      />
    </>
  );

  return (
    <EnquiryFormFrame
      id={FORM}
      formId={FORM}
      action={formActionUrl('table', lang)}
      form={form}
      consentLabel={t('contact.table.form.consent')}
      submitLabel={t('contact.table.form.submit')}
      againLabel={t('contact.table.form.again')}
      before={structured}
    >
      <TextField
        form={FORM}
        name="phone"
        type="tel"
        label={t('forms.fields.phone')}
        autoComplete="tel"
        inputMode="tel"
        placeholder={t('forms.placeholders.phone')}
        defaultValue={defaults.phone}
        errors={errors.phone}
        className="enquiry-form__wide"
      />
      <TextAreaField
        form={FORM}
        name="message"
        label={t('contact.table.fields.note')}
        placeholder={t('contact.table.placeholders.note')}
        hint={t('forms.characterLimit', { count: fieldLimits.message })}
        rows={3}
        defaultValue={defaults.message}
        errors={errors.message}
        className="enquiry-form__wide"
      />
    </EnquiryFormFrame>
  );
}
