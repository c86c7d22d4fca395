import type { Shape } from '../shape';
import type { subscription as csSubscription } from '../cs/subscription';

export const subscription = {
  back: 'Back to the Daily Menu',
  sent: {
    title: 'Check your inbox',
    text: "If this address isn't subscribed yet, we've sent it an email with a link to confirm. Until you confirm, we won't send you anything else, and we forget an unconfirmed address after seven days.",
  },
  invalid: {
    title: 'Please check the form',
    text: 'Something in the form is not right. Please correct it and send the form again.',
  },
  errors: {
    email: 'Enter a valid email address (at most {{max}} characters).',
    consent: 'Please check the box to say you want the lunch menu.',
  },
  limited: {
    title: 'Too many attempts',
    text: 'Too many requests came from your connection in a short time. Please try again in a few minutes.',
  },
  unavailable: {
    title: "We can't handle your request right now",
    text: "We couldn't save your request just now. Please try again in a moment.",
  },
  confirm: {
    title: 'Confirm your subscription',
    text: 'Please confirm that you want the lunch menu by email every weekday.',
    button: 'Confirm subscription',
  },
  confirmed: {
    title: 'Subscription confirmed',
    text: "Thank you. We'll send you the lunch menu every weekday morning. Every email has a link to unsubscribe.",
    unsubscribe: 'Changed your mind? Unsubscribe',
  },
  alreadyConfirmed: {
    title: 'Already confirmed',
    text: "You've already confirmed this address. We send you the lunch menu every weekday morning; there's nothing more to confirm.",
    unsubscribe: 'Want to stop? Unsubscribe',
  },
  tokenInvalid: {
    title: 'This link no longer works',
    text: 'This link is invalid or has expired. We forget unconfirmed addresses after seven days – please subscribe again.',
  },
  unsubscribe: {
    title: 'Unsubscribe',
    text: 'Do you want to stop getting the lunch menu by email?',
    button: 'Unsubscribe',
  },
  unsubscribed: {
    title: 'You are unsubscribed',
    text: "We've deleted your address from the list. You won't get any more lunch menu emails.",
  },
  email: {
    subject: 'Confirm your lunch menu subscription – {{venue}}',
    greeting: 'Hello,',
    text: 'Someone, most likely you, asked for the lunch menu of {{venue}} to be sent to this address. To confirm, press the button on the page this link opens:',
    link: 'Confirm subscription',
    ignore: "If you didn't ask for it, just ignore this email – we won't send you anything else.",
    forgetIn7Days: 'We forget an unconfirmed address after seven days.',
    signature: '{{venue}}',
  },
} satisfies Shape<typeof csSubscription>;
