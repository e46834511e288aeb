// A content value in another language: the English source with the translation's strings laid
// over it. A translation holds only the words (content/i18n/{locale}/), in the same nesting, lists
// item by item; everything else (figures, phone numbers, ids, routes, images) comes from English.

/** The words of a content value: its strings, in the same nesting, every other value left out. */
export type Translation<T> = T extends string
  ? string
  : T extends readonly (infer Item)[]
    ? readonly Translation<Item>[]
    : T extends object
      ? { readonly [K in keyof T]?: Translation<T[K]> }
      : never;

/** The English value with every string the translation gives put in its place. */
export function localize<T>(english: T, translation: Translation<T> | undefined): T {
  if (translation === undefined) return english;
  if (typeof english === 'string') return translation as T;
  if (Array.isArray(english)) {
    const items = translation as readonly unknown[];
    return english.map((item, i) => localize(item, items[i] as never)) as T;
  }
  if (typeof english === 'object' && english !== null) {
    const words = translation as Record<string, unknown>;
    return Object.fromEntries(
      Object.entries(english).map(([key, value]) => [key, localize(value, words[key] as never)]),
    ) as T;
  }
  return english;
}
