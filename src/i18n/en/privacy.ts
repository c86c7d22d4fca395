import type { Messages } from '../cs';

/** English has no "few" plural: `_few` is never picked, and says what `_other` says (the keys match the Czech). */
export const privacy = {
  eyebrow: 'Your privacy',
  title: 'Privacy Notice',
  lead: 'What happens to the information you entrust to us on this website: what we process and why, how long we keep it, who receives it and what your rights are.',
  controller: {
    title: 'Who processes your data',
    text: 'The controller of your personal data is the operator of {{restaurant}}: {{name}}, company ID (IČO) {{ico}}, registered office {{address}}.',
    contact: 'For anything concerning your data, you can reach us:',
    email: 'by email at',
    phone: 'by phone at',
    post: 'by mail to our registered office.',
  },
  forms: {
    title: 'What we process when you write to us',
    intro:
      "The website has three forms. What you fill in is stored by our server and sent by email to the restaurant's mailbox, so that we can reply to you.",
    data: 'What you fill in',
    purpose: 'What we need it for',
    basis: 'Legal basis',
    contact: {
      title: 'Contact form',
      data: 'Your name, email address, a subject (optional) and your message.',
      purpose: 'To answer your question.',
      basis:
        'Your consent ({{article}}), which you give by checking the box in the form. You can withdraw it at any time by email or phone, and we will then delete your message. Withdrawing it does not affect the processing that took place before.',
    },
    lounge: {
      title: 'Lounge inquiry',
      data: 'Your name, email address, phone (optional), the date and type of the event, the approximate number of guests, the table arrangement (optional) and additional requests (optional).',
      purpose: 'To prepare an offer for renting the lounge and to agree on the details of your event.',
      basis:
        'Your consent ({{article}}), which you give by checking the box in the form. You can withdraw it at any time by email or phone, and we will then delete your inquiry. Withdrawing it does not affect the processing that took place before. If we then agree on renting the lounge, we process what the contract needs in order to perform it ({{contract}}).',
    },
    table: {
      title: 'Table booking',
      data: 'The day, time, number of guests and place, your name, email address, phone and a note (optional).',
      purpose:
        'To book your table, send you the confirmation, a reminder and any changes, and let you see, change or cancel the booking yourself.',
      basis:
        'Steps you ask us to take before entering into a contract ({{article}}). A booking therefore has no consent box; the form links here beside its button.',
      kept_one:
        'The server keeps a booking for {{count}} day after its day, then deletes it, and the link in the email with it. On your request we erase it sooner, everywhere: from our book of bookings and with every email about it kept on the server.',
      kept_few:
        'The server keeps a booking for {{count}} days after its day, then deletes it, and the link in the email with it. On your request we erase it sooner, everywhere: from our book of bookings and with every email about it kept on the server.',
      kept_other:
        'The server keeps a booking for {{count}} days after its day, then deletes it, and the link in the email with it. On your request we erase it sooner, everywhere: from our book of bookings and with every email about it kept on the server.',
    },
    voluntary:
      'Filling out a form is voluntary. Without the required details, however, we cannot reply to you or prepare an offer.',
  },
  subscription: {
    title: 'The lunch menu by email',
    intro:
      'On the Daily Menu page you can subscribe to get the lunch menu by email. We send it every weekday morning on which we serve lunch.',
    data: 'Your email address, the language of the emails and when you confirmed the subscription. Until you confirm, we keep the address with the time of the request and forget it ourselves after {{days}} days.',
    purpose: 'So that we can send you the lunch menu by email.',
    basis:
      'Your consent ({{article}}), which you give by checking the box in the form and confirming with the link in the email. You withdraw it with the unsubscribe link in every email; unsubscribing takes effect at once and we delete the address right away.',
    kept: 'We keep the address until you unsubscribe or until we delete it at your request – everywhere, together with the emails to it that are stored on the server.',
    confirmation_one:
      'The server keeps a copy of the confirmation email like the messages from the forms and deletes it by itself after {{count}} day.',
    confirmation_few:
      'The server keeps a copy of the confirmation email like the messages from the forms and deletes it by itself after {{count}} days.',
    confirmation_other:
      'The server keeps a copy of the confirmation email like the messages from the forms and deletes it by itself after {{count}} days.',
    sends:
      "Of each morning's sending, the server keeps only the subscriber's identifier (not their address) and how the delivery went, for {{sendDays}} days.",
    processor: 'The emails go through the mail server of our email provider, which is our processor (see below).',
  },
  retention: {
    title: 'How long we keep it',
    queue:
      'Our server first stores the message from a form and only then sends it by email to our mailbox. If the mail server is unavailable at the moment, the message waits and the server keeps trying until it is delivered.',
    sent_one:
      'Once the message is delivered, the server keeps a copy and deletes it automatically after {{count}} day.',
    sent_few:
      'Once the message is delivered, the server keeps a copy and deletes it automatically after {{count}} days.',
    sent_other:
      'Once the message is delivered, the server keeps a copy and deletes it automatically after {{count}} days.',
    failed_one:
      'If the mail server refuses a message for good (for example because of a mistake in the mailbox address), our server sets it aside so that we can check it and send it again. This copy, too, is deleted automatically {{count}} day after the refusal. If we send it again in the meantime, it is treated like any delivered message.',
    failed_few:
      'If the mail server refuses a message for good (for example because of a mistake in the mailbox address), our server sets it aside so that we can check it and send it again. This copy, too, is deleted automatically {{count}} days after the refusal. If we send it again in the meantime, it is treated like any delivered message.',
    failed_other:
      'If the mail server refuses a message for good (for example because of a mistake in the mailbox address), our server sets it aside so that we can check it and send it again. This copy, too, is deleted automatically {{count}} days after the refusal. If we send it again in the meantime, it is treated like any delivered message.',
    cleanup: 'The server looks for old copies and deletes them whenever it starts and every six hours after that.',
    mailbox:
      'We keep the email in our mailbox only as long as we need it to handle your question or inquiry. If your inquiry leads to a booking, we keep it for the duration of the contract and after that only as long as the law requires us to.',
    inbox:
      "The restaurant's owners can also see form messages in the site's admin area (described below). If you ask us to erase yours, they delete it from the server with all its copies at once, without waiting for this period to end.",
  },
  recipients: {
    title: 'Who receives it',
    intro:
      'We do not sell your data or pass it on to anyone for marketing. Only the companies that run the website and the email for us work with it, as our processors:',
    hosting:
      'the hosting provider, on whose server the website runs and where the messages and the server logs are stored;',
    mail: 'the provider of our mailbox, whose mail server delivers the messages and stores the emails.',
  },
  logs: {
    title: 'What the web server logs',
    what: 'For every request to the website the server writes a line to its log: the time, the address of the page, the result and how long the answer took, and the IP address the request came from. It does not record your browser type, the part of the address after a question mark, or anything you type into a form; email addresses and phone numbers in a page address are replaced.',
    purpose:
      'We need the logs to keep the website running and secure, to detect attacks and to find errors. The legal basis is our legitimate interest ({{article}}).',
    kept_one: 'The logs are deleted after {{count}} day.',
    kept_few: 'The logs are deleted after {{count}} days.',
    kept_other: 'The logs are deleted after {{count}} days.',
    forms:
      'The server also uses the IP address briefly to protect the forms: it limits how many messages can be sent from one address and recognizes a message sent twice by mistake. It does not store the address with the message.',
  },
  cookies: {
    title: 'Cookies and tracking',
    none: "This website sets no cookies for its visitors and tracks no one: it uses no analytics or advertising tools. Fonts, images and scripts are loaded from our own server only. The one cookie it uses belongs to the site's admin area and is set only for the restaurant's owners when they sign in to it (described below).",
    counts:
      'The server only counts how many times each page was viewed in each hour, and of the link a visitor came by it keeps only the name of the website (for example mapy.cz). It records no address, identifier or cookie with it, nothing about individual visitors; it keeps the totals for {{months}} months.',
    scroll:
      'In your browser, the website only remembers how far you scrolled down a page, so that the Back button takes you back to the same place. This stays in your browser, is gone when you close the tab and is never sent anywhere.',
    menus: {
      both: 'The Daily Menu and the Food Menu are embedded from the service {{provider}}. On the menu pages your browser loads them directly from that service, which therefore learns your IP address and may store its own cookies in your browser. How it handles your data is described in its own privacy policy.',
      daily:
        'The Daily Menu is embedded from the service {{provider}}. On the Daily Menu page your browser loads it directly from that service, which therefore learns your IP address and may store its own cookies in your browser. How it handles your data is described in its own privacy policy.',
      food: 'The Food Menu is embedded from the service {{provider}}. On the Food Menu page your browser loads it directly from that service, which therefore learns your IP address and may store its own cookies in your browser. How it handles your data is described in its own privacy policy.',
    },
    links:
      'Links to other websites (such as a social network or a booking system) take you away from our website; the rules of their operators apply there.',
  },
  admin: {
    title: "The site's admin area",
    intro:
      "The restaurant's owners and managers manage the website in its admin area: they edit its content and read the messages from the forms. They sign in with a passkey; there are no passwords. For this, the admin area keeps:",
    owners: 'the email address of everyone who may sign in, until one of the owners removes them,',
    passkeys:
      'for each of their passkeys, the public part of the key and its name, when it was created and when it was last used, until the passkey or its owner is removed (the private part of the key never leaves their device),',
    invitations:
      'an invitation for a new owner (their email address and a fingerprint of the link, never the link itself) for {{hours}} hours at most, or until it is used,',
    sessions:
      "sign-ins: the owner's browser holds a single cookie with a random sign-in identifier, valid for the admin only; the server keeps a fingerprint of that identifier and who is signed in. A sign-in ends after {{idleMinutes}} minutes without activity, after {{hours}} hours at most, or when the owner signs out,",
    audit:
      'an audit log: who signed in, or tried and failed, when; whom they invited or removed, what they changed on the website and how they marked a message from a form. It holds no message text.',
    auditKept_one: 'Its entries are deleted after {{count}} day,',
    auditKept_few: 'Its entries are deleted after {{count}} days,',
    auditKept_other: 'Its entries are deleted after {{count}} days,',
    statuses:
      'for each message from a form, its status (new, answered, archived, and for a table reservation also confirmed or declined) for as long as the message is kept; it is deleted with the message.',
    attempts:
      'The server counts sign-in attempts by IP address, to stop guessing, and forgets them after {{minutes}} minutes.',
    basis: 'The legal basis is our legitimate interest in running the website securely ({{article}}).',
  },
  rights: {
    title: 'Your rights',
    intro: 'You have the right to:',
    access: 'know what data we process about you and get a copy of it;',
    rectification: 'have inaccurate data corrected;',
    erasure: 'ask for your data to be erased;',
    restriction: 'ask us to restrict its processing;',
    objection: 'object to processing based on our legitimate interest (the server logs);',
    portability:
      'receive the data you gave us in a machine-readable format, or have it passed on to another controller;',
    withdraw: 'withdraw the consent you gave us at any time.',
    how: 'Just write to {{email}} or give us a call. We will deal with it without undue delay, within one month at the latest.',
    automated: 'We do not use automated decision-making or profiling.',
    complaint:
      'If you believe that we do not handle your data in line with the law, you can lodge a complaint with the supervisory authority:',
  },
  law: {
    consent: 'Art. 6(1)(a) GDPR',
    contract: 'Art. 6(1)(b) GDPR',
    interest: 'Art. 6(1)(f) GDPR',
    authority: 'Office for Personal Data Protection (Úřad pro ochranu osobních údajů)',
    authorityAddress: 'Pplk. Sochora 27, 170 00 Prague 7, Czech Republic',
    authorityWeb: 'uoou.gov.cz',
    authorityUrl: 'https://uoou.gov.cz/',
  },
} satisfies Messages['privacy'];
