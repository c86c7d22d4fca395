/**
 * The admin's content API: its errors, the reasons editing is off, and the launch
 * checklist. Server only (like api.ts): the admin client shows these texts as the
 * API sends them, in the language of its Accept-Language.
 */
export const adminContent = {
  errors: {
    bad_request: 'Požadavek nelze přečíst: tělo musí být JSON ve tvaru { "data": … }.',
    not_found: 'Takový obsah ani verze neexistuje.',
    conflict: 'Soubor mezitím změnil někdo jiný. Načtěte jeho novou verzi a úpravu proveďte znovu.',
    precondition_required: 'Chybí hlavička If-Match s verzí, ze které úprava vychází.',
    invalid: 'Úpravu nelze uložit: opravte prosím označená pole.',
    payload_too_large: 'Požadavek je příliš velký (nejvýše {{limit}}).',
    unsupported_media_type: 'Požadavek musí být JSON (Content-Type: application/json).',
    read_only: 'Úpravy obsahu jsou vypnuté: {{why}}',
    busy: 'Soubor právě ukládá někdo jiný. Zkuste to prosím za chvíli znovu.',
  },
  readOnly: {
    'read-only':
      'složka s obsahem je připojená jen pro čtení (v compose.yaml bez „:ro“ a zapisovatelná pro uživatele 1000).',
    'not-writable': 'server nemá právo do složky s obsahem zapisovat (vlastníkem má být uživatel 1000).',
    symlink: 'soubor je symbolický odkaz; server přes odkazy nezapisuje.',
    'not-a-file': 'na místě souboru je něco jiného než obyčejný soubor.',
    missing: 'soubor ve složce s obsahem chybí.',
    history:
      'na místě složky s historií úprav (.history) je symbolický odkaz nebo soubor; server přes odkazy nezapisuje.',
  },
  /** A change nested deeper than any content file can be (the loader's limit): no form of the admin sends one. */
  tooDeep:
    'Úprava je zanořená příliš hluboko: víc než {{max}} úrovní seznamů a polí v sobě. Žádný soubor s obsahem tolik nepotřebuje.',
  nothingToSave:
    'Zatím není co uložit: soubor nejde přečíst, a formulář je prázdný. Vyplňte ho prosím, uložením pak soubor nahradíte.',
  tooMany: 'Úprava má víc než {{max}} položek seznamů a polí. Žádný soubor s obsahem jich tolik nepotřebuje.',
  /** A file changed by hand past the loader's bounds: the admin reads no data from it (a save writes new content over it). */
  unreadable: 'Soubor někdo upravil ručně tak, že ho web nepřečte: {{why}}. Uložením zde ho přepíšete novým obsahem.',
  /** A text the loader would refuse as it stands (a version restored, a file written by hand that a change cannot be applied to). */
  unusableText: 'Text souboru by web nepřečetl: {{why}}.',
  unreadableWhy: {
    deep: 'seznamy a pole jsou v sobě zanořené hlouběji než {{max}} úrovní',
    lines: 'má víc než {{max}} řádků',
    marks: 'má víc než {{max}} položek seznamů, polí a závorek',
    aliases: 'víc než {{max}}krát odkazuje na jiné své části',
    aliasCopies: 'jeho odkazy na jiné své části se rozvinou do příliš mnoha kopií',
    aliasLoop: 'jedna jeho část odkazuje sama na sebe donekonečna',
    duplicateKey: 'uvádí totéž pole dvakrát',
    syntax: 'odsazení, uvozovky nebo závorky nemají tvar, který web čte',
  },
  today: {
    closed: 'Dnes zavřeno',
    closesEarly: 'Dnes zavíráme dříve',
  },
  checklist: {
    sample: 'Ukázková hodnota: {{field}} ({{note}})',
    samplePhoto: 'Ukázková fotografie: {{file}}',
    menuPage: 'Stránka „{{page}}“ nemá vlastní obsah ani odkaz (links.yaml: {{keys}}).',
    securityExpiry: 'Kontakt v security.txt platí jen do {{date}}; posuňte datum nejvýše o rok dopředu.',
    mail: 'Odesílání e-mailů není nastavené: zprávy z formulářů zůstávají jen tady v poptávkách a e-mailem nikomu nepřijdou. Nastaví ho provozovatel serveru (proměnná SMTP_URL).',
  },
};
