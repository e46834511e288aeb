// Hindi words of content/search.ts. Not yet reviewed by the school.
import type { Translation } from '@/lib/i18n/localize';
import type * as english from '../../search';

export const reviewed = false;

export const searchLabels: Translation<typeof english.searchLabels> = {
  button: 'Search',
  dialogLabel: 'Search the site',
  shortcutHint: 'Search (press / or Ctrl+K)',
  inputLabel: 'Search pages, posts, campuses and documents',
  placeholder: 'Try “fees”, “robotics” or “fire safety”',
  close: 'Close search',
  empty: 'Type a word to search every page, blog post, campus and disclosure document.',
  loading: 'Searching…',
  results: '{count} results for “{query}”',
  oneResult: '1 result for “{query}”',
  noResults: 'No results for “{query}”. Try another word, or check the spelling.',
  error: 'Search could not be loaded. Check your connection and try again.',
  resultsLabel: 'Search results',
};

export const searchTypes: Translation<typeof english.searchTypes> = {
  page: 'Page',
  blogPost: 'Blog post',
  campus: 'Campus',
  notice: 'Notice',
  calendar: 'Calendar',
  document: 'Disclosure document',
};
