import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Navbar } from '@/components/layout/Navbar';
import { NAV_SCROLL_THRESHOLD_PX } from '@/components/layout/ScrollAwareHeader';
import { mainNav, moreNav, navLabels } from '@/content/navigation';

let mockPathname = '/about';
jest.mock('next/navigation', () => ({ usePathname: () => mockPathname }));

const renderNavbar = () =>
  render(
    <Navbar
      locale="en"
      logo={{
        src: '/images/logo.svg',
        alt: 'Aurora Global School',
        width: 240,
        height: 64,
        placeholderSrc: '/images/placeholder.svg',
      }}
      mainNav={mainNav}
      moreNav={moreNav}
      labels={navLabels}
      loginHref="https://portal.example"
    />,
  );

const desktopList = () => screen.getAllByRole('list')[0]!;

describe('Navbar', () => {
  beforeEach(() => {
    mockPathname = '/about';
    window.scrollY = 0;
  });

  it('marks only the exact-match link as the current page', () => {
    renderNavbar();
    const links = within(desktopList()).getAllByRole('link');
    const current = links.filter((link) => link.getAttribute('aria-current') === 'page');
    expect(current.map((link) => link.textContent)).toEqual(['About']);
  });

  it('does not mark Campuses on a campus detail page', () => {
    mockPathname = '/campuses/city';
    renderNavbar();
    expect(within(desktopList()).getByRole('link', { name: 'Campuses' })).not.toHaveAttribute(
      'aria-current',
    );
  });

  it('opens Login in a new tab, safely', () => {
    renderNavbar();
    const login = screen.getByRole('link', { name: /Login/ });
    expect(login).toHaveAttribute('href', 'https://portal.example');
    expect(login).toHaveAttribute('target', '_blank');
    expect(login).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('opens the mobile menu natively, and closes it on a chosen link and on Escape', async () => {
    const user = userEvent.setup();
    renderNavbar();
    const menu = document.getElementById('mobile-menu')!;
    const disclosure = menu.closest('details')!;
    const summary = disclosure.querySelector('summary')!;
    // A native disclosure: its summary is the button, named by the visible state's label.
    expect(summary).toHaveTextContent(navLabels.openMenu);
    expect(disclosure.open).toBe(false);

    await user.click(summary);
    expect(disclosure.open).toBe(true);
    expect(
      within(menu)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual([...mainNav, ...moreNav].map((item) => item.label));

    // jsdom cannot navigate; the menu must close on the click itself.
    menu.addEventListener('click', (event) => event.preventDefault());
    await user.click(within(menu).getByRole('link', { name: 'Accolades' }));
    expect(disclosure.open).toBe(false);

    await user.click(summary);
    expect(disclosure.open).toBe(true);
    await user.keyboard('{Escape}');
    expect(disclosure.open).toBe(false);
    expect(summary).toHaveFocus();
  });

  it('closes the phone menu when the logo is chosen, not when Login opens its new tab', async () => {
    const user = userEvent.setup();
    renderNavbar();
    const disclosure = document.getElementById('mobile-menu')!.closest('details')!;
    const login = screen.getByRole('link', { name: /Login/ });
    const logo = screen.getByRole('link', { name: 'Aurora Global School' });
    // jsdom cannot navigate; the menu must close on the click itself.
    for (const link of [login, logo]) {
      link.addEventListener('click', (event) => event.preventDefault());
    }
    await user.click(disclosure.querySelector('summary')!);
    expect(disclosure.open).toBe(true);

    await user.click(login);
    expect(disclosure.open).toBe(true);
    await user.click(logo);
    expect(disclosure.open).toBe(false);
  });

  it('takes over a phone menu opened before React ran', async () => {
    const { container } = renderNavbar();
    const disclosure = container.querySelector('details')!;
    act(() => {
      disclosure.open = true;
      disclosure.dispatchEvent(new Event('toggle'));
    });
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(disclosure.open).toBe(false);
  });

  it(`takes the scrolled look only past ${NAV_SCROLL_THRESHOLD_PX} px`, () => {
    renderNavbar();
    const header = screen.getByRole('banner');
    expect(header).toHaveAttribute('data-scrolled', 'false');
    act(() => {
      window.scrollY = NAV_SCROLL_THRESHOLD_PX;
      fireEvent.scroll(window);
    });
    expect(header).toHaveAttribute('data-scrolled', 'false');
    act(() => {
      window.scrollY = NAV_SCROLL_THRESHOLD_PX + 1;
      fireEvent.scroll(window);
    });
    expect(header).toHaveAttribute('data-scrolled', 'true');
  });

  it('shows the placeholder when the logo fails to load', () => {
    renderNavbar();
    const logo = screen.getByRole('img', { name: 'Aurora Global School' });
    fireEvent.error(logo);
    expect(logo).toHaveAttribute('src', '/images/placeholder.svg');
  });
});

describe('the More dropdown', () => {
  const moreButton = () => screen.getByRole('button', { name: 'More' });
  const moreList = () => document.getElementById(moreButton().getAttribute('aria-controls')!)!;

  it('once mounted, React owns its state: aria-expanded and hidden', () => {
    renderNavbar();
    // Mounted: React owns the state (the prerendered HTML has no aria-expanded and no hidden).
    expect(moreButton()).toHaveAttribute('aria-expanded', 'false');
    expect(moreList()).toHaveAttribute('hidden');
  });

  it('opens on hover and closes when the pointer leaves', () => {
    renderNavbar();
    expect(moreList()).not.toBeVisible();
    fireEvent.mouseEnter(moreButton().parentElement!);
    expect(moreList()).toBeVisible();
    expect(moreButton()).toHaveAttribute('aria-expanded', 'true');
    fireEvent.mouseLeave(moreButton().parentElement!);
    expect(moreList()).not.toBeVisible();
  });

  it('stays open when clicked after a hover opened it', async () => {
    const user = userEvent.setup();
    renderNavbar();
    await user.hover(moreButton());
    await user.click(moreButton());
    expect(moreList()).toBeVisible();
  });

  it('toggles on click and closes on an outside click', async () => {
    renderNavbar();
    fireEvent.click(moreButton());
    expect(moreList()).toBeVisible();
    expect(
      within(moreList())
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(moreNav.map((item) => item.label));
    fireEvent.pointerDown(document.body);
    expect(moreList()).not.toBeVisible();
  });

  it('closes on Escape and returns focus to its button', async () => {
    const user = userEvent.setup();
    renderNavbar();
    moreButton().focus();
    await user.keyboard('{Enter}');
    expect(moreList()).toBeVisible();
    await user.tab();
    expect(within(moreList()).getAllByRole('link')[0]).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(moreList()).not.toBeVisible();
    expect(moreButton()).toHaveFocus();
  });
});
