// What the 404 page's inline script (unknown-path-script.ts) leaves on <html> for the page's own
// code to read: which variant it chose, in which language, and the variants' tab titles. The
// browser's code imports these names from here, apart from the script that reads the site's
// routes at build time.

/** The attribute the script sets on <html>: which variant of the 404 page to show. */
export const UNKNOWN_PATH_ATTRIBUTE = 'data-unknown-path';
/** Set with it under /mr and /hi: the language of the variant to show. */
export const UNKNOWN_PATH_LOCALE_ATTRIBUTE = 'data-unknown-locale';

export type UnknownPathVariant = 'redirect' | 'blog-post-not-found' | 'campus-not-found';

/** Tab titles of the two not-found variants. */
export interface NotFoundTitles {
  blogPostNotFound: string;
  campusNotFound: string;
}
