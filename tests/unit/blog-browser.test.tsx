import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { BlogBrowser } from '@/components/blog/BlogBrowser';
import { blogFilters, blogLabels } from '@/content/blog';
import type { BlogCategory } from '@/content/schema';

const entries = (['News', 'Blogs', 'Articles'] as BlogCategory[]).map((category, index) => ({
  id: index + 1,
  category,
  card: <article>{`${category} post`}</article>,
}));
const list = (
  <BlogBrowser
    filters={blogFilters}
    entries={entries}
    texts={{ filterGroup: blogLabels.filterGroup, resultsStatus: blogLabels.resultsStatus }}
  />
);
const pressed = () =>
  screen.getAllByRole('button').filter((b) => b.getAttribute('aria-pressed') === 'true');

afterEach(() => window.history.replaceState(null, '', '/'));

describe('BlogBrowser', () => {
  /** The prerendered list (no query: every post), hydrated at `url`; fails on a mismatch. */
  async function hydrateAt(url: string) {
    const container = document.createElement('div');
    container.innerHTML = renderToString(list);
    document.body.append(container);
    const prerendered = [...container.querySelectorAll('li')];
    window.history.replaceState(null, '', url);
    const errors = jest.spyOn(console, 'error').mockImplementation(() => {});
    try {
      await act(async () => {
        hydrateRoot(container, list);
      });
      expect(errors).not.toHaveBeenCalled();
    } finally {
      errors.mockRestore();
    }
    return { container, prerendered };
  }

  it('hydrates the prerendered list in place: the same elements, not drawn again', async () => {
    const { container, prerendered } = await hydrateAt('/aurora-social');
    expect([...container.querySelectorAll('li')]).toEqual(prerendered);
    expect(prerendered.every((li) => li.isConnected)).toBe(true);
    expect(pressed().map((b) => b.textContent)).toEqual(['All']);
    container.remove();
  });

  it('shows the filter the URL names right after hydrating', async () => {
    const { container, prerendered } = await hydrateAt('/aurora-social?category=blogs');
    expect(pressed().map((b) => b.textContent)).toEqual(['Blogs']);
    expect(screen.getAllByRole('article').map((a) => a.textContent)).toEqual(['Blogs post']);
    // The card it keeps is the prerendered one.
    expect(container.querySelector('li')).toBe(prerendered[1]);
    container.remove();
  });

  it('puts a chosen filter in the URL as a new history entry, and follows Back', async () => {
    const user = userEvent.setup();
    window.history.replaceState(null, '', '/aurora-social?utm_source=mail');
    render(list);
    expect(pressed().map((b) => b.textContent)).toEqual(['All']);

    await user.click(screen.getByRole('button', { name: 'News & Articles' }));
    expect(window.location.search).toBe('?utm_source=mail&category=news-articles');
    expect(pressed().map((b) => b.textContent)).toEqual(['News & Articles']);
    expect(screen.getByRole('status')).toHaveTextContent('Showing 2 of 3 posts');
    const length = window.history.length;

    await user.click(screen.getByRole('button', { name: 'News & Articles' })); // already chosen
    expect(window.history.length).toBe(length);

    // Back: the browser restores the URL and fires popstate.
    window.history.replaceState(null, '', '/aurora-social?utm_source=mail');
    act(() => window.dispatchEvent(new PopStateEvent('popstate')));
    expect(pressed().map((b) => b.textContent)).toEqual(['All']);
    expect(screen.getAllByRole('article')).toHaveLength(3);
  });
});
