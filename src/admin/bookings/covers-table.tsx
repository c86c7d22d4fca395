import type { DayBook } from '../api/contract';
import { useI18n } from '../i18n/i18n';

/**
 * The covers held at each time of the day in each area, against the seats the area gives
 * bookings (content/bookings.yaml), as the free times count them (server/bookings/day-book.ts):
 * a time at capacity says "plno". Folded: the list of bookings comes first.
 */
export function CoversTable({ day }: { day: Pick<DayBook, 'areas' | 'slots'> }) {
  const { t } = useI18n();
  if (day.slots.length === 0 || day.areas.length === 0) return null;
  return (
    <details className="admin-card admin-book-tools">
      <summary className="admin-h3">{t('book.covers.title')}</summary>
      <p className="admin-muted">{t('book.covers.intro')}</p>
      <div className="admin-book-covers">
        <table>
          <thead>
            <tr>
              <th scope="col">{t('book.covers.time')}</th>
              {day.areas.map(({ area }) => (
                <th key={area} scope="col">
                  {t(`book.areas.${area}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {day.slots.map((slot) => (
              <tr key={slot.time}>
                <th scope="row">{slot.time}</th>
                {day.areas.map(({ area, covers }) => {
                  const held = slot.covers[area] ?? 0;
                  return (
                    <td key={area} className={held >= covers ? 'admin-book-full' : undefined}>
                      {t('book.covers.value', { held, covers })}
                      {held >= covers && ` (${t('book.covers.full')})`}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </details>
  );
}
