/** Where every form posts its JSON (spec section 7: the send-contact-email call). */
export const CONTACT_API_PATH = '/api/send-contact-email';
