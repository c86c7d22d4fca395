import type { Messages } from '../cs';

export const drinks = {
  title: 'TODO',
} satisfies Messages['drinks'];
