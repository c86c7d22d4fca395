export const foodMenu = {
  title: 'Jídelní lístek',
  lead: 'Česká klasika i mezinárodní kuchyně – to je náš stálý jídelní lístek.',
  download: 'Stáhnout jídelní lístek (PDF)',
  frame: {
    title: 'Stálý jídelní lístek Restaurace Ballon',
    heading: 'Stálá nabídka',
    openSeparately: 'Otevřít jídelní lístek samostatně',
    placeholderTitle: 'Jídelní lístek zde brzy zveřejníme',
    placeholderText:
      'Online verzi jídelního lístku pro vás právě připravujeme. Mezitím vám rádi poradíme po telefonu – nebo se rovnou zastavte.',
  },
};
