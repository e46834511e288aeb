import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { ScrollingGallery, type GalleryImage } from '@/components/campus/ScrollingGallery';
import { WhyChooseCampus } from '@/components/campus/WhyChooseCampus';

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

describe('ScrollingGallery', () => {
  afterEach(() => jest.restoreAllMocks());

  it('shows each row twice, the copy hidden from screen readers', () => {
    render(gallery());
    const rows = screen.getAllByRole('region');
    expect(rows.map((r) => r.getAttribute('aria-label'))).toEqual([
      'Campus photos, row 1 of 2',
      'Campus photos, row 2 of 2',
    ]);
    expect(rows[0]!.querySelectorAll('img')).toHaveLength(36);
    expect(rows[1]!.querySelectorAll('img')).toHaveLength(40);
    // Screen readers meet each photo once.
    expect(within(rows[0]!).getAllByRole('img')).toHaveLength(18);
    expect(within(rows[1]!).getAllByRole('img')).toHaveLength(20);
    for (const r of rows) {
      const [original, copy] = Array.from(r.querySelectorAll('ul'));
      expect(copy).toHaveAttribute('aria-hidden', 'true');
      expect(original).not.toHaveAttribute('aria-hidden');
      expect(srcs(copy!)).toEqual(srcs(original!));
    }
    // The second row runs the other way.
    const tracks = rows.map((r) => r.querySelector('.gallery-track')!);
    expect(tracks.map((t) => t.getAttribute('data-direction'))).toEqual(['forward', 'reverse']);
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
    const order = srcs(shuffledRow);
    expect(order).not.toEqual(row('one', 18).map((image) => image.src));
    expect([...order].sort()).toEqual(
      row('one', 18)
        .map((image) => image.src)
        .sort(),
    );
    container.remove();
  });

  it('swaps a photo that fails to load for the stock photo, in both copies', () => {
    render(gallery());
    const [firstRow] = screen.getAllByRole('region');
    const broken = firstRow!.querySelectorAll('img[src="/images/one-3.webp"]');
    expect(broken).toHaveLength(2);
    broken.forEach((img) => fireEvent.error(img));
    const swapped = firstRow!.querySelectorAll('img[src="https://stock.example/photo.jpg"]');
    expect(swapped).toHaveLength(2);
    swapped.forEach((img) => {
      expect(img).toHaveAttribute('data-fallback', 'true');
      expect(img).toHaveAttribute('loading', 'lazy');
    });
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
