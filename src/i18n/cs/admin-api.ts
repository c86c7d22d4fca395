/**
 * The admin server's own words: its JSON API's errors and the notice page of an admin
 * that is not built. Server only (src/i18n/admin-api-messages.ts), never in a
 * browser's bundle; the admin client's words are its own.
 */
export const adminApi = {
  errors: {
    unauthorized: 'Nejste přihlášeni, nebo vaše přihlášení vypršelo. Přihlaste se prosím znovu přístupovým klíčem.',
    cross_site: 'Tento požadavek lze odeslat jen ze správy webu na naší adrese.',
    rate_limited: 'Příliš mnoho pokusů. Počkejte prosím chvíli a zkuste to znovu.',
    bad_request: 'Požadavek nelze přečíst: očekáváme JSON ve správném tvaru.',
    payload_too_large: 'Požadavek je příliš velký.',
    unsupported_media_type: 'Požadavek musí být JSON (Content-Type: application/json).',
    invalid_email: 'Zadejte prosím platnou e-mailovou adresu.',
    owner_exists:
      'Tato adresa už patří jinému účtu. Pozvat ji znovu nelze: majitel si nový přístupový klíč přidá sám po přihlášení, člen personálu o něj požádá správce webu.',
    sign_in_again:
      'Přístupový klíč pro další vlastní zařízení lze přidat jen do 5 minut po přihlášení. Přihlaste se prosím nejdřív znovu.',
    invitation_invalid:
      'Tato pozvánka neplatí: vypršela, už byla použita, nebo byla zrušena. Požádejte prosím o novou.',
    verification_failed: 'Přístupový klíč se nepodařilo ověřit. Zkuste to prosím znovu.',
    sign_in_failed: 'Přihlášení se nepodařilo. Zkuste to prosím znovu.',
    sign_in_busy: 'Právě probíhá příliš mnoho přihlašování. Zkuste to prosím znovu za několik minut.',
    last_owner:
      'Tohle nelze odebrat: je to poslední přístup do správy webu a nikdo by se pak nepřihlásil. Nejdřív pozvěte dalšího majitele.',
    last_owner_role:
      'Poslední majitel nemůže mít roli personálu: nikdo by pak nemohl zvát, odebírat ani měnit role. Nejdřív dejte roli majitele někomu dalšímu.',
    role_invalid: 'Role musí být „majitel“, nebo „personál“.',
    staff_forbidden:
      'Tohle může udělat jen majitel. Personál zveřejňuje obědové menu, dnešní výjimku a oznámení, vyřizuje poptávky a vede knihu rezervací.',
    not_found: 'Tato adresa správy neexistuje.',
    unavailable: 'Správa teď nemá přístup ke svým datům. Zkuste to prosím za chvíli znovu.',
    enquiry_id_invalid: 'Tohle není označení žádné poptávky.',
    enquiry_not_found: 'Tuto poptávku už nemáme: byla smazána, nebo uplynula doba, po kterou poptávky uchováváme.',
    enquiry_status_invalid:
      'Stav poptávky musí být „new“ (nová), „answered“ (vyřízená), „archived“ (archivovaná), „confirmed“ (potvrzená), nebo „declined“ (odmítnutá) a nic dalšího.',
    enquiry_status_not_table:
      'Potvrdit nebo odmítnout lze jen žádost o stůl. Zprávu označte jako vyřízenou nebo archivovanou.',
    enquiry_not_failed:
      'Znovu odeslat lze jen poptávku, kterou se nepodařilo doručit. Tahle ještě čeká na odeslání, nebo už odešla.',
    enquiry_pending:
      'Tuto poptávku zatím nelze smazat: ještě čeká na odeslání do schránky restaurace. Zkuste to prosím, až odejde.',
    enquiry_changed: 'Poptávka se mezitím změnila (třeba právě odešla). Načtěte prosím poptávky znovu.',
    inbox_unavailable:
      'Poptávky teď nelze načíst: server se nedostane k místu, kde jsou uložené. Zkuste to prosím za chvíli znovu.',
    push_endpoint_invalid:
      'Tohle není adresa služby upozornění, kterou umíme použít (musí být https a nejvýš 1 024 znaků). Zapněte upozornění prosím znovu.',
    push_keys_invalid: 'Klíče zařízení pro upozornění nejsou v pořádku. Zapněte upozornění prosím znovu.',
    push_device_not_found: 'Toto zařízení nemá upozornění zapnutá (nebo patří jinému účtu).',
    booking_date_invalid: 'Tohle není den v kalendáři. Vyberte prosím den.',
    booking_id_invalid: 'Tohle není označení žádné rezervace ani blokace.',
    booking_not_found:
      'Tuto rezervaci v tomto dni nemáme: mezitím ji někdo přesunul, nebo už byla smazána. Načtěte prosím den znovu.',
    block_not_found: 'Tuto blokaci už nemáme: někdo ji mezitím zrušil. Načtěte prosím den znovu.',
    booking_invalid: 'Zkontrolujte prosím vyznačená pole.',
    booking_state:
      'S touto rezervací to už udělat nelze: mezitím se změnila (je potvrzená, odmítnutá, zrušená nebo už proběhla). Načtěte prosím den znovu.',
    booking_not_yet: 'Příchod hostů nebo to, že nepřišli, lze označit až v den rezervace.',
    booking_past: 'Tento čas už minul. Vyberte prosím pozdější čas.',
    booking_closed: 'V tento den máme zavřeno. Vyberte prosím jiný den.',
    booking_area_closed: 'Tato část podniku v tento den rezervace nebere. Vyberte prosím jinou.',
    booking_not_offered:
      'V tento čas rezervace nebereme: je mimo otevírací dobu, po posledním usazení, nebo mimo krok rezervačních časů.',
    booking_blocked: 'Tento čas je zablokovaný. Chcete-li v něm rezervovat, nejdřív blokaci zrušte.',
    booking_full:
      'V tento čas už pro tolik hostů není místo. Nejbližší volné časy: {times}. Nebo rezervaci přidejte i tak, nad kapacitu.',
    booking_full_none:
      'V tento čas už pro tolik hostů není místo a tento den už žádný volný čas nemá. Rezervaci lze přidat i tak, nad kapacitu.',
    booking_field_invalid: 'Tato hodnota neplatí.',
    booking_block_area: 'Vyberte, co blokujete: celý podnik, nebo jednu jeho část.',
    booking_block_time: 'Zadejte čas jako 18:30.',
    booking_block_order: 'Konec blokace musí být později než její začátek.',
    booking_block_reason: 'Napište důvod (nejvýše 200 znaků), třeba „soukromá akce“.',
    bookings_unavailable:
      'Rezervace teď nelze načíst ani změnit: server se nedostane k místu, kde jsou uložené. Zkuste to prosím za chvíli znovu.',
    subscriber_email_invalid: 'Tohle není e-mailová adresa. Napište ji celou, třeba jana@example.cz.',
    subscribers_unavailable:
      'Odběratele menu teď nelze načíst ani vymazat: server se nedostane k místu, kde jsou uložení. Zkuste to prosím za chvíli znovu.',
    visits_unavailable:
      'Návštěvnost teď nelze načíst: server se nedostane k místu, kde jsou počty uložené. Zkuste to prosím za chvíli znovu.',
  },
  /** The page of an address under /admin that is none of the admin's pages (404). */
  notFound: {
    title: 'Stránka nenalezena',
    text: 'Tato adresa správy webu neexistuje. Zkontrolujte ji, nebo pokračujte na přehled.',
    back: 'Na přehled správy webu',
  },
  /** The page shown when the admin's client was not built into this release (503). */
  notBuilt: {
    title: 'Správa webu není k dispozici',
    text: 'Tato verze webu neobsahuje aplikaci správy. Dejte prosím vědět provozovateli webu.',
    back: 'Zpět na web',
  },
};
