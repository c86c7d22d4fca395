export const gallery = {
  title: 'TODO',
};
