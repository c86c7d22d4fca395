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
      'Only an owner can do this. Staff publish the lunch menu, today’s exception and announcements, and handle enquiries.',
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
