import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import {
  GALLERY_START_MARGIN,
  ScrollingGallery,
  type GalleryImage,
} from '@/components/campuses/ScrollingGallery';
import { WhyChooseCampus } from '@/components/campuses/WhyChooseCampus';
import { FakeIntersectionObserver } from './helpers/intersection-observer';

const row = (prefix: string, length: number): GalleryImage[] =>
  Array.from({ length }, (_, i) => ({
    src: `/images/${prefix}-${i}.webp`,
    width: 640,
    height: 480,
    alt: `${prefix} photo ${i}`,
  }));

let key = 0;
const gallery = () => (
  <ScrollingGallery
    rows={[row('one', 18), row('two', 20)]}
    fallbackSrc="https://stock.example/photo.jpg"
    // A new key per test: each gallery keeps its random order for the life of the page.
    orderKey={`test-${++key}`}
    rowLabel="Campus photos, row {row} of 2"
    pauseLabel="Pause gallery"
    playLabel="Play gallery"
  />
);

const srcs = (list: Element) =>
  Array.from(list.querySelectorAll('img')).map((img) => img.getAttribute('src'));
/** The photos in the order the row shows them: by each one's place in the loop. */
const shownOrder = (list: Element) =>
  Array.from(list.children)
    .map((li) => ({
      place: Number((li as HTMLElement).style.getPropertyValue('--gallery-index')),
      src: li.querySelector('img')!.getAttribute('src'),
    }))
    .sort((a, b) => a.place - b.place)
    .map(({ src }) => src);

describe('ScrollingGallery', () => {
  afterEach(() => {
    jest.restoreAllMocks();
    FakeIntersectionObserver.uninstall();
  });

  it('shows each photo once per row, and stays still until it nears the viewport', async () => {
    FakeIntersectionObserver.install();
    render(gallery());
    const rows = screen.getAllByRole('region');
    expect(rows.map((r) => r.getAttribute('aria-label'))).toEqual([
      'Campus photos, row 1 of 2',
      'Campus photos, row 2 of 2',
    ]);
    expect(within(rows[0]!).getAllByRole('img')).toHaveLength(18);
    expect(within(rows[1]!).getAllByRole('img')).toHaveLength(20);
    expect(rows[0]!.querySelectorAll('img')).toHaveLength(18); // no hidden copy
    const tracks = rows.map((r) => r.querySelector<HTMLElement>('.gallery-track')!);
    // The second row runs the other way.
    expect(tracks.map((t) => t.getAttribute('data-direction'))).toEqual(['forward', 'reverse']);

    // Out of sight (more than a screen away): still, in content order, not shuffled.
    const observer = FakeIntersectionObserver.latest();
    expect(observer.observed).toEqual([screen.getByTestId('campus-gallery')]);
    expect(observer.options.rootMargin).toBe(GALLERY_START_MARGIN);
    observer.show(0);
    await act(() => new Promise((resolve) => setTimeout(resolve, 10)));
    for (const track of tracks) expect(track).not.toHaveAttribute('data-loop');
    expect(screen.getByTestId('campus-gallery')).toHaveAttribute('data-shuffled', 'false');

    // Near: shuffled and moving. The loop's length and speed come from the row's length; each
    // photo knows its place, and every place is taken once.
    observer.show(0.1);
    expect(observer.disconnected).toBe(true);
    await waitFor(() =>
      expect(screen.getByTestId('campus-gallery')).toHaveAttribute('data-shuffled', 'true'),
    );
    for (const [track, length] of [
      [tracks[0]!, 18],
      [tracks[1]!, 20],
    ] as const) {
      expect(track).toHaveAttribute('data-loop', 'true');
      expect(track.style.getPropertyValue('--gallery-count')).toBe(String(length));
      expect(track.style.getPropertyValue('--gallery-duration')).toBe(`${length * 5}s`);
      const places = Array.from(track.children).map((li) =>
        Number((li as HTMLElement).style.getPropertyValue('--gallery-index')),
      );
      expect([...places].sort((a, b) => a - b)).toEqual(Array.from({ length }, (_, i) => i));
    }
  });

  it('prerenders the content order, and shuffles only after hydration without a mismatch', async () => {
    // Deterministic "random" numbers: the shuffle is Fisher–Yates over an injected source.
    jest.spyOn(Math, 'random').mockReturnValue(0);
    const html = renderToString(gallery());
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.appendChild(container);
    const [firstRow] = Array.from(container.querySelectorAll('[role="region"] ul'));
    expect(srcs(firstRow!)).toEqual(row('one', 18).map((image) => image.src));
    // The prerendered row stands still: no loop before React runs.
    expect(firstRow).not.toHaveAttribute('data-loop');
    expect(container.querySelector('[data-shuffled]')).toHaveAttribute('data-shuffled', 'false');

    const errors = jest.spyOn(console, 'error').mockImplementation(() => {});
    const recoverable: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, gallery(), { onRecoverableError: (e) => recoverable.push(e) });
    });
    expect(recoverable).toEqual([]);
    expect(errors).not.toHaveBeenCalled();

    // The shuffle waits for an idle moment (a zero timeout where requestIdleCallback is missing).
    await waitFor(() =>
      expect(container.querySelector('[data-shuffled]')).toHaveAttribute('data-shuffled', 'true'),
    );
    const shuffledRow = container.querySelector('[role="region"] ul')!;
    // The list keeps its elements in place (moving one would restart its animation); each
    // photo's place on screen is what the shuffle changed.
    expect(srcs(shuffledRow)).toEqual(row('one', 18).map((image) => image.src));
    const order = shownOrder(shuffledRow);
    expect(order).not.toEqual(row('one', 18).map((image) => image.src));
    expect([...order].sort()).toEqual(
      row('one', 18)
        .map((image) => image.src)
        .sort(),
    );
    container.remove();
  });

  it('swaps a photo that fails to load for the stock photo', () => {
    render(gallery());
    const [firstRow] = screen.getAllByRole('region');
    const broken = firstRow!.querySelectorAll('img[src="/images/one-3.webp"]');
    expect(broken).toHaveLength(1);
    fireEvent.error(broken[0]!);
    const swapped = firstRow!.querySelectorAll('img[src="https://stock.example/photo.jpg"]');
    expect(swapped).toHaveLength(1);
    expect(swapped[0]).toHaveAttribute('data-fallback', 'true');
    expect(swapped[0]).toHaveAttribute('loading', 'lazy');
  });

  it('pauses and plays with its button', () => {
    render(gallery());
    const root = screen.getByTestId('campus-gallery');
    expect(root).toHaveAttribute('data-paused', 'false');
    fireEvent.click(screen.getByRole('button', { name: 'Pause gallery' }));
    expect(root).toHaveAttribute('data-paused', 'true');
    fireEvent.click(screen.getByRole('button', { name: 'Play gallery' }));
    expect(root).toHaveAttribute('data-paused', 'false');
  });
});

describe('WhyChooseCampus', () => {
  it('numbers its entries in order', () => {
    render(
      <WhyChooseCampus
        heading="Why Choose City Campus?"
        entries={[
          { title: 'First', description: 'One' },
          { title: 'Second', description: 'Two' },
        ]}
      />,
    );
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Why Choose City Campus?');
    const items = screen.getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(['01FirstOne', '02SecondTwo']);
  });

  it('renders nothing at all without entries', () => {
    const { container } = render(<WhyChooseCampus heading="Why Choose X?" entries={[]} />);
    expect(container).toBeEmptyDOMElement();
  });
});
