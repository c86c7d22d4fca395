import { useTranslation } from 'react-i18next';
import { formatDuration } from '../../content/duration';
import type { Hours } from '../../content/schema';
import type { TableLimits } from '../../forms/table-rules';
import type { TableValues } from '../../forms/table-values';
import { formAnchors } from '../../page-ids';
import { useSiteData } from '../../route-data';
import { BookTableLink } from '../ui/book-table-link';
import { useLang } from '../../lang-context';
import { TableForm } from './table-form';
import { usePostedFormState } from './use-posted-form-state';

/**
 * The contact page's "Rezervace stolu" section (`#rezervace`, where every "Book a
 * table" leads): the table request, said plainly to be a request that the restaurant
 * confirms; or, when links.yaml names a booking partner, where to book instead (and no form).
 */
export function TableRequest({ hours, limits }: { hours: Hours; limits: TableLimits }) {
  const { t } = useTranslation();
  const lang = useLang();
  const posted = usePostedFormState<TableValues>('table');
  const partner = useSiteData().links.reservation;
  return (
    <section id={formAnchors.table} className="section contact__form-section" aria-labelledby="table-form-title">
      <div className="container contact__form-inner">
        <h2 id="table-form-title">{t('contact.table.title')}</h2>
        {partner ? (
          <>
            <p className="contact__form-text">{t('contact.table.partnerText')}</p>
            <p>
              <BookTableLink className="button">{t('contact.table.partnerLink')}</BookTableLink>
            </p>
          </>
        ) : (
          <>
            <p className="contact__form-text">{t('contact.table.text')}</p>
            <p className="contact__form-text">
              {t('contact.table.form.hoursHint', {
                minutes: limits.lastSeatingBeforeClose,
                lead: formatDuration(limits.leadMinutes, lang),
              })}
            </p>
            <div className="card">
              <TableForm
                rules={{ hours, limits }}
                initialValues={posted?.values}
                initialErrors={posted?.errors}
                initialStatus={posted?.status}
              />
            </div>
          </>
        )}
      </div>
    </section>
  );
}
