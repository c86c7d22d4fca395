import type { Messages } from '../cs';

export const about = {
  title: 'TODO',
} satisfies Messages['about'];
