// Words a parent types for what the site writes otherwise ('फीस' for 'शुल्क'): when the search
// index is built, a page holding one word of a group of synonyms (content: the Search words'
// "Words that mean the same") is given the group's other words, so the search finds it by any of
// them. Build time only; the served pages are not changed.

/** Whether `text` holds `word` as a word of its own, not inside another (any script). */
function holdsWord(text: string, word: string): boolean {
  const escaped = word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`(?<![\\p{L}\\p{M}\\p{N}])${escaped}(?![\\p{L}\\p{M}\\p{N}])`, 'iu').test(text);
}

/** The words of each group `text` holds one of that it does not hold itself, each once. */
export function synonymsFor(text: string, groups: readonly (readonly string[])[]): string[] {
  const added = new Set<string>();
  for (const group of groups) {
    const held = group.filter((word) => holdsWord(text, word));
    if (held.length === 0) continue;
    for (const word of group) if (!held.includes(word)) added.add(word);
  }
  return [...added];
}
