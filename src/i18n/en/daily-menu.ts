import type { Messages } from '../cs';

export const dailyMenu = {
  title: 'TODO',
} satisfies Messages['dailyMenu'];
