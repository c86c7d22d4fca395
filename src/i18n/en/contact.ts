import type { Messages } from '../cs';

export const contact = {
  eyebrow: 'We are here for you',
  title: 'Contact',
  lead: 'Book a table by phone or with the request below. You are also welcome to write to us with any questions or wishes.',
  address: {
    title: 'Address',
    maps: {
      title: 'Show on a map',
      mapy: 'Mapy.cz',
      google: 'Google Maps',
      osm: 'OpenStreetMap',
    },
  },
  transport: {
    title: 'Getting here',
    metro: 'Metro line {{line}}, {{station}} station – then about {{minutes}} min on foot',
    tramLine: 'Tram {{lines}}, {{stop}} stop',
    tramLines: 'Trams {{lines}}, {{stop}} stop',
    and: 'and',
  },
  phones: {
    title: 'Phone',
    restaurant: 'Restaurant and table reservations',
    events: 'Event orders and inquiries',
  },
  hours: {
    title: 'Opening hours',
  },
  table: {
    title: 'Table reservation',
    text: 'Send us a table request. It is a request, not a confirmed booking: we will confirm your table by phone or email. For today, please call us.',
    partnerText: 'Book a table online with our reservation partner, or by phone.',
    partnerLink: 'Book a table online',
    /** The form's own words (loaded with this page only, not with the lounge's form). */
    form: {
      consent: 'I agree to the processing of my personal data in order to handle my table request.',
      submit: 'Send table request',
      subject: 'Table reservation',
      successTitle: 'Request sent',
      successText: 'Thank you. We will confirm your table by phone or email.',
      errorTitle: 'Error',
      errorText: 'Failed to send your table request. Please try again, or give us a call.',
      guestsHint: 'Up to {{largest}} guests. For a larger party:',
      loungeLink: 'lounge inquiry',
      hoursHint: 'Tables can be requested from opening until {{minutes}} min before closing, at least {{lead}} ahead.',
    },
    fields: {
      date: 'Date',
      time: 'Time',
      guests: 'Number of guests',
      note: 'Note',
    },
    placeholders: {
      note: 'A high chair, a table on the terrace, a celebration…',
    },
    /** The table request's messages (src/forms/table-messages.ts), under its fields. */
    errors: {
      noteTooLong: 'The note is too long',
      tableDateRequired: 'Choose a date',
      tableDateInvalid: 'Enter a valid date',
      tableDatePast: 'The date must not be in the past',
      tableDateTooFar: 'Tables can be requested up to {{last}} for now',
      tableClosedNamed: 'We are closed on {{day}} – {{name}}',
      tableClosed: 'We are closed on {{day}}',
      tableTimeRequired: 'Choose a time',
      tableTimeInvalid: 'Enter the time as HH:MM',
      tableTimePast: 'This time has already passed',
      tableTooSoon: 'Please request a table at least {{lead}} ahead, so {{earliest}} at the earliest. For an earlier time, please call us',
      tableOutsideHours: 'That day we are open {{opens}}–{{closes}}; tables can be requested from {{opens}} to {{last}}',
      tableNoSeating: 'That day we are open only {{opens}}–{{closes}}; no table can be requested for it',
      tableGuestsRequired: 'Enter the number of guests',
      tableGuestsInvalid: 'Enter a whole number of guests, up to {{largest}}',
      tableTooMany: 'The form takes tables for up to {{largest}} guests. For a larger party, please send us a lounge inquiry',
    },
  },
  form: {
    title: 'Write to us',
    text: 'Do you have a question or a special request? Fill in the form and we will get back to you as soon as possible.',
  },
} satisfies Messages['contact'];
