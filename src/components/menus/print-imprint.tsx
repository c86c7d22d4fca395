import { useSiteData } from '../../route-data';
import './print-imprint.css';

/**
 * The restaurant's name, address and phone in small print above a printed menu
 * (the header and footer are not printed). Not shown on screen, where the header
 * and footer say it.
 */
export function PrintImprint() {
  const { name, address, phones } = useSiteData().venue;
  return (
    <p className="print-imprint">
      <span className="print-imprint__name">{name}</span>
      <span>
        {address.street}, {address.postalCode} {address.locality}
      </span>
      <span>{phones.restaurant}</span>
    </p>
  );
}
