/**
 * The words of the lunch menu by e-mail's own pages (the subscribe form's answers, the
 * confirmation and unsubscribe links' pages) and of the confirmation e-mail. Server only
 * (src/i18n/subscription-messages.ts, rule `subscription-words-server-only`), never part of a
 * chunk the browser downloads; the card's own words are `dailyMenu.subscribe.form`.
 */
export const subscription = {
  back: 'Zpět na denní menu',
  /** The "check your inbox" page: the same answer whether the address is new, pending, confirmed or past its limit. */
  sent: {
    title: 'Zkontrolujte svou e-mailovou schránku',
    text: 'Pokud adresa ještě odběr nemá, poslali jsme na ni e-mail s odkazem k potvrzení. Dokud odběr nepotvrdíte, nic dalšího vám nepošleme, a nepotvrzenou adresu po sedmi dnech zapomeneme.',
  },
  invalid: {
    title: 'Zkontrolujte prosím formulář',
    text: 'Některý údaj není v pořádku. Opravte ho prosím a odešlete formulář znovu.',
  },
  errors: {
    email: 'Zadejte platnou e-mailovou adresu (nejvýše {{max}} znaků).',
    consent: 'Zaškrtněte prosím, že chcete polední menu dostávat.',
  },
  limited: {
    title: 'Příliš mnoho pokusů',
    text: 'Z vašeho připojení přišlo v krátké době příliš mnoho žádostí. Zkuste to prosím znovu za několik minut.',
  },
  unavailable: {
    title: 'Žádost teď nelze vyřídit',
    text: 'Vaši žádost se teď nepodařilo uložit. Zkuste to prosím znovu za chvíli.',
  },
  confirm: {
    title: 'Potvrzení odběru',
    text: 'Potvrďte prosím, že chcete každý všední den dostávat polední menu e-mailem.',
    button: 'Potvrdit odběr',
  },
  confirmed: {
    title: 'Odběr je potvrzený',
    text: 'Děkujeme. Polední menu vám budeme posílat každý všední den ráno. Odhlásit se můžete odkazem v každém e-mailu.',
    /** The link to this subscriber's unsubscribe page, right here too. */
    unsubscribe: 'Rozmysleli jste si to? Odhlásit odběr',
  },
  /** The confirmation link opened again after confirming: nothing to press, the way out linked. */
  alreadyConfirmed: {
    title: 'Odběr už je potvrzený',
    text: 'Tuto adresu jste už potvrdili. Polední menu vám posíláme každý všední den ráno, potvrzovat znovu nic nemusíte.',
    unsubscribe: 'Chcete odběr zrušit? Odhlásit odběr',
  },
  tokenInvalid: {
    title: 'Odkaz už neplatí',
    text: 'Tento odkaz je neplatný nebo vypršel. Nepotvrzené adresy po sedmi dnech zapomínáme – přihlaste se prosím k odběru znovu.',
  },
  unsubscribe: {
    title: 'Odhlášení odběru',
    text: 'Chcete přestat dostávat polední menu e-mailem?',
    button: 'Odhlásit odběr',
  },
  unsubscribed: {
    title: 'Odběr je odhlášený',
    text: 'Adresu jsme ze seznamu odběratelů smazali. Další e-maily s poledním menu vám už nepřijdou.',
  },
  /** The confirmation e-mail (server/subscribers/confirmation-email.ts). */
  email: {
    subject: 'Potvrďte odběr poledního menu – {{venue}}',
    greeting: 'Dobrý den,',
    text: 'někdo, nejspíš vy, požádal na webu {{venue}} o zasílání poledního menu na tuto adresu. Odběr potvrdíte tlačítkem na stránce, kterou otevře tento odkaz:',
    link: 'Potvrdit odběr',
    ignore: 'Pokud jste o odběr nežádali, tento e-mail prostě ignorujte – nic dalšího vám nepošleme.',
    forgetIn7Days: 'Nepotvrzenou adresu po sedmi dnech zapomeneme.',
    signature: '{{venue}}',
  },
};
