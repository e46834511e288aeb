import { render, screen } from '@testing-library/react';
import { LanguageSwitcher, pathInEveryLanguage } from '@/components/layout/LanguageSwitcher';

let mockPathname = '/';
jest.mock('next/navigation', () => ({ usePathname: () => mockPathname }));

const languages = [
  { prefix: '', name: 'English', lang: 'en-IN', current: false },
  { prefix: '/mr', name: 'मराठी', lang: 'mr-IN', current: true },
  { prefix: '/hi', name: 'हिंदी', lang: 'hi-IN', current: false },
];

const hrefs = () =>
  Object.fromEntries(
    screen.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')]),
  );

describe('the language switcher links to the same page in each language', () => {
  it.each([
    ['/', '/'],
    ['/about', '/about'],
    ['/about/', '/about'],
    ['/mr', '/'],
    ['/mr/', '/'],
    ['/hi/campuses/city', '/campuses/city'],
    ['/mrx', '/mrx'],
  ])('%s is %s in every language', (pathname, path) => {
    expect(pathInEveryLanguage(pathname)).toBe(path);
  });

  it('from a Marathi page: English, Marathi and Hindi of the same path', () => {
    mockPathname = '/mr/campuses/airport';
    render(<LanguageSwitcher languages={languages} label="भाषा" />);
    expect(hrefs()).toEqual({
      English: '/campuses/airport',
      मराठी: '/mr/campuses/airport',
      हिंदी: '/hi/campuses/airport',
    });
    expect(screen.getByRole('list', { name: 'भाषा' })).toBeInTheDocument();
    const marathi = screen.getByRole('link', { name: 'मराठी' });
    expect(marathi).toHaveAttribute('aria-current', 'true');
    expect(marathi).toHaveAttribute('lang', 'mr-IN');
    expect(marathi).toHaveAttribute('hreflang', 'mr-IN');
    expect(screen.getByRole('link', { name: 'English' })).not.toHaveAttribute('aria-current');
  });

  it("the home page's prefix alone, and every home page from the not-found page", () => {
    mockPathname = '/hi';
    const { unmount } = render(<LanguageSwitcher languages={languages} label="Language" />);
    expect(hrefs()).toEqual({ English: '/', मराठी: '/mr', हिंदी: '/hi' });
    unmount();
    mockPathname = '/mr/no/such/page';
    render(<LanguageSwitcher languages={languages} label="Language" toHome />);
    expect(hrefs()).toEqual({ English: '/', मराठी: '/mr', हिंदी: '/hi' });
  });
});
