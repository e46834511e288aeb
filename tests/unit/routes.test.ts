import {
  blogPostPath,
  isActivePath,
  normalisePath,
  parseBlogId,
  resolveUnknownPath,
  routes,
} from '@/lib/routes/routes';

describe('routes', () => {
  it('builds the slug routes from the constant', () => {
    expect(routes.life).toBe('/life-at-aurora');
    expect(routes.blog).toBe('/aurora-social');
    expect(blogPostPath(3)).toBe('/aurora-social/blog/3');
  });

  it('marks a link active only on an exact path match', () => {
    expect(isActivePath('/about', '/about')).toBe(true);
    expect(isActivePath('/about/', '/about')).toBe(true);
    expect(isActivePath('/campuses/city', '/campuses')).toBe(false);
    expect(isActivePath('/about', '/')).toBe(false);
    expect(isActivePath('/', '/')).toBe(true);
  });

  it('normalises trailing slashes but keeps the root', () => {
    expect(normalisePath('/')).toBe('/');
    expect(normalisePath('/about///')).toBe('/about');
  });

  it('reads blog ids as integers', () => {
    expect(parseBlogId('7')).toBe(7);
    expect(parseBlogId('07')).toBe(7);
    expect(parseBlogId('abc')).toBeNull();
    expect(parseBlogId('')).toBeNull();
  });
});

describe('resolveUnknownPath', () => {
  const ids = [1, 2, 3];

  it.each([
    ['/campuses/mars', { kind: 'redirect', to: '/campuses' }],
    ['/campuses/mars/', { kind: 'redirect', to: '/campuses' }],
    ['/aurora-social/blog/999', { kind: 'blog-post-not-found' }],
    ['/aurora-social/blog/abc', { kind: 'blog-post-not-found' }],
    ['/aurora-social/blog/03', { kind: 'redirect', to: '/aurora-social/blog/3' }],
    ['/mandatory-disclosure/mars/viewer', { kind: 'campus-not-found' }],
    ['/nope', { kind: 'redirect', to: '/' }],
    ['/campuses/city/extra', { kind: 'redirect', to: '/' }],
    ['/%E0%A4%A', { kind: 'redirect', to: '/' }],
    ['/mandatory-disclosure/osmanpura/pdf', { kind: 'redirect', to: '/' }],
  ])('%s', (pathname, expected) => {
    expect(resolveUnknownPath(pathname, ids)).toEqual(expected);
  });
});
