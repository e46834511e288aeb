// Finding a bus stop by what a parent types: part of its name or of its area, in any case, with
// or without accents, in the page's script or in English. The page writes each stop's searchable
// text (stopSearchText) into the HTML once; the search field's code only folds the query the
// same way and compares. No React, no content: the find-a-stop field (a client leaf) imports it.

/**
 * Text folded for comparison: Latin accents and invisible joiners dropped (é → e), lower case,
 * every run of punctuation and spaces one space. Devanagari keeps its vowel signs, so 'कर' does not match
 * 'क्रांती'; both sides are folded alike (NFD), so composed and decomposed letters match.
 */
export function foldForSearch(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f\p{Cf}]/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, ' ')
    .trim();
}

/** A stop's searchable text: its names and areas (the page's language and English), folded. */
export const stopSearchText = (...names: readonly string[]): string =>
  foldForSearch([...new Set(names)].join(' '));

/** Whether a stop's searchable text holds every word of the query; an empty query keeps all. */
export function stopMatches(searchText: string, query: string): boolean {
  const words = foldForSearch(query).split(' ').filter(Boolean);
  return words.every((word) => searchText.includes(word));
}
