// Words a parent types for what the site writes otherwise ('फीस' for 'शुल्क'), in groups that mean
// the same (content: the Search words' "Words that mean the same"). A query holding a word of a
// group is also asked with each other word of the group in its place, and the results merged, so a
// page is found, with its own word marked, by any word of the group.

/** The most queries one search asks: the query itself and its alternatives. */
export const MAX_QUERIES = 6;

/** Whether `text` holds `word` as a word of its own, not inside another (any script). */
function holdsWord(text: string, word: string): boolean {
  return wordPattern(word).test(text);
}

const wordPattern = (word: string, flags = 'iu') =>
  new RegExp(
    `(?<![\\p{L}\\p{M}\\p{N}])${word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?![\\p{L}\\p{M}\\p{N}])`,
    flags,
  );

/**
 * The query, then the query with each word of a group it holds replaced by each other word of
 * that group ('फीस जमा' → 'शुल्क जमा', 'फ़ीस जमा'), each once, at most MAX_QUERIES in all.
 */
export function queriesFor(query: string, groups: readonly (readonly string[])[]): string[] {
  const queries = [query];
  for (const group of groups) {
    for (const word of group.filter((candidate) => holdsWord(query, candidate))) {
      for (const other of group) {
        if (other === word) continue;
        const changed = query.replace(wordPattern(word, 'giu'), other);
        if (!queries.includes(changed)) queries.push(changed);
      }
    }
  }
  return queries.slice(0, MAX_QUERIES);
}
