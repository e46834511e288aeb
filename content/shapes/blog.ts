// The blog: its categories, filters and posts (one Markdown file each, in content/blog/).
import { z } from 'zod';
import { blogCategories } from '../ids';
import { text, nonNegative, isoDate, imageRef } from './common';

export const blogCategory = z.enum(blogCategories, {
  error: (issue) =>
    `unknown category ${JSON.stringify(issue.input)} (use one of ${blogCategories.join(', ')})`,
});
export type BlogCategory = z.infer<typeof blogCategory>;

export const blogFilter = z.strictObject({
  id: z.enum(['all', 'news-articles', 'blogs']),
  label: text,
  categories: z.array(blogCategory),
});
export type BlogFilter = z.infer<typeof blogFilter>;
export type BlogFilterId = BlogFilter['id'];

export const blogPost = z.strictObject({
  id: nonNegative,
  title: text,
  excerpt: text,
  /** The post's Markdown body: one paragraph per line, inline Markdown such as **bold**. */
  content: text,
  author: text,
  date: isoDate,
  category: blogCategory,
  readTime: text,
  views: nonNegative,
  image: imageRef,
  tags: z.array(text),
});
export type BlogPost = z.infer<typeof blogPost>;

/** A post file's front matter (content/blog/*.md): every field but the body. */
export const postFrontMatter = blogPost.omit({ content: true });
