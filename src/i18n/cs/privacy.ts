/**
 * The privacy notice (GDPR Art. 13). The restaurant's facts (the operator, its
 * contacts, how long logs are kept, the menu provider) come from the content,
 * how long enquiries are kept from the configuration (MAIL_KEEP_DAYS); `law`
 * holds the law's own references (articles, the supervisory authority).
 * `{{count}}` texts have one form per Czech plural (1 / 2–4 / 5 and more).
 */
export const privacy = {
  eyebrow: 'Vaše soukromí',
  title: 'Ochrana osobních údajů',
  lead: 'Co se děje s údaji, které nám na tomto webu svěříte: co zpracováváme a proč, jak dlouho to uchováváme, komu to předáváme a jaká máte práva.',
  controller: {
    title: 'Kdo vaše údaje zpracovává',
    text: 'Správcem vašich osobních údajů je provozovatel {{restaurant}}: {{name}}, IČO {{ico}}, se sídlem {{address}}.',
    contact: 'Se vším, co se týká vašich údajů, se na nás můžete obrátit:',
    email: 'e-mailem na adrese',
    phone: 'telefonicky na čísle',
    post: 'dopisem na adresu sídla.',
  },
  forms: {
    title: 'Co zpracováváme, když nám napíšete',
    intro:
      'Na webu jsou tři formuláře. Co do nich vyplníte, náš server uloží a pošle e-mailem do schránky restaurace, abychom vám mohli odpovědět.',
    data: 'Co vyplňujete',
    purpose: 'K čemu to potřebujeme',
    basis: 'Právní základ',
    contact: {
      title: 'Kontaktní formulář',
      data: 'Jméno, e-mailovou adresu, předmět (nepovinný) a text zprávy.',
      purpose: 'Abychom vám mohli odpovědět na dotaz.',
      basis:
        'Váš souhlas ({{article}}), který dáváte zaškrtnutím políčka ve formuláři. Souhlas můžete kdykoli odvolat e-mailem nebo telefonicky a vaši zprávu pak smažeme. Odvolání se nedotkne zpracování, které proběhlo před ním.',
    },
    lounge: {
      title: 'Poptávka salonku',
      data: 'Jméno, e-mailovou adresu, telefon (nepovinný), datum a typ akce, přibližný počet hostů, uspořádání stolů (nepovinné) a další požadavky (nepovinné).',
      purpose: 'Abychom vám mohli připravit nabídku pronájmu salonku a domluvit se na podrobnostech akce.',
      basis:
        'Váš souhlas ({{article}}), který dáváte zaškrtnutím políčka ve formuláři. Souhlas můžete kdykoli odvolat e-mailem nebo telefonicky a vaši poptávku pak smažeme. Odvolání se nedotkne zpracování, které proběhlo před ním. Pokud se pak domluvíme na pronájmu salonku, údaje potřebné ke smlouvě zpracováváme kvůli jejímu plnění ({{contract}}).',
    },
    table: {
      title: 'Rezervace stolu',
      data: 'Den, čas, počet hostů a místo, jméno, e-mailovou adresu, telefon a poznámku (nepovinnou).',
      purpose:
        'Abychom vám mohli stůl rezervovat, poslat potvrzení, připomínku a změny a abyste rezervaci mohli sami zobrazit, změnit nebo zrušit.',
      basis:
        'Opatření přijatá před uzavřením smlouvy na vaši žádost ({{article}}). Rezervace proto nemá políčko se souhlasem; formulář u tlačítka odkazuje sem.',
      kept_one:
        'Rezervaci server uchovává do {{count}} dne po dni, na který byla, pak ji sám smaže i s odkazem z e-mailu. Na vaši žádost ji smažeme i dříve, a to všude: z knihy rezervací i se všemi e-maily k ní, které jsou uložené na serveru.',
      kept_few:
        'Rezervaci server uchovává do {{count}} dnů po dni, na který byla, pak ji sám smaže i s odkazem z e-mailu. Na vaši žádost ji smažeme i dříve, a to všude: z knihy rezervací i se všemi e-maily k ní, které jsou uložené na serveru.',
      kept_other:
        'Rezervaci server uchovává do {{count}} dnů po dni, na který byla, pak ji sám smaže i s odkazem z e-mailu. Na vaši žádost ji smažeme i dříve, a to všude: z knihy rezervací i se všemi e-maily k ní, které jsou uložené na serveru.',
    },
    voluntary: 'Vyplnit formulář není povinné. Bez povinných údajů vám ale nemůžeme odpovědět ani připravit nabídku.',
  },
  /**
   * The lunch menu by e-mail (server/subscribers, server/lunch-mail): what is kept and for how
   * long. The periods are the features' constants, passed in by the page (`days`, `sendDays`:
   * each 5 or more, the plural form written here; tests/integration/privacy.test.ts holds them equal).
   */
  subscription: {
    title: 'Polední menu e-mailem',
    intro:
      'Na stránce s denním menu se můžete přihlásit k odběru poledního menu e-mailem. Posíláme ho každý všední den dopoledne, kdy polední menu podáváme.',
    data: 'Vaši e-mailovou adresu, jazyk e-mailů a čas, kdy jste odběr potvrdili. Dokud odběr nepotvrdíte, uchováváme adresu s časem žádosti a po {{days}} dnech ji sami zapomeneme.',
    purpose: 'Abychom vám mohli posílat polední menu e-mailem.',
    basis:
      'Váš souhlas ({{article}}), který dáváte zaškrtnutím políčka ve formuláři a potvrzením odkazem z e-mailu. Souhlas odvoláte odkazem k odhlášení, který je v každém e-mailu; odhlášení platí okamžitě a adresu hned smažeme.',
    kept: 'Adresu uchováváme, dokud se neodhlásíte nebo dokud ji na vaši žádost nesmažeme – to uděláme všude, i s e-maily k ní, které jsou uložené na serveru.',
    confirmation_one:
      'Kopii potvrzovacího e-mailu server uchovává stejně jako zprávy z formulářů a po {{count}} dni ji sám smaže.',
    confirmation_few:
      'Kopii potvrzovacího e-mailu server uchovává stejně jako zprávy z formulářů a po {{count}} dnech ji sám smaže.',
    confirmation_other:
      'Kopii potvrzovacího e-mailu server uchovává stejně jako zprávy z formulářů a po {{count}} dnech ji sám smaže.',
    sends:
      'O každém ranním rozesílání si server pamatuje jen identifikátor odběratele (ne jeho adresu) a jak doručení dopadlo, a to {{sendDays}} dní.',
    processor:
      'E-maily odesíláme přes poštovní server našeho poskytovatele e-mailu, který je naším zpracovatelem (viz níže).',
  },
  retention: {
    title: 'Jak dlouho údaje uchováváme',
    queue:
      'Zprávu z formuláře náš server nejdříve uloží a teprve potom ji odešle e-mailem do naší schránky. Když poštovní server zrovna není dostupný, zpráva počká a server ji zkouší odeslat znovu, dokud se to nepodaří.',
    sent_one: 'Po odeslání si server ponechá kopii zprávy a po {{count}} dni ji sám smaže.',
    sent_few: 'Po odeslání si server ponechá kopii zprávy a po {{count}} dnech ji sám smaže.',
    sent_other: 'Po odeslání si server ponechá kopii zprávy a po {{count}} dnech ji sám smaže.',
    failed_one:
      'Když poštovní server zprávu trvale odmítne (například kvůli chybě v adrese schránky), náš server ji odloží stranou, abychom ji mohli zkontrolovat a odeslat znovu. I tuto kopii smaže po {{count}} dni od odmítnutí. Pokud ji mezitím odešleme znovu, platí pro ni totéž co pro každou odeslanou zprávu.',
    failed_few:
      'Když poštovní server zprávu trvale odmítne (například kvůli chybě v adrese schránky), náš server ji odloží stranou, abychom ji mohli zkontrolovat a odeslat znovu. I tuto kopii smaže po {{count}} dnech od odmítnutí. Pokud ji mezitím odešleme znovu, platí pro ni totéž co pro každou odeslanou zprávu.',
    failed_other:
      'Když poštovní server zprávu trvale odmítne (například kvůli chybě v adrese schránky), náš server ji odloží stranou, abychom ji mohli zkontrolovat a odeslat znovu. I tuto kopii smaže po {{count}} dnech od odmítnutí. Pokud ji mezitím odešleme znovu, platí pro ni totéž co pro každou odeslanou zprávu.',
    cleanup: 'Staré kopie server vyhledává a maže při každém spuštění a pak každých šest hodin.',
    mailbox:
      'E-mail v naší schránce uchováváme jen tak dlouho, jak je potřeba k vyřízení vašeho dotazu nebo poptávky. Pokud z poptávky vznikne objednávka, uchováváme ho po dobu trvání smlouvy a dále jen tak dlouho, jak nám ukládají právní předpisy.',
    inbox:
      'Zprávy z formulářů vidí i majitelé restaurace přihlášení do správy webu (popisujeme ji níže). Když nás požádáte o výmaz, smažou vaši zprávu ze serveru se všemi jejími kopiemi hned a nečekají, až tato lhůta uplyne.',
  },
  recipients: {
    title: 'Komu údaje předáváme',
    intro:
      'Vaše údaje neprodáváme ani je nikomu nepředáváme k marketingu. Pracují s nimi jen firmy, které pro nás zajišťují provoz webu a e-mailu, a to jako naši zpracovatelé:',
    hosting: 'poskytovatel hostingu, na jehož serveru web běží a kde jsou uložené zprávy a provozní záznamy,',
    mail: 'poskytovatel naší e-mailové schránky, přes jehož poštovní server se zprávy doručují a u kterého jsou e-maily uložené.',
  },
  logs: {
    title: 'Co zaznamenává webový server',
    what: 'O každém požadavku na web zapíše server řádek do provozního záznamu (logu): čas, adresu stránky, výsledek a dobu odpovědi a IP adresu, ze které požadavek přišel. Nezapisuje typ prohlížeče, část adresy za otazníkem ani nic z toho, co vyplníte do formuláře; e-mailové adresy a telefonní čísla v adrese stránky nahradí zástupným textem.',
    purpose:
      'Záznamy potřebujeme k zajištění provozu a bezpečnosti webu, k odhalování útoků a k hledání chyb. Právním základem je náš oprávněný zájem ({{article}}).',
    kept_one: 'Záznamy se mažou po {{count}} dni.',
    kept_few: 'Záznamy se mažou po {{count}} dnech.',
    kept_other: 'Záznamy se mažou po {{count}} dnech.',
    forms:
      'IP adresu server krátce používá i k ochraně formulářů: omezuje počet zpráv odeslaných z jedné adresy a pozná zprávu odeslanou omylem dvakrát. Ke zprávě ji neukládá.',
  },
  cookies: {
    title: 'Cookies a sledování',
    none: 'Návštěvníkům tento web neukládá žádné cookies a nikoho nesleduje: nepoužívá analytiku ani reklamu. Písma, obrázky i skripty se načítají jen z našeho serveru. Jedinou cookie používá správa webu, a to jen u majitelů restaurace, kteří se do ní přihlásí (popisujeme ji níže).',
    /** The server's own counts (server/visits); `months`: how long the totals are kept (13: the plural form written here). */
    counts:
      'Server jen počítá, kolikrát byla která stránka zobrazena v každé hodině, a z odkazu, kterým návštěvník přišel, si ponechá pouze název webu (například mapy.cz). Nezapisuje k tomu žádnou adresu, identifikátor ani cookie, nic o jednotlivých návštěvnících; součty uchovává {{months}} měsíců.',
    scroll:
      'V prohlížeči si web pamatuje jen místo, kam jste se na stránce posunuli, aby vás tlačítko Zpět vrátilo tam, kde jste byli. Tento údaj zůstává ve vašem prohlížeči, po zavření karty zmizí a nikam se neodesílá.',
    menus: {
      both: 'Denní menu a jídelní lístek vkládáme na web ze služby {{provider}}. Na stránkách s menu načte váš prohlížeč jejich obsah přímo od této služby: ta se tak dozví vaši IP adresu a může ve vašem prohlížeči ukládat vlastní cookies. Jak s údaji zachází, popisují její vlastní zásady.',
      daily:
        'Denní menu vkládáme na web ze služby {{provider}}. Na stránce s denním menu načte váš prohlížeč jeho obsah přímo od této služby: ta se tak dozví vaši IP adresu a může ve vašem prohlížeči ukládat vlastní cookies. Jak s údaji zachází, popisují její vlastní zásady.',
      food: 'Jídelní lístek vkládáme na web ze služby {{provider}}. Na stránce s jídelním lístkem načte váš prohlížeč jeho obsah přímo od této služby: ta se tak dozví vaši IP adresu a může ve vašem prohlížeči ukládat vlastní cookies. Jak s údaji zachází, popisují její vlastní zásady.',
    },
    links:
      'Odkazy na jiné weby (například na sociální síť nebo rezervační systém) vás zavedou mimo náš web; tam už platí pravidla jejich provozovatelů.',
  },
  /**
   * The owners' admin (/admin): what it keeps of them and for how long. The periods are the
   * admin's constants, passed in by the page (tests/integration/privacy.test.ts holds them
   * equal); each but the audit log's is 5 or more (the plural form written here).
   */
  admin: {
    title: 'Správa webu',
    intro:
      'Majitelé a vedoucí restaurace spravují web v jeho administraci: upravují obsah a čtou zprávy z formulářů. Přihlašují se přístupovým klíčem (passkey), hesla nepoužíváme. Správa webu k tomu uchovává:',
    owners: 'e-mailovou adresu každého, kdo se smí přihlásit, dokud ho některý z majitelů neodebere,',
    passkeys:
      'ke každému jeho přístupovému klíči veřejnou část klíče a jeho označení, kdy vznikl a kdy byl naposledy použit, dokud klíč nebo jeho majitel není odebrán (soukromá část klíče nikdy neopustí jeho zařízení),',
    invitations:
      'pozvánku pro nového majitele (jeho e-mailovou adresu a otisk odkazu, nikoli odkaz samotný) nejvýše {{hours}} hodin, nebo dokud ji nepoužije,',
    sessions:
      'přihlášení: v prohlížeči majitele je jediná cookie s náhodným označením přihlášení, platná jen pro správu webu; server si k ní pamatuje otisk tohoto označení a kdo je přihlášen. Přihlášení skončí po {{idleMinutes}} minutách nečinnosti, nejpozději po {{hours}} hodinách, nebo odhlášením,',
    audit:
      'záznam událostí: kdo se kdy přihlásil nebo se o to neúspěšně pokusil, koho pozval nebo odebral, co na webu změnil a jak označil zprávu z formuláře. Text zpráv v něm není.',
    auditKept_one: 'Záznamy se mažou po {{count}} dni,',
    auditKept_few: 'Záznamy se mažou po {{count}} dnech,',
    auditKept_other: 'Záznamy se mažou po {{count}} dnech,',
    statuses:
      'u každé zprávy z formuláře její stav (nová, vyřízená, archivovaná, u rezervace stolu i potvrzená nebo odmítnutá), dokud se zpráva uchovává; smaže se spolu s ní.',
    attempts:
      'Pokusy o přihlášení server počítá podle IP adresy, aby zabránil hádání, a po {{minutes}} minutách je zapomene.',
    basis: 'Právním základem je náš oprávněný zájem na bezpečné správě webu ({{article}}).',
  },
  rights: {
    title: 'Vaše práva',
    intro: 'Máte právo:',
    access: 'vědět, jaké údaje o vás zpracováváme, a dostat jejich kopii,',
    rectification: 'nechat nepřesné údaje opravit,',
    erasure: 'žádat jejich výmaz,',
    restriction: 'žádat omezení jejich zpracování,',
    objection: 'vznést námitku proti zpracování na základě oprávněného zájmu (provozní záznamy),',
    portability:
      'dostat údaje, které jste nám sami poskytli, ve strojově čitelné podobě, nebo je nechat předat jinému správci,',
    withdraw: 'kdykoli odvolat souhlas, který jste nám dali.',
    how: 'Stačí napsat na {{email}} nebo zavolat. Vyřídíme to bez zbytečného odkladu, nejpozději do jednoho měsíce.',
    automated: 'Automatizované rozhodování ani profilování nepoužíváme.',
    complaint:
      'Pokud máte za to, že s vašimi údaji nezacházíme v souladu s předpisy, můžete podat stížnost u dozorového úřadu:',
  },
  /** Beside the forms' submit button, before the link to this page. */
  /** The law's references: articles of the GDPR and the Czech supervisory authority (not the restaurant's facts). */
  law: {
    consent: 'čl. 6 odst. 1 písm. a) GDPR',
    contract: 'čl. 6 odst. 1 písm. b) GDPR',
    interest: 'čl. 6 odst. 1 písm. f) GDPR',
    authority: 'Úřad pro ochranu osobních údajů',
    authorityAddress: 'Pplk. Sochora 27, 170 00 Praha 7',
    authorityWeb: 'uoou.gov.cz',
    authorityUrl: 'https://uoou.gov.cz/',
  },
};
