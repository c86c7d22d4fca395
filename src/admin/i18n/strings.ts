/** A words object's shape with every leaf a string (a language's words have the Czech ones' keys). */
export type Strings<T> = { [K in keyof T]: T[K] extends string ? string : Strings<T[K]> };
