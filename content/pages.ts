// Every page's title and description, the header pictures of the list pages and the trust pages'
// labels: content/words/pages.{en,mr,hi}.yml, which the office edits in the editor's Titles of the
// pages entry.
import { englishWords } from './words-file';
import type { PageHeaderImages, PageMetas, TrustLabels } from './schema';

export type { PageKey } from './schema';
export const { pageMeta, pageHeaderImages, trustLabels } = englishWords<{
  pageMeta: PageMetas;
  pageHeaderImages: PageHeaderImages;
  trustLabels: TrustLabels;
}>('pages');
