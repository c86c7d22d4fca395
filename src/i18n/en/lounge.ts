import type { Messages } from '../cs';

export const lounge = {
  title: 'TODO',
} satisfies Messages['lounge'];
