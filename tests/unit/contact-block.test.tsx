// Each campus's contact block as the campus pages and the footer show it: a call link for each
// number (digits only after 'tel:'), the WhatsApp link, directions as an https Google Maps link to the
// campus's exact coordinates named with its address, the plus code as text, and a visible
// sample mark on each value the school has not given yet. Read from the real content.
import { campusesIn } from '@/lib/campuses/campuses';
import { render, screen, within } from '@testing-library/react';
import {
  ContactBlock,
  contactBlockOf,
  type ContactBlockProps,
} from '@/components/contact/ContactBlock';
import { campusIds } from '@/content/ids';
import { locales } from '@/lib/i18n/locales';

const city = contactBlockOf('en', 'city');

function renderBlock(props: Partial<ContactBlockProps> = {}) {
  render(<ContactBlock {...city} {...props} />);
  return screen.getByTestId('contact-block');
}

describe('the contact block', () => {
  it('shows the campus heading and address, and calls each number from a tel: link', () => {
    const block = renderBlock();
    const { contact } = city;
    expect(within(block).getByRole('heading', { level: 3 })).toHaveTextContent(contact.heading);
    expect(block).toHaveTextContent(contact.address);
    for (const number of [contact.phones.primary, contact.phones.secondary]) {
      const link = within(block).getByRole('link', { name: `Call City Campus: ${number}` });
      expect(link).toHaveTextContent(number);
      expect(link).toHaveAttribute('href', `tel:${number.replaceAll(' ', '')}`);
      expect(link.getAttribute('href')).toMatch(/^tel:\+\d+$/);
    }
  });

  it('in the footer’s form, writes the two numbers on one “Mob.” line, each a call link', () => {
    const block = renderBlock({ phones: 'mobile line' });
    const { primary, secondary } = city.contact.phones;
    const line = within(block).getByText(
      (_, element) => element?.tagName === 'P' && /^Mob\. /.test(element.textContent ?? ''),
    );
    expect(line.textContent).toBe(`Mob. ${primary} / ${secondary}`);
    const links = within(line).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('aria-label'))).toEqual([
      `Call City Campus: ${primary}`,
      `Call City Campus: ${secondary}`,
    ]);
    expect(links.map((link) => link.getAttribute('href'))).toEqual(
      [primary, secondary].map((number) => `tel:${number.replaceAll(' ', '')}`),
    );
    // The numbers are not repeated as links of their own.
    expect(within(block).getAllByRole('link', { name: /^Call / })).toHaveLength(2);
  });

  it('links to the campus’s WhatsApp, and shows no WhatsApp link for a campus without one', () => {
    const block = renderBlock();
    const whatsapp = within(block).getByRole('link', { name: 'Message City Campus on WhatsApp' });
    expect(whatsapp).toHaveTextContent('WhatsApp');
    expect(whatsapp).toHaveAttribute('href', city.contact.whatsapp!.value);
    expect(city.contact.whatsapp!.value).toBe('https://wa.me/910000011111');

    const { unmount } = render(
      <ContactBlock {...city} contact={{ ...city.contact, whatsapp: undefined }} />,
    );
    const without = screen.getAllByTestId('contact-block')[1]!;
    expect(within(without).queryByRole('link', { name: /WhatsApp/ })).toBeNull();
    unmount();
  });

  it('opens the maps app at the campus’s exact coordinates, named with its address', () => {
    const block = renderBlock({
      contact: {
        ...city.contact,
        address: 'Plot 12 (Gate 2), Station Road, 431001',
        location: { lat: 19.8762, lng: 75.3433 },
      },
    });
    const directions = within(block).getByRole('link', {
      name: 'Directions to City Campus in your maps app',
    });
    expect(directions).toHaveTextContent('Directions');
    // An https link every browser opens: Google Maps' directions to the coordinates.
    expect(directions).toHaveAttribute(
      'href',
      'https://www.google.com/maps/dir/?api=1&destination=19.8762%2C75.3433',
    );
    // The plus code of the same place, as text: a square of about 14 m around it.
    expect(block).toHaveTextContent('Plus code: 7JFQV8GV+F8');
  });

  it('the real campuses’ coordinates, each exactly as its file gives it', () => {
    for (const campusId of campusIds) {
      const { contact } = contactBlockOf('en', campusId);
      const { lat, lng } = contact.location;
      render(<ContactBlock {...contactBlockOf('en', campusId)} />);
      const block = screen.getAllByTestId('contact-block').at(-1)!;
      expect(block).toHaveAttribute('data-campus', campusId);
      const href = within(block)
        .getByRole('link', { name: /^Directions to/ })
        .getAttribute('href');
      expect(href).toBe(`https://www.google.com/maps/dir/?api=1&destination=${lat}%2C${lng}`);
    }
  });

  it('marks each sample value, and only those', () => {
    const block = renderBlock();
    expect(city.contact.whatsapp!.fictional).toBe(true);
    expect(city.contact.location.fictional).toBe(true);
    const marks = within(block).getAllByText('sample', { exact: true });
    expect(marks).toHaveLength(2);
    expect(marks[0]!.previousElementSibling).toHaveAttribute('href', city.contact.whatsapp!.value);
    expect(marks[1]!.previousElementSibling!.getAttribute('href')).toMatch(
      /^https:\/\/www\.google\.com\/maps\/dir\//,
    );

    const { unmount } = render(
      <ContactBlock
        {...city}
        contact={{
          ...city.contact,
          whatsapp: { value: 'https://wa.me/912401234567' },
          location: { lat: 19.8762, lng: 75.3433 },
        }}
      />,
    );
    const real = screen.getAllByTestId('contact-block')[1]!;
    expect(within(real).queryByText('sample', { exact: true })).toBeNull();
    unmount();
  });

  it.each(locales)('in %s: each link’s name holds the words it shows', (locale) => {
    const block = contactBlockOf(locale, 'airport');
    render(<ContactBlock {...block} />);
    for (const link of within(screen.getByTestId('contact-block')).getAllByRole('link')) {
      const name = link.getAttribute('aria-label')!;
      expect(name).toContain(link.textContent!.trim());
      expect(name).toContain(campusesIn(locale)[1]!.name);
    }
  });
});
