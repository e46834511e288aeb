// A content value in another language: the English source with the translation's strings laid
// over it (content/shapes/translation.ts says what a translation holds).
import type { Translation } from '@/content/shapes/translation';

export type { Translation };

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

/**
 * The list items of `english` the translation does not hold (items added in English since it was
 * written), each by its path: `localize` shows them in English, and a page marks them as English.
 */
export function itemsInEnglish(
  english: unknown,
  translation: unknown,
  path: PropertyKey[] = [],
): PropertyKey[][] {
  if (translation === undefined || translation === null) return [];
  if (Array.isArray(english)) {
    const items = Array.isArray(translation) ? (translation as unknown[]) : [];
    return english.flatMap((item, i) =>
      items[i] === undefined || items[i] === null
        ? [[...path, i]]
        : itemsInEnglish(item, items[i], [...path, i]),
    );
  }
  if (typeof english === 'object' && english !== null && typeof translation === 'object') {
    const words = translation as Record<string, unknown>;
    return Object.entries(english).flatMap(([key, value]) =>
      itemsInEnglish(value, words[key], [...path, key]),
    );
  }
  return [];
}
