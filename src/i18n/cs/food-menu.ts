export const foodMenu = {
  title: 'TODO',
};
