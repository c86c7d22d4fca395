export const foodMenu = {
  title: 'Jídelní lístek',
  lead: 'Česká klasika i mezinárodní kuchyně – to je náš stálý jídelní lístek.',
  download: 'Stáhnout jídelní lístek (PDF)',
  frame: {
    title: 'Stálý jídelní lístek Restaurace Ballon',
    heading: 'Stálá nabídka',
    openSeparately: 'Otevřít jídelní lístek samostatně',
    placeholderTitle: 'Jídelní lístek tu zatím nezveřejňujeme',
    placeholderText: 'Co dnes vaříme, vám rádi řekneme po telefonu – nebo se rovnou zastavte.',
  },
  /** The jump links' name for screen readers (the sections' links under the heading, on a phone). */
  jump: 'Oddíly jídelního lístku',
  /** A section's title again where it goes on in the next column (a wide screen's second column). */
  continued: '{{title}} – pokračování',
  /** The guest's filter: hide dishes with chosen allergens, or show only vegetarian, vegan or gluten-free ones. */
  filter: {
    title: 'Vyberte si podle sebe',
    without: 'Skrýt jídla, která obsahují',
    /** Before an allergen's number and name, for screen readers (the control's name must stand on its own). */
    withoutName: 'Skrýt jídla s alergenem',
    only: 'Zobrazit jen jídla',
    /** Around a diet's name, for screen readers: "Zobrazit jen | vegetariánská | jídla". */
    onlyBefore: 'Zobrazit jen',
    onlyAfter: 'jídla',
    diets: { vegetarian: 'vegetariánská', vegan: 'veganská', 'gluten-free': 'bezlepková' },
    kitchen: 'Filtr vychází z našeho značení alergenů. Máte-li vážnou alergii, vždy se prosím zeptejte obsluhy.',
    /** The folded filter's summary, and what it adds while a choice is made. */
    open: 'Alergeny a dieta',
    active: '(vybráno)',
    reset: 'Zrušit výběr',
    /** Under the choices, beside the link to the dishes (`show`); announced after each change. */
    shown: 'Zobrazená jídla: {{shown}} z {{total}}',
    /** The link to the dishes (and, without JavaScript, the button that submits a changed choice). */
    show: 'Zobrazit jídla',
    none: 'Vašemu výběru neodpovídá žádné jídlo.',
  },
  /** A dish's diet tags. */
  diet: { vegetarian: 'vegetariánské', vegan: 'veganské', 'gluten-free': 'bez lepku' },
};
