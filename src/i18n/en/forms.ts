import type { Messages } from '../cs';

export const forms = {
  title: 'TODO',
} satisfies Messages['forms'];
