import type { Shape } from '../shape';
import type { bookingEmail as csBookingEmail } from '../cs/booking-email';

export const bookingEmail = {
  subject: {
    received: 'Booking awaiting confirmation – {{venue}}, {{date}} at {{time}}',
    confirmed: 'Booking confirmed – {{venue}}, {{date}} at {{time}}',
    ownerConfirmed: 'Booking confirmed – {{venue}}, {{date}} at {{time}}',
    declined: 'We cannot accept your booking – {{venue}}, {{date}} at {{time}}',
    changed: 'Booking changed – {{venue}}, {{date}} at {{time}}',
    cancelled: 'Booking canceled – {{venue}}, {{date}} at {{time}}',
    reminder: 'Booking reminder – {{venue}}, {{date}} at {{time}}',
  },
  greeting: 'Hello,',
  lead: {
    received:
      'Thank you for your booking. We confirm bookings for larger groups ourselves, so yours is awaiting our confirmation. Your table is held in the meantime, and we will get back to you within {{within}}.',
    confirmed: 'Thank you for your booking. It is confirmed, and we look forward to seeing you.',
    ownerConfirmed: 'We have confirmed your booking. We look forward to seeing you.',
    declined:
      'We are sorry, but we cannot accept your booking this time. We would be glad to find another time with you – please call us at {{phone}}.',
    changed: 'Your booking has been changed. These are its details now:',
    changedPending:
      'Your booking has been changed. We confirm bookings for larger groups ourselves, so yours is now awaiting our confirmation. Your table is held in the meantime, and we will get back to you within {{within}}. These are its details now:',
    cancelled:
      'Your booking has been canceled. If you did not cancel it yourself, or if this is a mistake, please call us at {{phone}}.',
    reminder: 'This is a reminder of your booking for tomorrow. We look forward to seeing you.',
  },
  details: {
    day: 'Day',
    time: 'Time',
    party: 'Guests',
    area: 'Table',
    name: 'Name',
    reference: 'Booking number',
    state: 'Status',
  },
  areas: {
    restaurant: 'in the restaurant',
    cafe: 'in the cafe',
    terrace: 'on the terrace',
  },
  states: {
    confirmed: 'confirmed',
    pending: 'awaiting confirmation',
    declined: 'declined',
    cancelled: 'canceled',
  },
  manage: {
    intro: 'You can see your booking here, change it to another free time, or cancel it:',
    link: 'See, change or cancel your booking',
    private: 'This link is yours alone; please do not forward it.',
  },
  calendar: {
    attached: 'The attachment adds the booking to your calendar.',
    cancelled: 'If the booking is in your calendar, the attachment marks it as canceled there.',
    fileName: 'booking.ics',
    summary: 'Table booking – {{venue}}',
    description: 'Booking number: {{reference}}. Guests: {{party}}.',
  },
  contact: {
    phone: 'Phone',
    email: 'Email',
  },
  signOff: 'Kind regards,',
  restaurant: {
    subject: {
      confirmed: 'New booking – {{date}} at {{time}}, table for {{party}}, {{name}}',
      pending: 'Booking to approve – {{date}} at {{time}}, table for {{party}}, {{name}}',
    },
    lead: {
      confirmed: 'A new booking from the website, confirmed automatically.',
      pending:
        'A new booking from the website awaits your confirmation: confirm or decline it in the book of bookings in the admin.',
    },
    note: 'Note',
    lang: "Guest's language",
    none: '–',
    languages: { cs: 'Czech', en: 'English' },
    footer: 'Sent from a booking on the website.',
    footerReply: 'Sent from a booking on the website. Replying to this email replies to the guest.',
  },
} satisfies Shape<typeof csBookingEmail>;
