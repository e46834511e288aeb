// The school's estimate of what books and uniform cost a family for a year, per campus and group of
// classes (content/campuses/{campus}/books-uniform.en.yml): each group of classes of the campus's
// fee table (its disclosure.yml › academics.fees) has its list, items with an estimated amount
// each. Families buy these where they like; the estimate is a guide, never a fee. The items' names
// are words (translated); the amounts are the English file's in every language.
import { z } from 'zod';
import { fictionalMark, nonNegative, text, uniqueBy, verbatim, words } from './common';

/**
 * The groups of classes fee tables are given for, each named in words by the disclosure tables'
 * words (content/words/disclosure-labels.*.yml › mpdFeeClasses).
 */
export const feeClassGroupIds = [
  'preNurseryToKg',
  'classes1to5',
  'classes1and2',
  'classes3to5',
  'classes6to8',
  'classes9and10',
] as const;
export type FeeClassGroupId = (typeof feeClassGroupIds)[number];

export const booksUniformItem = z
  .strictObject({
    name: words(
      text.min(1, 'is empty: name the item').meta({
        title: 'Item',
        description: 'As parents read it: Textbooks, Uniform (three sets), Sports shoes.',
      }),
    ),
    amount: nonNegative.meta({
      title: 'Estimated amount (rupees)',
      description: 'What the item costs a family for the year, in whole rupees.',
    }),
  })
  .meta({ title: 'Item' });
export type BooksUniformItem = z.infer<typeof booksUniformItem>;

export const booksUniformGroup = z
  .strictObject({
    classes: z.enum(feeClassGroupIds).meta({
      title: 'Group of classes',
      description: 'One of the campus’s fee rows: the group of classes the list is for.',
    }),
    items: z
      .array(booksUniformItem)
      .min(1, 'has no items: list what a family buys')
      .meta({ title: 'Items' }),
  })
  .meta({ title: 'Group of classes' });
export type BooksUniformGroup = z.infer<typeof booksUniformGroup>;

/** One campus's estimate: content/campuses/{campus}/books-uniform.en.yml. */
export const booksUniformEntry = z.strictObject({
  academicYear: verbatim.regex(/^\d{4}-\d{2}$/, 'must be an academic year such as 2026-27').meta({
    title: 'Academic year of the estimate',
    description: 'The year the amounts are for: 2026-27.',
  }),
  classGroups: uniqueBy(booksUniformGroup, 'classes').min(1, 'has no groups of classes').meta({
    title: 'Groups of classes',
    description: 'One for each row of the campus’s fee table.',
  }),
  /** The demo's estimate: a production build refuses it. */
  fictional: fictionalMark,
});
export type BooksUniformEntry = z.infer<typeof booksUniformEntry>;
