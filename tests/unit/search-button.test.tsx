import { searchWordsIn } from '@/lib/search/search-words';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SearchButton } from '@/components/search/SearchButton';
import { searchLabels } from '@/content/search';
import { SEARCH_REQUEST } from '@/lib/search/search-shortcut';

const page = document.documentElement;
const dialog = () => screen.queryByRole('dialog', { name: searchLabels.dialogLabel });

afterEach(() => page.removeAttribute(SEARCH_REQUEST.request));

describe('SearchButton', () => {
  it('opens the search for a shortcut kept before React ran, once', async () => {
    const user = userEvent.setup();
    page.setAttribute(SEARCH_REQUEST.request, '');
    const { rerender } = render(<SearchButton labels={searchLabels} />);
    expect(await screen.findByRole('searchbox', { name: searchLabels.inputLabel })).toHaveFocus();
    expect(page.hasAttribute(SEARCH_REQUEST.request)).toBe(false);
    // It says it listens, so the page's inline script leaves the next shortcut to it.
    expect(page.hasAttribute(SEARCH_REQUEST.listening)).toBe(true);

    await user.keyboard('{Escape}');
    expect(dialog()).not.toBeInTheDocument();
    rerender(<SearchButton labels={searchLabels} />);
    await act(async () => {});
    expect(dialog()).not.toBeInTheDocument();
  });

  it('opens nothing when no shortcut was held, and stops listening when it leaves', async () => {
    const { unmount } = render(<SearchButton labels={searchLabels} />);
    await act(async () => {});
    expect(dialog()).not.toBeInTheDocument();
    expect(page.hasAttribute(SEARCH_REQUEST.listening)).toBe(true);
    unmount();
    expect(page.hasAttribute(SEARCH_REQUEST.listening)).toBe(false);
    render(<SearchButton labels={searchLabels} />);
    expect(screen.getByRole('button', { name: searchLabels.dialogLabel })).toBeInTheDocument();
  });

  it('speaks the language it is given: a Marathi page has the Marathi button and dialog', async () => {
    const user = userEvent.setup();
    const marathi = searchWordsIn('mr').searchLabels;
    expect(marathi.dialogLabel).not.toBe(searchLabels.dialogLabel);
    render(<SearchButton labels={marathi} />);
    await user.click(screen.getByRole('button', { name: marathi.dialogLabel }));
    expect(await screen.findByRole('searchbox', { name: marathi.inputLabel })).toHaveFocus();
    expect(screen.getByRole('dialog', { name: marathi.dialogLabel })).toBeInTheDocument();
  });
});
