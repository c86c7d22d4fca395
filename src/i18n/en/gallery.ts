import type { Messages } from '../cs';

export const gallery = {
  title: 'TODO',
} satisfies Messages['gallery'];
