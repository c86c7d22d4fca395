/**
 * The JSON API's own error messages (field messages come from `forms.errors`) and
 * the page of a refused form post. Server only (src/i18n/api-messages.ts), never
 * part of the language chunk the browser downloads.
 */
export const api = {
  errors: {
    validation: 'Formulář obsahuje chyby. Opravte prosím označená pole.',
    bad_request: 'Požadavek nelze přečíst: tělo musí být platný JSON.',
    duplicate_field: 'Jedno z polí je v požadavku uvedeno vícekrát. Každé pole smí být uvedeno jen jednou.',
    payload_too_large: 'Požadavek je příliš velký (nejvýše {{limit}}).',
    unsupported_media_type: 'Požadavek musí být JSON (Content-Type: application/json).',
    unavailable: 'Zprávu se teď nepodařilo přijmout. Zkuste to prosím znovu, nebo nám zavolejte.',
    unconfirmed:
      'Nepodařilo se ověřit, že vaše zpráva dorazila. Odešlete ji prosím znovu – i kdyby už dorazila, nedostaneme ji dvakrát.',
    not_found: 'Tato adresa API neexistuje.',
    method_not_allowed: 'Tato metoda není u této adresy podporována.',
    internal: 'Nastala neočekávaná chyba. Zkuste to prosím znovu.',
    cross_site:
      'Zprávu lze odeslat jen z formuláře na našem webu. Otevřete prosím stránku s formulářem a odešlete zprávu znovu.',
    idempotency_conflict:
      'Dřívější verze této zprávy už k nám dorazila. Chcete-li odeslat i tuto upravenou, stiskněte prosím znovu Odeslat.',
  },
  refusedPage: {
    title: 'Formulář se nepodařilo přijmout',
    back: 'Zpět na formulář',
    /** Why a form post without JavaScript could not be read (the refused post's page; the cross-site reason is `errors.cross_site`). */
    reasons: {
      too_large: 'Odeslaný formulář je příliš velký (nejvýše {{limit}}). Zkraťte prosím text a odešlete zprávu znovu.',
      unsupported_encoding:
        'Odeslaný formulář přišel v kódování, které neumíme přečíst. Otevřete prosím stránku s formulářem a odešlete zprávu znovu.',
      too_many_fields:
        'Odeslaný formulář má příliš mnoho polí. Otevřete prosím stránku s formulářem a odešlete zprávu znovu.',
      unreadable: 'Odeslaný formulář nelze přečíst. Otevřete prosím stránku s formulářem a odešlete zprávu znovu.',
      duplicate_field:
        'Jedno z polí formuláře bylo odesláno vícekrát. Otevřete prosím stránku s formulářem a odešlete zprávu znovu.',
      /** A post of the retired table request (a page left open since before the booking); the link leads to the booking. */
      table_request:
        'Žádosti o stůl tímto formulářem už nepřijímáme – stůl si teď zarezervujete online a volné časy uvidíte hned. Otevřete prosím formulář rezervace a vyberte si čas.',
    },
  },
  /**
   * A booking post refused before the booking form reads it (server/bookings/routes.ts): the
   * page, or the JSON error's message, when its body cannot be read, it came from another site,
   * or too many came from one client.
   */
  bookingRefusal: {
    title: 'Rezervaci se nepodařilo přijmout',
    back: 'Zpět na rezervaci',
    reasons: {
      too_large: 'Odeslaný formulář je příliš velký (nejvýše {{limit}}). Zkraťte prosím poznámku a rezervujte znovu.',
      unsupported_encoding:
        'Rezervace přišla v podobě, kterou neumíme přečíst. Otevřete prosím stránku rezervace a zkuste to znovu.',
      too_many_fields: 'Odeslaný formulář má příliš mnoho polí. Otevřete prosím stránku rezervace a zkuste to znovu.',
      unreadable: 'Odeslaný formulář nelze přečíst. Otevřete prosím stránku rezervace a zkuste to znovu.',
      duplicate_field:
        'Jedno z polí formuláře bylo odesláno vícekrát. Otevřete prosím stránku rezervace a zkuste to znovu.',
    },
  },
  /** The page of a request a page does not take (a form sent to a page without one, PUT, DELETE): 405. */
  methodPage: {
    title: 'Tuto stránku lze jen zobrazit',
    text: 'Na tuto adresu nelze nic odesílat. Stránku otevřete odkazem níže.',
    back: 'Otevřít stránku',
  },
};
