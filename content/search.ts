// The site search: its button, dialog and result types.
import type { Texts } from './schema';

export const searchLabels = {
  /** The header button's visible text. */
  button: 'Search',
  /** The button's accessible name, and the dialog's. */
  dialogLabel: 'Search the site',
  /** The keyboard shortcuts, shown in the button's tooltip. */
  shortcutHint: 'Search (press / or Ctrl+K)',
  inputLabel: 'Search pages, posts, campuses and documents',
  placeholder: 'Try “fees”, “robotics” or “fire safety”',
  close: 'Close search',
  empty: 'Type a word to search every page, blog post, campus and disclosure document.',
  loading: 'Searching…',
  /** '{count}' results, '{query}' the words searched for. */
  results: '{count} results for “{query}”',
  oneResult: '1 result for “{query}”',
  noResults: 'No results for “{query}”. Try another word, or check the spelling.',
  error: 'Search could not be loaded. Check your connection and try again.',
  resultsLabel: 'Search results',
} satisfies Texts;

/** What each result is, shown beside its title. */
export const searchTypes = {
  page: 'Page',
  blogPost: 'Blog post',
  campus: 'Campus',
  notice: 'Notice',
  calendar: 'Calendar',
  document: 'Disclosure document',
} satisfies Texts;
