export const home = {
  title: 'TODO',
};
