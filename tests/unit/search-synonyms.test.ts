/**
 * @jest-environment node
 */
// The search's synonyms (lib/search/synonyms.ts): a page holding a word of a group is given the
// group's other words in the index; a word inside another word, or in no group, gives nothing.
import { locales } from '@/lib/i18n/locales';
import { searchWordsIn } from '@/lib/search/search-words';
import { synonymsFor } from '@/lib/search/synonyms';

const groups = [
  ['शुल्क', 'फीस', 'फ़ीस'],
  ['fees', 'fee', 'tuition'],
];

it('a page with one word of a group is given the others, once each, in any script and case', () => {
  expect(synonymsFor('विद्यालय का शुल्क, कक्षा के अनुसार', groups)).toEqual(['फीस', 'फ़ीस']);
  expect(synonymsFor('The Fees of the City Campus; the fees are due', groups)).toEqual([
    'fee',
    'tuition',
  ]);
  // Both words of a group on the page: only the one it lacks.
  expect(synonymsFor('fees and tuition', groups)).toEqual(['fee']);
});

it('a word inside another word is not the word', () => {
  expect(synonymsFor('coffee', groups)).toEqual([]);
  expect(synonymsFor('शुल्कों', groups)).toEqual([]);
});

it('each language has its groups, and the Hindi ones give शुल्क its parents’ words', () => {
  for (const locale of locales)
    expect(searchWordsIn(locale).searchSynonyms.length).toBeGreaterThan(0);
  expect(synonymsFor('शुल्क', searchWordsIn('hi').searchSynonyms)).toContain('फीस');
  expect(synonymsFor('प्रवेश', searchWordsIn('hi').searchSynonyms)).toContain('दाखिला');
});
