import type { Messages } from '../cs';

export const myBooking = {
  head: {
    title: 'My Booking',
    description: 'Your table booking at Restaurace Ballon: the day, time, guests and status.',
    keywords: 'table booking, Restaurace Ballon',
  },
  eyebrow: 'Table booking',
  title: 'My Booking',
  lead: 'The link in your confirmation email brings you here, to your booking: you can see its status, change it to another free time, or cancel it. Book a new table below.',
  notFound:
    "We couldn't find a booking for this link. The link in your email works until the end of the booking's day; otherwise, please call us.",
  unavailable: "We can't check your booking right now. Please try again in a moment, or call us.",
  newTitle: 'Book a Table',
  cancel: 'Cancel the booking…',
  cancelConfirm: 'Really cancel?',
  cancelText: "Your table is released, and this can't be undone.",
  cancelSubmit: 'Yes, cancel the booking',
  cancelled: 'Your booking has been canceled. Thank you for letting us know.',
  notChangeable: "This booking can't be changed or canceled anymore. Please call us.",
  changeTitle: 'Change the time',
  changeText:
    "Pick a new day, number of guests and free time. We'll confirm the change by email; a booking for more than {{confirmUpTo}} guests needs our confirmation again after the change.",
  changeSubmit: 'Change the time',
  changed: "Your booking has been changed. Its new details are below, and we'll confirm them by email too.",
  changedPending:
    "Your booking has been changed and is now waiting for our confirmation; we'll get back to you by {{by}}.",
  notices: {
    gone: 'Someone took {{time}} in the meantime. The nearest free times are below; your booking stands as it was.',
    goneNone:
      'Someone took {{time}} in the meantime, and we have no free table left that day. Your booking stands as it was.',
    limit:
      'This device, email or phone already has as many tables booked that day as can be booked online. Your booking stands as it was; to change it, please call us.',
    unavailable:
      "We couldn't save the change right now; your booking stands as it was. Please try again in a moment, or call us.",
    unconfirmed:
      "We can't tell for sure whether the change was saved. Please open the link in your email again in a moment; if it shows the old time, call us.",
    unchanged: 'You already have your booking for this day and time; nothing was changed.',
    notChangeable: "This booking can't be changed or canceled anymore. Please call us.",
    notFound:
      "We couldn't find a booking for this link. The link in your email works until the end of the booking's day; otherwise, please call us.",
  },
  call: 'Need something else? Call us at',
} satisfies Messages['myBooking'];
