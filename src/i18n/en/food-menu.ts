import type { Messages } from '../cs';

export const foodMenu = {
  title: 'TODO',
} satisfies Messages['foodMenu'];
