import type { Shape } from '../shape';
import type { api as csApi } from '../cs/api';

export const api = {
  errors: {
    validation: 'The form has errors. Please correct the marked fields.',
    bad_request: 'The request cannot be read: the body must be valid JSON.',
    duplicate_field: 'A field is given more than once in the request. Each field may be given only once.',
    payload_too_large: 'The request is too large ({{limit}} at most).',
    unsupported_media_type: 'The request must be JSON (Content-Type: application/json).',
    unavailable: 'Your message could not be accepted right now. Please try again, or give us a call.',
    unconfirmed: "We could not confirm that your message reached us. Please send it again – we won't receive it twice.",
    not_found: 'There is no such API address.',
    method_not_allowed: 'This method is not supported at this address.',
    internal: 'An unexpected error occurred. Please try again.',
    cross_site:
      'Messages can only be sent from the form on our website. Please open the page with the form and send it again.',
    idempotency_conflict:
      'An earlier version of this message has already reached us. To send this edited version as well, please press Send again.',
  },
  refusedPage: {
    title: 'The form could not be accepted',
    back: 'Back to the form',
    reasons: {
      too_large: 'The form sent is too large ({{limit}} at most). Please shorten the text and send your message again.',
      unsupported_encoding:
        'The form arrived in an encoding we cannot read. Please open the page with the form and send your message again.',
      too_many_fields:
        'The form sent has too many fields. Please open the page with the form and send your message again.',
      unreadable: 'The form sent cannot be read. Please open the page with the form and send your message again.',
      duplicate_field:
        'A field of the form was sent more than once. Please open the page with the form and send your message again.',
      table_request:
        'We no longer take table requests through this form – you can now book a table online and see the free times right away. Please open the booking form and pick a time.',
    },
  },
  bookingRefusal: {
    title: 'Your booking could not be accepted',
    back: 'Back to booking',
    reasons: {
      too_large: 'The form sent is too large ({{limit}} at most). Please shorten the note and book again.',
      unsupported_encoding: 'The booking arrived in a form we cannot read. Please open the booking page and try again.',
      too_many_fields: 'The form sent has too many fields. Please open the booking page and try again.',
      unreadable: 'The form sent cannot be read. Please open the booking page and try again.',
      duplicate_field: 'A field of the form was sent more than once. Please open the booking page and try again.',
    },
  },
  methodPage: {
    title: 'This page can only be viewed',
    text: 'Nothing can be sent to this address. Open the page with the link below.',
    back: 'Open the page',
  },
} satisfies Shape<typeof csApi>;
