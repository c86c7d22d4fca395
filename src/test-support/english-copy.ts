/**
 * The house style of the guest-facing English, as checks the resource and content tests share:
 * US spelling (the spec's own messages say "inquiry"), and the three menus named in Title Case (the spec's
 * headings "Food Menu" and "Drink Menu" are verbatim, so the names are written so everywhere).
 * Each returns what it finds wrong in a text, so that a failure names the words.
 */

/** British spellings and words, each with the US form a guest should read. Spelt (the grain) is no misspelling. */
const british: ReadonlyArray<[RegExp, string]> = [
  [
    /\b\w*(?:favour|colour|flavour|honour|labour|neighbour|behaviour|humour|savour|rumour|odour|parlour)\w*/gi,
    '-or (favor, color…)',
  ],
  [/\b\w*(?:centre|theatre|metre|litre|fibre|calibre|sombre)s?\b/gi, '-er (center, liter…)'],
  [/\bcos(?:y|ier|iest|iness)\b/gi, 'cozy'],
  [/\benquir\w*/gi, 'inquiry, inquire'],
  [/\b\w+(?:[^aeiouw ]is(?:e|ed|es|ing|ation|ations))\b/gi, '-ize, -ization (recognize…)'],
  [/\b(?:analys|paralys|catalys)(?:e|ed|es|ing)\b/gi, '-yze (analyze)'],
  [/\b(?:catalogue|dialogue|programme)s?\b/gi, 'catalog, program'],
  [/\bdraught\b/gi, 'draft'],
  [/\b\w+(?:ll)(?:ed|ing|er)\b/gi, 'single l (traveled, canceled…)'],
  [
    /\b(?:grey|tyres?|cheques?|licence|defence|offence|practise|aluminium|jewellery|sulph\w*|whilst|amongst|learnt|dreamt|ageing|judgement|fulfil|skilful|mould|yoghurt|manoeuvre|storey|fortnight)\b/gi,
    'US spelling',
  ],
  [/\bspecialit(?:y|ies)\b/gi, 'specialty, specialties'],
  [/\b(?:at|over) (?:the )?weekends?\b/gi, 'on weekends, on the weekend'],
  [
    /\b(?:gherkins?|courgettes?|aubergines?|coriander|spring onions?|crisps|takeaway|beetroots?|chilli(?:es)?|molluscs?|forest fruits|tartare sauce|parasols?|laid tables|festively laid)\b/gi,
    'the US word',
  ],
  [
    /\b(?:tick(?:ing|ed)? (?:the|a) box|by post|fill(?:ing)? in (?:a|the) form|in the autumn)\b/gi,
    'the US phrase (check the box, by mail, fill out, in the fall)',
  ],
  [/\bset-up\b/gi, 'setup'],
];

/** Double-l words that are the same in US English (the -ll rule above is for travelled, cancelled, labelled…). */
const doubleLAlike =
  /^(?:\w*(?:all|ill|oll|ull)(?:ed|ing|er)s?|\w*(?:sell|tell|spell|yell|smell|dwell|excell|compell|propell|expell|repell|shell|troll)(?:ed|ing|er)s?|smaller|taller)$/i;
/** -ise words that are spelled so in US English too. */
const iseAlike =
  /^(?:\w*(?:advertis|advis|chastis|comprom|compris|demis|despis|devis|disguis|enterpris|excis|exercis|expertis|franchis|improvis|incis|mis|premis|promis|revis|superis|supervis|surpris|televis|precis|concis|wis|ris|rais|prais|nois|cruis|pois|bruis|chais|mais|vis)(?:e|ed|es|ing|ation|ations))$/i;

export function britishSpellings(text: string): string[] {
  const found: string[] = [];
  for (const [pattern, us] of british) {
    for (const [word] of text.matchAll(pattern)) {
      if (us.startsWith('single l') && doubleLAlike.test(word)) continue;
      if (us.startsWith('-ize') && iseAlike.test(word)) continue;
      found.push(`${word} (US: ${us})`);
    }
  }
  return found;
}

/** "daily menu", "food menu", "drink(s) menu", "St. Martin's menu", "feast menu" not written as the menu's name. */
export function menuNamesNotInTitleCase(text: string): string[] {
  const found: string[] = [];
  for (const [phrase] of text.matchAll(/\b(?:daily|food|drinks?|St\. Martin's|feast) menu\b/gi)) {
    if (!/^(?:Daily|Food|Drink|St\. Martin's) Menu$/.test(phrase)) found.push(phrase);
  }
  return found;
}
