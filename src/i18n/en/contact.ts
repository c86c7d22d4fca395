import type { Messages } from '../cs';

export const contact = {
  title: 'TODO',
} satisfies Messages['contact'];
