import { useTranslation } from 'react-i18next';
import { telHref } from '../../content/format';
import { BookTableLink } from '../ui/book-table-link';
import { PhoneIcon } from '../ui/icons';
import { usePhoneFor } from '../ui/phone-roles';
import './call-book.css';

/**
 * Call and Book, from the header of every page: on a wide screen the
 * phone number for reservations in the header's bar; on a phone a bar fixed to the
 * bottom of the screen (call-book.css), so both stay one tap away wherever the
 * guest has scrolled. Plain HTML and CSS: it works before and without JavaScript.
 */
export function CallBook() {
  const { t } = useTranslation();
  // Beside "Book a table": the number that takes reservations (venue.yaml phoneFor).
  const phone = usePhoneFor('reservations').number;
  return (
    <div className="call-book">
      <a className="call-book__call" href={telHref(phone)}>
        <PhoneIcon />
        <span className="call-book__word">{t('common.call')} </span>
        <span className="call-book__phone">{phone}</span>
      </a>
      <BookTableLink className="button call-book__book">{t('common.bookTable')}</BookTableLink>
    </div>
  );
}
