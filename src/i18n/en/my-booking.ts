import type { Messages } from '../cs';

export const myBooking = {
  head: {
    title: 'My Booking',
    description: 'Your table booking at Restaurace Ballon: the day, time, guests and status.',
    keywords: 'table booking, Restaurace Ballon',
  },
  eyebrow: 'Table booking',
  title: 'My Booking',
  lead: 'The link in your confirmation email brings you here, to your booking: you can see its status and cancel it. Book a new table below.',
  notFound:
    "We couldn't find a booking for this link. The link in your email works until the end of the booking's day; otherwise, please call us.",
  unavailable: "We can't check your booking right now. Please try again in a moment, or call us.",
  newTitle: 'Book a Table',
  cancel: 'Cancel the booking',
  cancelConfirm: 'Cancel it for sure?',
  cancelled: 'Your booking is canceled. Thank you for letting us know.',
  notChangeable: "This booking can't be changed or canceled anymore. Please call us.",
  call: 'Need something else? Call us at',
} satisfies Messages['myBooking'];
