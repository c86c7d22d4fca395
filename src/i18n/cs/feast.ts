export const feast = {
  title: 'TODO',
};
