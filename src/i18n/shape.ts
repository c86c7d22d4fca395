/**
 * The shape every language's messages must have: the same keys as the Czech
 * source of truth, every leaf a string. `en` is declared `satisfies Messages`,
 * so a missing or extra key fails the type check instead of production.
 */
export type Shape<T> = {
  [K in keyof T]: T[K] extends string ? string : Shape<T[K]>;
};
