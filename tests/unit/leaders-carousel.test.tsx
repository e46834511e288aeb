import { leadersIn } from '@/lib/home/home';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { LeadersSection } from '@/components/home/LeadersSection';
import { home } from '@/content/home';
import { LEADERS_CAROUSEL_INTERVAL_MS } from '@/content/leaders';
import { pageWordsIn } from '@/lib/i18n/words';
import { leadersWords } from '@/content/words-collections';
import { mockReducedMotion } from './helpers/media';
import { servedAlt } from '@/lib/images';

const { leadersCarouselLabels } = pageWordsIn(leadersWords, 'en');

const leaders = leadersIn('en');

const renderCarousel = () =>
  render(
    <LeadersSection
      heading={home.leadersHeading}
      leaders={leaders}
      intervalMs={LEADERS_CAROUSEL_INTERVAL_MS}
      placeholderSrc="/images/placeholder.svg"
      labels={leadersCarouselLabels}
    />,
  );

/** 0-based index of the slide on show. */
const currentIndex = () =>
  screen
    .getAllByRole('group', { hidden: true })
    .filter((el) => el.getAttribute('aria-roledescription') === 'slide')
    .findIndex((el) => el.dataset.current === 'true');

const advance = (ms: number) => act(() => jest.advanceTimersByTime(ms));
const prev = () => screen.getByRole('button', { name: leadersCarouselLabels.previous });
const next = () => screen.getByRole('button', { name: leadersCarouselLabels.next });
const dot = (n: number) => screen.getByRole('button', { name: new RegExp(`^Message ${n}:`) });
const carousel = () => screen.getByTestId('leaders-carousel');

describe('LeadersCarousel', () => {
  beforeEach(() => {
    jest.useFakeTimers();
    mockReducedMotion(false);
  });
  afterEach(() => {
    jest.useRealTimers();
  });

  it('follows the WAI-ARIA carousel pattern', () => {
    renderCarousel();
    const region = screen.getByRole('region', { name: home.leadersHeading });
    expect(region).toHaveAttribute('aria-roledescription', 'carousel');
    expect(screen.getByRole('group', { name: '1 of 3' })).toHaveAttribute(
      'aria-roledescription',
      'slide',
    );
    expect(screen.getByText(leaders[0]!.message)).toBeInTheDocument();
    expect(dot(1)).toHaveAttribute('aria-current', 'true');
    expect(dot(2)).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('button', { name: leadersCarouselLabels.stopRotation })).toBeVisible();
  });

  it('auto-advances every 8000 ms and wraps from the last leader to the first', () => {
    renderCarousel();
    expect(LEADERS_CAROUSEL_INTERVAL_MS).toBe(8000);
    expect(currentIndex()).toBe(0);
    advance(7999);
    expect(currentIndex()).toBe(0);
    advance(1);
    expect(currentIndex()).toBe(1);
    advance(8000);
    expect(currentIndex()).toBe(2);
    advance(8000);
    expect(currentIndex()).toBe(0);
    expect(dot(1)).toHaveAttribute('aria-current', 'true');
  });

  it('disables prev on the first leader and next on the last', () => {
    renderCarousel();
    expect(prev()).toHaveAttribute('aria-disabled', 'true');
    expect(next()).toHaveAttribute('aria-disabled', 'false');
    fireEvent.click(prev());
    expect(currentIndex()).toBe(0);
    fireEvent.click(next());
    expect(currentIndex()).toBe(1);
    expect(prev()).toHaveAttribute('aria-disabled', 'false');
    fireEvent.click(next());
    expect(currentIndex()).toBe(2);
    expect(next()).toHaveAttribute('aria-disabled', 'true');
    fireEvent.click(next());
    expect(currentIndex()).toBe(2);
    fireEvent.click(prev());
    expect(currentIndex()).toBe(1);
  });

  it('restarts the 8-second timer on any manual navigation', () => {
    renderCarousel();
    advance(6000);
    fireEvent.click(next());
    expect(currentIndex()).toBe(1);
    advance(6000); // 12 s after load, but only 6 s after the click
    expect(currentIndex()).toBe(1);
    advance(2000);
    expect(currentIndex()).toBe(2);

    advance(5000);
    fireEvent.click(dot(3)); // the current dot: no move, but the timer still starts over
    advance(5000);
    expect(currentIndex()).toBe(2);
    advance(3000);
    expect(currentIndex()).toBe(0);

    advance(7000);
    fireEvent.click(dot(2));
    expect(currentIndex()).toBe(1);
    advance(7999);
    expect(currentIndex()).toBe(1);
    advance(1);
    expect(currentIndex()).toBe(2);
  });

  it('pauses while hovered and starts a full interval when the pointer leaves', () => {
    renderCarousel();
    advance(5000);
    fireEvent.pointerEnter(carousel());
    expect(carousel()).toHaveAttribute('data-rotating', 'false');
    advance(30000);
    expect(currentIndex()).toBe(0);
    fireEvent.pointerLeave(carousel());
    advance(7999);
    expect(currentIndex()).toBe(0);
    advance(1);
    expect(currentIndex()).toBe(1);
  });

  it('pauses while a control has keyboard focus, and announces changes politely then', () => {
    renderCarousel();
    const slidesContainer = screen.getByRole('group', { name: '1 of 3' }).parentElement!;
    expect(slidesContainer).toHaveAttribute('aria-live', 'off');
    act(() => next().focus());
    expect(slidesContainer).toHaveAttribute('aria-live', 'polite');
    advance(30000);
    expect(currentIndex()).toBe(0);
    act(() => next().blur());
    expect(slidesContainer).toHaveAttribute('aria-live', 'off');
    advance(8000);
    expect(currentIndex()).toBe(1);
  });

  it('stops and restarts with the rotation control', () => {
    renderCarousel();
    fireEvent.click(screen.getByRole('button', { name: leadersCarouselLabels.stopRotation }));
    advance(30000);
    expect(currentIndex()).toBe(0);
    fireEvent.click(screen.getByRole('button', { name: leadersCarouselLabels.startRotation }));
    advance(8000);
    expect(currentIndex()).toBe(1);
  });

  it('never auto-advances under prefers-reduced-motion', () => {
    mockReducedMotion(true);
    renderCarousel();
    advance(60000);
    expect(currentIndex()).toBe(0);
    expect(screen.queryByRole('button', { name: leadersCarouselLabels.stopRotation })).toBeNull();
    fireEvent.click(next());
    expect(currentIndex()).toBe(1);
  });

  it('shows the placeholder when a leader photo fails to load', () => {
    renderCarousel();
    const photo = screen.getByRole('img', { name: servedAlt(leaders[0]!.image) });
    fireEvent.error(photo);
    expect(screen.getByRole('img', { name: servedAlt(leaders[0]!.image) })).toHaveAttribute(
      'src',
      '/images/placeholder.svg',
    );
  });
});
