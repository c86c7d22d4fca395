export const forms = {
  title: 'TODO',
};
