import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ContactForm } from '@/components/layout/ContactForm';
import { footer } from '@/content/footer';
import { FIELD_MAX_LENGTH } from '@/lib/contact-fields';

let mockPathname = '/about';
jest.mock('next/navigation', () => ({ usePathname: () => mockPathname }));

const { note, placeholders } = footer.contactForm;
const SAFETY_CONTACTS = 'Whom to talk to on each campus';

const renderForm = () =>
  render(
    <ContactForm
      label={footer.contactForm.label}
      placeholders={placeholders}
      submitLabel={footer.contactForm.submitLabel}
      unavailableNote={<p>The form could not load.</p>}
      notes={{
        before: (
          <p>
            {note.before} <a href="tel:+910000011111">+91 00000 11111</a>
          </p>
        ),
        after: note.after,
      }}
      pageNotes={{
        path: '/child-safety',
        notes: {
          before: (
            <p>
              {note.safetyBefore} <a href="#safety-campuses">{SAFETY_CONTACTS}</a>
            </p>
          ),
          after: note.safetyAfter,
        },
      }}
    />,
  );

const form = () => screen.getByRole('form', { name: footer.contactForm.label });

afterEach(() => {
  mockPathname = '/about';
  jest.restoreAllMocks();
});

describe('ContactForm (footer)', () => {
  it('carries its could-not-load note hidden, for the page loader to show', () => {
    renderForm();
    const unavailable = screen.getByText('The form could not load.', {
      exact: true,
    }).parentElement!;
    expect(unavailable).toHaveAttribute('data-form-fallback');
    expect(unavailable).not.toBeVisible();
  });

  it('has the five required fields with their placeholders and a 4-row message box', () => {
    renderForm();
    for (const placeholder of [
      'First Name',
      'Last Name',
      'Email',
      'Subject',
      'Leave us a message...',
    ]) {
      expect(screen.getByPlaceholderText(placeholder)).toBeRequired();
    }
    expect(screen.getByPlaceholderText('Email')).toHaveAttribute('type', 'email');
    expect(screen.getByPlaceholderText('Leave us a message...')).toHaveAttribute('rows', '4');
    expect(screen.getByRole('button', { name: 'Submit' })).toHaveAttribute('type', 'submit');
  });

  it('bounds every field with the browser’s own maximum length', () => {
    renderForm();
    const bound = (placeholder: string) =>
      screen.getByPlaceholderText(placeholder).getAttribute('maxlength');
    expect(bound('First Name')).toBe(String(FIELD_MAX_LENGTH.name));
    expect(bound('Last Name')).toBe(String(FIELD_MAX_LENGTH.name));
    expect(bound('Email')).toBe(String(FIELD_MAX_LENGTH.email));
    expect(bound('Subject')).toBe(String(FIELD_MAX_LENGTH.subject));
    expect(bound('Leave us a message...')).toBe(String(FIELD_MAX_LENGTH.message));
  });

  it('says before any typing that it sends nothing, as its description', () => {
    renderForm();
    const text =
      'This form does not send your message: what you type stays on this page and reaches no one. To reach the school, call a campus at its numbers in this footer or e-mail us:';
    expect(screen.getByText(text, { exact: false })).toBeVisible();
    expect(form()).toHaveAccessibleDescription(`${text} +91 00000 11111`);
    expect(screen.getByRole('status')).toHaveTextContent('');
  });

  it('on the child-safety page, puts that page’s own contacts first', () => {
    mockPathname = '/child-safety/';
    renderForm();
    expect(form()).toHaveAccessibleDescription(`${note.safetyBefore} ${SAFETY_CONTACTS}`);
    expect(screen.getByRole('link', { name: SAFETY_CONTACTS })).toHaveAttribute(
      'href',
      '#safety-campuses',
    );
  });

  it('logs the values, sends nothing, says so in a status line and keeps the values', async () => {
    const user = userEvent.setup();
    const log = jest.spyOn(console, 'log').mockImplementation(() => {});
    const fetchSpy = jest.fn();
    global.fetch = fetchSpy;
    renderForm();

    await user.type(screen.getByPlaceholderText('First Name'), 'Asha');
    await user.type(screen.getByPlaceholderText('Last Name'), 'Rao');
    await user.type(screen.getByPlaceholderText('Email'), 'asha@example.com');
    await user.type(screen.getByPlaceholderText('Subject'), 'Bus routes');
    await user.type(screen.getByPlaceholderText('Leave us a message...'), 'Which routes?');
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    expect(log).toHaveBeenCalledWith('Contact form submitted:', {
      firstName: 'Asha',
      lastName: 'Rao',
      email: 'asha@example.com',
      subject: 'Bus routes',
      message: 'Which routes?',
    });
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(screen.getByRole('status')).toHaveTextContent(
      'Your message has not been sent: this form does not send messages. To reach the school, call or e-mail us as shown above the form.',
    );
    // Nothing is reset: the values stay.
    expect(screen.getByPlaceholderText('First Name')).toHaveValue('Asha');
    expect(screen.getByPlaceholderText('Leave us a message...')).toHaveValue('Which routes?');
  });

  it('logs no control or format characters, and keeps the line breaks', () => {
    const log = jest.spyOn(console, 'log').mockImplementation(() => {});
    renderForm();
    const set = (placeholder: string, value: string) =>
      fireEvent.change(screen.getByPlaceholderText(placeholder), { target: { value } });
    set(placeholders.firstName, 'As\u200Bha\u202E');
    set(placeholders.lastName, 'Rao\u0007');
    set(placeholders.email, 'asha@example.com');
    set(placeholders.subject, '\u202EBus\u00AD routes');
    set(placeholders.message, 'Line one\u0007\nLine\u200B two\r\nLine three');
    fireEvent.click(screen.getByRole('button', { name: footer.contactForm.submitLabel }));

    expect(log).toHaveBeenCalledWith('Contact form submitted:', {
      firstName: 'Asha',
      lastName: 'Rao',
      email: 'asha@example.com',
      subject: 'Bus routes',
      message: 'Line one\nLine two\nLine three',
    });
  });
});
