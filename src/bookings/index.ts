/**
 * Table bookings in the browser and the server's render (src/bookings/README.md): the section
 * with the form (the contact page's `#rezervace`, the booking page), the guest's change of
 * their booking (the same form, on their page), a booking as its guest reads it, and the
 * words of a moment. `data.ts` is the same without React; `booking-action.ts`
 * the booking page's no-JavaScript posts (only the server runs it).
 */
export { BookingChange } from './booking-change';
export { BookingSection } from './booking-section';
export { BookingSummary } from './booking-summary';
export { pragueMomentText } from './format';
