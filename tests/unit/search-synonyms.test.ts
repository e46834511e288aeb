/**
 * @jest-environment node
 */
// The search's synonyms (lib/search/synonyms.ts): a query holding a word of a group is also asked
// with each other word of the group in its place; a word inside another word, or in no group,
// adds nothing.
import { locales } from '@/lib/i18n/locales';
import { searchWordsIn } from '@/lib/search/search-words';
import { MAX_QUERIES, queriesFor } from '@/lib/search/synonyms';

const groups = [
  ['शुल्क', 'फीस', 'फ़ीस'],
  ['fees', 'fee', 'tuition'],
];

it('a query with a word of a group is asked with each other word in its place, in any script and case', () => {
  expect(queriesFor('फीस जमा', groups)).toEqual(['फीस जमा', 'शुल्क जमा', 'फ़ीस जमा']);
  expect(queriesFor('Fees for class 5', groups)).toEqual([
    'Fees for class 5',
    'fee for class 5',
    'tuition for class 5',
  ]);
});

it('a word inside another word, or in no group, adds nothing; there are never more than the limit', () => {
  expect(queriesFor('coffee', groups)).toEqual(['coffee']);
  expect(queriesFor('शुल्कों', groups)).toEqual(['शुल्कों']);
  expect(queriesFor('robotics', groups)).toEqual(['robotics']);
  const many = [['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h']];
  expect(queriesFor('a', many)).toEqual(['a', 'b', 'c', 'd', 'e', 'f'].slice(0, MAX_QUERIES));
});

it('each language has its groups, and the Hindi ones ask शुल्क for फीस and प्रवेश for दाखिला', () => {
  for (const locale of locales) {
    expect(searchWordsIn(locale).searchSynonyms.length).toBeGreaterThan(0);
  }
  const hindi = searchWordsIn('hi').searchSynonyms;
  expect(queriesFor('फीस', hindi)).toContain('शुल्क');
  expect(queriesFor('दाखिला', hindi)).toContain('प्रवेश');
});
