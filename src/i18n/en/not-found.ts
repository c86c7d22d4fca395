import type { Shape } from '../shape';
import type { notFound as cs } from '../cs/not-found';

export const notFound = {
  title: 'Page not found',
  text: 'The page you are looking for does not exist or has moved.',
  home: 'Back to the home page',
} satisfies Shape<typeof cs>;
