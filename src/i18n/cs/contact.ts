export const contact = {
  title: 'TODO',
};
