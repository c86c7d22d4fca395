export const about = {
  title: 'TODO',
};
