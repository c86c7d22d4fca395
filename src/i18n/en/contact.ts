import type { Messages } from '../cs';

export const contact = {
  eyebrow: 'Get in touch',
  title: 'Contact',
  lead: 'Book a table by phone or online below – or send us a message with any questions.',
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
    metro: 'Metro line {{line}} to {{station}}, then about a {{minutes}}-minute walk',
    tramLine: 'Tram {{lines}}, {{stop}} stop',
    tramLines: 'Trams {{lines}}, {{stop}} stop',
    and: 'and',
  },
  phones: {
    title: 'Phone',
  },
  hours: {
    title: 'Opening hours',
  },
  table: {
    title: 'Table reservation',
    text: 'Request a table below. Your table is booked once we confirm it by phone or email. For a table today, please call us.',
    partnerText: 'Book a table online with our reservation partner, or by phone.',
    partnerLink: 'Book a table online',
    /** The form's own words (loaded with this page only, not with the lounge's form). */
    form: {
      consent: 'I agree to the processing of my personal data in order to handle my table request.',
      submit: 'Send table request',
      subject: 'Table reservation',
      successTitle: 'Table request sent',
      successText: 'Thank you. We will confirm your table by phone or email.',
      again: 'Request another table',
      errorTitle: 'Error',
      errorText: 'Failed to send your table request. Please try again, or give us a call.',
      guestsHint: 'Up to {{largest}} guests. For larger parties, send us a',
      loungeLink: 'lounge inquiry',
      hoursHint:
        'You can request a table from opening time until {{minutes}} minutes before closing, at least {{lead}} in advance.',
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
      tableDatePast: 'This date has already passed',
      tableDateTooFar: 'For now, tables can be requested up to {{last}}',
      tableClosedNamed: "We're closed on {{day}} ({{name}})",
      tableClosed: "We're closed on {{day}}",
      tableTimeRequired: 'Choose a time',
      tableTimeInvalid: 'Enter the time as HH:MM',
      tableTimePast: 'This time has already passed',
      tableTooSoon:
        'Please request a table at least {{lead}} in advance, that is, for {{earliest}} or later. For an earlier time, please call us.',
      tableOutsideHours:
        "On that day we're open {{opens}}–{{closes}}; you can request a table from {{opens}} to {{last}}",
      tableNoSeating: "On that day we're only open {{opens}}–{{closes}}, so tables can't be requested",
      tableGuestsRequired: 'Enter the number of guests',
      tableGuestsInvalid: 'Enter a number of guests from one to {{largest}}',
      tableTooMany:
        'This form is for parties of up to {{largest}}. For a larger party, please send us a lounge inquiry.',
    },
  },
  form: {
    title: 'Send us a message',
    text: "Have a question or a special request? Fill out the form and we'll get back to you as soon as we can.",
  },
} satisfies Messages['contact'];
