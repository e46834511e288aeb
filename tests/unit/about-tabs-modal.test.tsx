import { aboutIn } from '@/lib/about/about';
import { campusFilterLabelsIn } from '@/lib/campuses/campuses';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CampusTabs } from '@/components/about/CampusTabs';
import { EnlargeableImage } from '@/components/about/EnlargeableImage';

const about = aboutIn('en');

/** Each campus's short name in English, as the About page names its tab. */
const campusFilterLabels = campusFilterLabelsIn('en');

describe('CampusTabs (WAI-ARIA tabs)', () => {
  const renderTabs = () =>
    render(
      <CampusTabs
        label={about.campusTabsLabel}
        tabs={about.campusTabs.map((t) => ({
          id: t.campusId,
          label: campusFilterLabels[t.campusId],
        }))}
        panels={about.campusTabs.map((t) => (
          <p key={t.campusId}>
            {t.area} · {t.grades}
          </p>
        ))}
      />,
    );
  const tab = (name: string) => screen.getByRole('tab', { name });
  const panelText = () => screen.getByRole('tabpanel').textContent;

  it('starts on City and links each tab to its panel', () => {
    renderTabs();
    expect(screen.getByRole('tablist', { name: about.campusTabsLabel })).toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual([
      'City',
      'Airport',
      'Osmanpura',
    ]);
    expect(tab('City')).toHaveAttribute('aria-selected', 'true');
    expect(tab('City')).toHaveAttribute('tabindex', '0');
    expect(tab('Airport')).toHaveAttribute('tabindex', '-1');
    const panel = screen.getByRole('tabpanel');
    expect(panel).toHaveAttribute('aria-labelledby', tab('City').id);
    expect(tab('City')).toHaveAttribute('aria-controls', panel.id);
    expect(panelText()).toBe('2.5 acre · Pre-Nursery to Grade X');
  });

  it('selects a tab on click', async () => {
    const user = userEvent.setup();
    renderTabs();
    await user.click(tab('Osmanpura'));
    expect(tab('Osmanpura')).toHaveAttribute('aria-selected', 'true');
    expect(tab('City')).toHaveAttribute('aria-selected', 'false');
    expect(panelText()).toBe('3.5 acre · Grade I-V');
  });

  it('moves with the arrow keys (wrapping), Home and End, and keeps focus on the tab', async () => {
    const user = userEvent.setup();
    renderTabs();
    await user.tab();
    expect(tab('City')).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(tab('Airport')).toHaveFocus();
    expect(tab('Airport')).toHaveAttribute('aria-selected', 'true');
    expect(panelText()).toBe('10 acre · Grade I-X');
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(tab('City')).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(tab('Osmanpura')).toHaveFocus();
    await user.keyboard('{Home}');
    expect(tab('City')).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{End}');
    expect(tab('Osmanpura')).toHaveFocus();
    // Tab leaves the tab list for the panel's content instead of visiting the other tabs.
    await user.tab();
    expect(screen.getAllByRole('tab').some((t) => t === document.activeElement)).toBe(false);
  });
});

describe('EnlargeableImage and its modal', () => {
  const image = { src: '/images/about/story.webp', width: 1200, height: 800, alt: 'A classroom' };
  const renderImage = () =>
    render(
      <>
        <EnlargeableImage
          image={image}
          sizes="100vw"
          openLabel={about.imageModal.open}
          closeLabel={about.imageModal.close}
        />
        <a href="#after">after</a>
      </>,
    );
  const opener = () => screen.getByRole('button', { name: 'Enlarge image: A classroom' });

  afterEach(() => {
    document.documentElement.style.overflow = '';
  });

  it('opens on click, locks page scrolling, and Escape closes it and restores scrolling and focus', async () => {
    const user = userEvent.setup();
    document.documentElement.style.overflow = 'auto';
    renderImage();
    await user.click(opener());
    // The modal is its own chunk, loaded on first interest.
    const dialog = await screen.findByRole('dialog', { name: 'A classroom' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(within(dialog).getByRole('img', { name: 'A classroom' })).toHaveAttribute(
      'src',
      image.src,
    );
    expect(document.documentElement.style.overflow).toBe('hidden');
    expect(screen.getByRole('button', { name: about.imageModal.close })).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.documentElement.style.overflow).toBe('auto');
    expect(opener()).toHaveFocus();
  });

  it('closes on the × button and on the overlay, but not on the image itself', async () => {
    const user = userEvent.setup();
    renderImage();
    await user.click(opener());
    await user.click(await screen.findByRole('button', { name: about.imageModal.close }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(opener()).toHaveFocus();
    expect(document.documentElement.style.overflow).toBe('');

    await user.click(opener());
    await user.click(within(await screen.findByRole('dialog')).getByRole('img'));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    await user.click(screen.getByTestId('image-modal-overlay'));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(opener()).toHaveFocus();
  });

  it('traps Tab and Shift+Tab inside the dialog', async () => {
    const user = userEvent.setup();
    renderImage();
    await user.click(opener());
    const close = await screen.findByRole('button', { name: about.imageModal.close });
    await user.tab();
    expect(close).toHaveFocus();
    await user.tab({ shift: true });
    expect(close).toHaveFocus();
  });
});
