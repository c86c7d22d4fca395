export const dailyMenu = {
  title: 'TODO',
};
