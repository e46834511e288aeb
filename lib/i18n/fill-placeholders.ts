// A placeholder in a text ('{schoolName}', '{campusCount}') replaced by what it reads in the
// text's language. Generic: it knows no placeholder, only how to put words in their place.

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * `value` with every placeholder of `filled` in each of its strings replaced by what it reads. A
 * text that begins with a placeholder begins with a capital, as a sentence does.
 */
export function withFilledWords<T>(value: T, filled: Readonly<Record<string, string>>): T {
  const words = Object.keys(filled);
  if (words.length === 0) return value;
  const pattern = new RegExp(words.map(escape).join('|'), 'g');
  const fill = <V>(item: V): V => {
    if (typeof item === 'string') {
      const text = item.replace(pattern, (word) => filled[word]!);
      const opensWithWord = words.some((word) => item.startsWith(word));
      return (opensWithWord ? text.charAt(0).toUpperCase() + text.slice(1) : text) as V;
    }
    if (Array.isArray(item)) return item.map(fill) as V;
    if (
      typeof item === 'object' &&
      item !== null &&
      Object.getPrototypeOf(item) === Object.prototype
    ) {
      return Object.fromEntries(
        Object.entries(item).map(([key, inner]) => [key, fill(inner)]),
      ) as V;
    }
    return item;
  };
  return fill(value);
}
