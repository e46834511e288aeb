import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ContactForm } from '@/components/layout/ContactForm';
import { footer } from '@/content/footer';

const renderForm = () =>
  render(
    <ContactForm
      label={footer.contactForm.label}
      placeholders={footer.contactForm.placeholders}
      submitLabel={footer.contactForm.submitLabel}
      unavailableNote={<p>The form could not load.</p>}
    />,
  );

describe('ContactForm (footer)', () => {
  it('carries its could-not-load note hidden, for the page loader to show', () => {
    renderForm();
    const note = screen.getByText('The form could not load.', { exact: true }).parentElement!;
    expect(note).toHaveAttribute('data-form-fallback');
    expect(note).not.toBeVisible();
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

  it('keeps the values as typed and only writes them to the console on submit', async () => {
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
    // Nothing is reset or confirmed: the values stay.
    expect(screen.getByPlaceholderText('First Name')).toHaveValue('Asha');
    log.mockRestore();
  });
});
