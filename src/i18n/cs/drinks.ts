export const drinks = {
  title: 'TODO',
};
