/**
 * The JSON API's own error messages (field messages come from `forms.errors`).
 * Server only: registered with the server's messages (src/i18n/index.ts), never
 * part of the language chunk the browser downloads.
 */
export const api = {
  errors: {
    validation: 'Formulář obsahuje chyby. Opravte prosím označená pole.',
    bad_request: 'Požadavek nelze přečíst: tělo musí být platný JSON.',
    payload_too_large: 'Požadavek je příliš velký (nejvýše 16 kB).',
    unsupported_media_type: 'Požadavek musí být JSON (Content-Type: application/json).',
    unavailable: 'Zprávu se teď nepodařilo přijmout. Zkuste to prosím znovu, nebo nám zavolejte.',
    not_found: 'Tato adresa API neexistuje.',
    method_not_allowed: 'Tato metoda není u této adresy podporována.',
    internal: 'Nastala neočekávaná chyba. Zkuste to prosím znovu.',
  },
};
