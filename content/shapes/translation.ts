// A translation holds only the words of a content value (an entry's {name}.{locale}.yml), in the same
// nesting, lists item by item; everything else (figures, phone numbers, ids, routes, images) comes
// from English.

/** The words of a content value: its strings, in the same nesting, every other value left out. */
export type Translation<T> = T extends string
  ? string
  : T extends readonly (infer Item)[]
    ? readonly Translation<Item>[]
    : T extends object
      ? { readonly [K in keyof T]?: Translation<T[K]> }
      : never;
