import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SearchDialog } from '@/components/search/SearchDialog';
import { searchLabels } from '@/content/search';
import { isSearchShortcut } from '@/lib/search/search-shortcut';
import { nextResultIndex, searchSite, type SearchResult } from '@/lib/search/site-search';

const key = (k: string, extra: Partial<KeyboardEvent> = {}, target: EventTarget | null = null) => ({
  key: k,
  ctrlKey: false,
  metaKey: false,
  altKey: false,
  target,
  ...extra,
});

describe('isSearchShortcut', () => {
  it('opens on / outside text fields, and on Ctrl+K or ⌘K anywhere', () => {
    const input = document.createElement('input');
    expect(isSearchShortcut(key('/'))).toBe(true);
    expect(isSearchShortcut(key('/', {}, input))).toBe(false);
    expect(isSearchShortcut(key('k', { ctrlKey: true }, input))).toBe(true);
    expect(isSearchShortcut(key('K', { metaKey: true }))).toBe(true);
    expect(isSearchShortcut(key('k'))).toBe(false);
    expect(isSearchShortcut(key('/', { ctrlKey: true }))).toBe(false);
  });
});

describe('nextResultIndex', () => {
  it.each([
    [-1, 'ArrowDown', 3, 0],
    [0, 'ArrowDown', 3, 1],
    [2, 'ArrowDown', 3, 2],
    [0, 'ArrowUp', 3, -1],
    [2, 'ArrowUp', 3, 1],
    [1, 'Home', 3, 0],
    [1, 'End', 3, 2],
    [-1, 'Home', 3, null],
    [-1, 'ArrowDown', 0, null],
    [0, 'Enter', 3, null],
  ])('from %i, %s with %i results → %p', (current, k, count, expected) => {
    expect(nextResultIndex(current, k, count)).toBe(expected);
  });
});

describe('searchSite', () => {
  /** An index whose results for `query` are the pages `ids` gives, each scored as given. */
  const engineOf = (answers: Record<string, [string, number][]>) => ({
    options: jest.fn(),
    init: jest.fn(),
    search: jest.fn(async (query: string) => ({
      results: (answers[query] ?? []).map(([id, score]) => ({
        id,
        score,
        data: async () => ({
          url: `/${id}`,
          excerpt: `<mark>x</mark> ${id}`,
          meta: id === 'p0' ? {} : { title: `Page ${id}`, type: 'Page' },
        }),
      })),
    })),
  });
  const none = async () => ({});

  it('asks the index and maps the first results; an empty query asks nothing', async () => {
    const engine = engineOf({
      fees: Array.from({ length: 12 }, (_, i) => [`p${i}`, 12 - i] as [string, number]),
    });
    const load = jest.fn(async () => engine);
    expect(await searchSite('   ', load, none, 'en-in')).toEqual([]);
    expect(load).not.toHaveBeenCalled();
    const found = await searchSite(' fees ', load, none, 'en-in');
    expect(engine.search).toHaveBeenCalledWith('fees');
    expect(found).toHaveLength(10);
    expect(found[0]).toEqual({ url: '/p0', title: '/p0', type: '', excerpt: '<mark>x</mark> p0' });
    expect(found[1]).toMatchObject({ title: 'Page p1', type: 'Page' });
  });

  it('asks a parent’s word with its synonyms of the page’s language too, each page once at its best score', async () => {
    const engine = engineOf({
      फीस: [['notice', 0.5]],
      शुल्क: [
        ['fees', 3],
        ['notice', 1],
      ],
    });
    const synonyms = async () => ({ 'hi-in': [['शुल्क', 'फीस']], 'en-in': [['fees', 'fee']] });
    const found = await searchSite('फीस', async () => engine, synonyms, 'hi-IN');
    expect(engine.search.mock.calls.map(([query]) => query)).toEqual(['फीस', 'शुल्क']);
    expect(found.map((result) => result.url)).toEqual(['/fees', '/notice']);
  });
});

const robotics: SearchResult[] = [
  {
    url: '/aurora-social/blog/2',
    title: 'Robotics lab',
    type: 'Blog post',
    excerpt: 'a <mark>robotics</mark> lab',
  },
  {
    url: '/life-at-aurora',
    title: 'Life at Aurora',
    type: 'Page',
    excerpt: '<mark>Robotics</mark> club',
  },
];

function renderDialog(search: (q: string) => Promise<SearchResult[]>) {
  return render(<SearchDialog open labels={searchLabels} onClose={() => {}} search={search} />);
}

describe('SearchDialog', () => {
  it('starts empty, with a labelled field that has focus', () => {
    renderDialog(async () => []);
    const field = screen.getByRole('searchbox', { name: searchLabels.inputLabel });
    expect(field).toHaveFocus();
    expect(screen.getByText(searchLabels.empty)).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('');
  });

  it('lists results as links with type and marked excerpt, and announces the count', async () => {
    const user = userEvent.setup();
    renderDialog(async () => robotics);
    await user.type(screen.getByRole('searchbox'), 'robotics');
    expect(await screen.findByRole('status')).toHaveTextContent('2 results for “robotics”');
    const list = screen.getByRole('list', { name: searchLabels.resultsLabel });
    expect(list.querySelectorAll('li')).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'Robotics lab' })).toHaveAttribute(
      'href',
      '/aurora-social/blog/2',
    );
    expect(list.querySelector('mark')).toHaveTextContent('robotics');
    expect(list).toHaveTextContent('Blog post');
  });

  it('moves between the field and the results with the arrow keys', async () => {
    const user = userEvent.setup();
    renderDialog(async () => robotics);
    const field = screen.getByRole('searchbox');
    await user.type(field, 'robotics');
    await screen.findByRole('link', { name: 'Robotics lab' });
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('link', { name: 'Robotics lab' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('link', { name: 'Life at Aurora' })).toHaveFocus();
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(field).toHaveFocus();
  });

  it('says so when nothing is found, and in one result', async () => {
    const user = userEvent.setup();
    const { unmount } = renderDialog(async () => []);
    await user.type(screen.getByRole('searchbox'), 'zzz');
    expect(await screen.findByText(/No results for “zzz”/)).toBeInTheDocument();
    unmount();
    renderDialog(async () => [robotics[0]!]);
    await user.type(screen.getByRole('searchbox'), 'lab');
    expect(await screen.findByText('1 result for “lab”')).toBeInTheDocument();
  });

  it('shows the error state when the index cannot load', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    renderDialog(() => Promise.reject(new Error('offline')));
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'fees' } });
    expect(await screen.findByText(searchLabels.error)).toHaveAttribute('role', 'status');
    error.mockRestore();
  });

  it('shows only the answer to the latest query', async () => {
    let resolveFirst: (r: SearchResult[]) => void = () => {};
    const search = jest.fn((q: string) =>
      q === 'rob'
        ? new Promise<SearchResult[]>((r) => (resolveFirst = r))
        : Promise.resolve(robotics),
    );
    renderDialog(search);
    const field = screen.getByRole('searchbox');
    fireEvent.change(field, { target: { value: 'rob' } });
    fireEvent.change(field, { target: { value: 'robotics' } });
    expect(await screen.findByText('2 results for “robotics”')).toBeInTheDocument();
    await act(async () => resolveFirst([]));
    expect(screen.getByRole('status')).toHaveTextContent('2 results for “robotics”');
  });
});
