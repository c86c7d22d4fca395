import type { Shape } from '../shape';
import type { adminApi as csAdminApi } from '../cs/admin-api';

export const adminApi = {
  errors: {
    unauthorized: 'You are not signed in, or your session has expired. Please sign in again with your passkey.',
    cross_site: 'This request can only be sent from the site’s admin at our address.',
    rate_limited: 'Too many attempts. Please wait a moment and try again.',
    bad_request: 'The request cannot be read: we expect JSON of the right shape.',
    payload_too_large: 'The request is too large.',
    unsupported_media_type: 'The request must be JSON (Content-Type: application/json).',
    invalid_email: 'Please enter a valid e-mail address.',
    owner_exists:
      'This address already belongs to another account. It cannot be invited again: an owner adds a new passkey themselves after signing in; a staff member asks the site’s operator for one.',
    sign_in_again:
      'A passkey for another device of your own can be added only within 5 minutes of signing in. Please sign in again first.',
    invitation_invalid:
      'This invitation is not valid: it has expired, has been used, or was revoked. Please ask for a new one.',
    verification_failed: 'The passkey could not be verified. Please try again.',
    sign_in_failed: 'Signing in did not succeed. Please try again.',
    sign_in_busy: 'Too many sign-ins are under way right now. Please try again in a few minutes.',
    last_owner:
      'This cannot be removed: it is the last way into the admin, and nobody could sign in. Invite another owner first.',
    last_owner_role:
      'The last owner cannot become staff: nobody could then invite, revoke or change roles. Make someone else an owner first.',
    role_invalid: 'The role must be “owner” or “staff”.',
    staff_forbidden:
      'Only an owner can do this. Staff publish the lunch menu, today’s exception and announcements, handle enquiries and keep the bookings.',
    not_found: 'This admin address does not exist.',
    unavailable: 'The admin cannot reach its data right now. Please try again in a moment.',
    enquiry_id_invalid: 'This is not the id of any enquiry.',
    enquiry_not_found: 'This enquiry is no longer kept: it was deleted, or the time enquiries are kept has passed.',
    enquiry_status_invalid:
      'The status of an enquiry must be “new”, “answered”, “archived”, “confirmed” or “declined”, and nothing else.',
    enquiry_status_not_table:
      'Only a table request can be confirmed or declined. Mark a message as answered or archived.',
    enquiry_not_failed:
      'Only an enquiry that could not be delivered can be sent again. This one is still waiting to be sent, or has been sent.',
    enquiry_pending:
      'This enquiry cannot be deleted yet: it is still waiting to be sent to the restaurant’s mailbox. Please try again once it has gone.',
    enquiry_changed: 'The enquiry changed meanwhile (it may just have been sent). Please reload the enquiries.',
    inbox_unavailable:
      'The enquiries cannot be read right now: the server cannot reach where they are kept. Please try again in a moment.',
    push_endpoint_invalid:
      'This is not a notification service address we can use (it must be https and at most 1,024 characters). Please switch notifications on again.',
    push_keys_invalid: "The device's notification keys are not valid. Please switch notifications on again.",
    push_device_not_found: 'This device does not have notifications switched on (or it belongs to another account).',
    booking_date_invalid: 'This is not a calendar date. Please pick a day.',
    booking_id_invalid: 'This does not name any booking or block.',
    booking_not_found: 'This booking is not on this day: it was moved meanwhile, or it is gone. Please reload the day.',
    block_not_found: 'This block is gone: someone lifted it meanwhile. Please reload the day.',
    booking_invalid: 'Please check the marked fields.',
    booking_state:
      'This can no longer be done with this booking: it changed meanwhile (it is confirmed, declined, canceled or over). Please reload the day.',
    booking_not_yet: 'Guests can be marked as arrived or as a no-show only on the day of their booking.',
    booking_past: 'This time has passed. Please pick a later time.',
    booking_closed: 'We are closed on this day. Please pick another day.',
    booking_area_closed: 'This part of the restaurant takes no bookings on this day. Please pick another.',
    booking_not_offered:
      'We take no bookings at this time: it is outside the opening hours, after the last seating, or off the booking times’ step.',
    booking_blocked: 'This time is blocked. To book it, lift the block first.',
    booking_full:
      'There is no room for this many guests at this time. The nearest free times: {times}. Or add the booking anyway, above capacity.',
    booking_full_none:
      'There is no room for this many guests at this time, and this day has no free time left. The booking can still be added above capacity.',
    booking_field_invalid: 'This value is not valid.',
    booking_block_area: 'Choose what to block: the whole restaurant, or one part of it.',
    booking_block_time: 'Enter a time such as 18:30.',
    booking_block_order: 'The block must end after it starts.',
    booking_block_reason: 'Write a reason (at most 200 characters), such as “private event”.',
    bookings_unavailable:
      'Bookings cannot be read or changed right now: the server cannot reach where they are kept. Please try again in a moment.',
    subscriber_email_invalid: 'This is not an email address. Write it in full, such as jana@example.com.',
    subscribers_unavailable:
      'The menu’s subscribers cannot be read or erased right now: the server cannot reach where they are kept. Please try again in a moment.',
    visits_unavailable:
      'The visits cannot be read right now: the server cannot reach where the counts are kept. Please try again in a moment.',
  },
  notFound: {
    title: 'Page not found',
    text: 'This admin address does not exist. Check it, or go on to the overview.',
    back: 'To the admin’s overview',
  },
  notBuilt: {
    title: 'The site’s admin is not available',
    text: 'This release of the site does not include the admin application. Please tell the site’s operator.',
    back: 'Back to the site',
  },
} satisfies Shape<typeof csAdminApi>;
