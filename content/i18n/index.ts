// Every translation file, by language and by the content file it translates: what the content
// check validates (scripts/content-check/translations.ts) and the pages lay over the English.
import type { TranslatedLocale } from '../ids';
import * as mrSite from './mr/site';
import * as hiSite from './hi/site';

export const translationModules: Record<
  TranslatedLocale,
  Record<string, Record<string, unknown>>
> = {
  mr: {
    'content/site.ts': { ...mrSite },
  },
  hi: {
    'content/site.ts': { ...hiSite },
  },
};
