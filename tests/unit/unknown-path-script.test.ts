import { resolveUnknownPath } from '@/lib/routes/routes';
import { UNKNOWN_PATH_ATTRIBUTE, unknownPathScript } from '@/lib/routes/unknown-path-script';
import { posts } from '@/lib/blog/posts';

const knownBlogIds = posts().map((post) => post.id);
const titles = { blogPostNotFound: 'Blog Post Not Found', campusNotFound: 'Campus not found' };

/** Runs the inline script as the 404 page would at `pathname`; returns what it did. */
function runAt(pathname: string) {
  const replaced: string[] = [];
  const root = document.createElement('html');
  const fakeDocument = { documentElement: root, head: document.head, title: 'Page Not Found' };
  const fakeWindow = { location: { pathname, replace: (to: string) => replaced.push(to) } };
  new Function('window', 'document', unknownPathScript({ knownBlogIds, titles }))(
    fakeWindow,
    fakeDocument,
  );
  return {
    variant: root.getAttribute(UNKNOWN_PATH_ATTRIBUTE),
    title: fakeDocument.title,
    redirect: replaced[0] ?? null,
  };
}

describe('the 404 page’s inline decision', () => {
  it.each([
    '/campuses/x',
    '/campuses/mars/',
    '/aurora-social/blog/99',
    '/aurora-social/blog/abc',
    '/aurora-social/blog/07',
    '/aurora-social/blog/3/',
    '/mandatory-disclosure/mars/viewer',
    '/mandatory-disclosure/mars',
    '/contact',
    '/some/path',
    '/%E0%A4%A',
    '/',
    '//evil.example',
  ])('%s: does what resolveUnknownPath says', (pathname) => {
    const outcome = resolveUnknownPath(pathname, knownBlogIds);
    const result = runAt(pathname);
    if (outcome.kind === 'redirect') {
      expect(result).toEqual({
        variant: 'redirect',
        title: 'Page Not Found',
        redirect: outcome.to,
      });
    } else {
      expect(result.variant).toBe(outcome.kind);
      expect(result.redirect).toBeNull();
      expect(result.title).toBe(
        outcome.kind === 'blog-post-not-found' ? titles.blogPostNotFound : titles.campusNotFound,
      );
    }
  });
});
