import type { Messages } from '../cs';

export const home = {
  title: 'TODO',
} satisfies Messages['home'];
