import type { Catalog } from './locales/en.ts';

/** A catalog with exactly the English keys, every value a string. */
export type Messages<T = Catalog> = { [K in keyof T]: T[K] extends string ? string : Messages<T[K]> };
