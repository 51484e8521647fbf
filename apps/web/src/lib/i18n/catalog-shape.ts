/** Same keys as English; a language may add plural forms English has no use for (Arabic's _two, _few, _many). */
export type Strings<T> = { [K in keyof T]: T[K] extends string ? string : Strings<T[K]> } & {
  [plural: string]: unknown;
};
