import type { Messages } from '../cs';

export const feast = {
  title: 'TODO',
} satisfies Messages['feast'];
