export const lounge = {
  title: 'TODO',
};
