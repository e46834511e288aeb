import { act, fireEvent, render, screen } from '@testing-library/react';
import { send } from '@emailjs/browser';
import { ContactForm } from '@/components/layout/ContactForm';
import { VisitForm } from '@/components/visit/VisitForm';
import { ContactAlternatives } from '@/components/layout/ContactAlternatives';
import { campusContactsIn } from '@/lib/campuses/campuses';
import { contactWordsIn } from '@/lib/contact/contact';
import { englishVisitWords } from './helpers/visit-words';
import { footer } from '@/content/footer';
import { siteIn } from '@/lib/site/site';
import { visit } from '@/content/visit';
import {
  FIELD_MAX_LENGTH,
  telHref,
  isValidPhone,
  PHONE_MIN_DIGITS,
  PHONE_PATTERN,
} from '@/lib/contact-fields';

const site = siteIn('en');

// Blank contact details are refused: values are trimmed before the browser's own checks run
// again, and a phone needs digits in a phone's characters. And at the form: a timed-out request
// is never sent again beside its retry.
jest.mock('@emailjs/browser', () => ({ send: jest.fn() }));
const mockedSend = jest.mocked(send);

let consoleError: jest.SpyInstance;
beforeEach(() => {
  jest.useFakeTimers();
  consoleError = jest.spyOn(console, 'error').mockImplementation(() => {});
  mockedSend.mockReset();
  localStorage.clear();
});
afterEach(() => {
  consoleError.mockRestore();
  jest.useRealTimers();
});

describe('the phone rule', () => {
  it.each([
    '+91 98765 43210',
    '(0240) 123-4567',
    '9876543210',
    ' 98765 43210 ',
    '+1 (555) 010-0199',
  ])('accepts %j', (phone) => expect(isValidPhone(phone)).toBe(true));

  it.each(['98765 4321', 'call me', '98765x43210', '98765.43210', '+91/98765/43210', '', '   '])(
    'refuses %j',
    (phone) => expect(isValidPhone(phone)).toBe(false),
  );

  it('is the same rule as the input pattern, which compiles with the u and the v flag', () => {
    for (const flag of ['u', 'v']) {
      const re = new RegExp(`^(?:${PHONE_PATTERN})$`, flag);
      expect(re.test('1'.repeat(PHONE_MIN_DIGITS))).toBe(true);
      expect(re.test('1'.repeat(PHONE_MIN_DIGITS - 1))).toBe(false);
    }
  });
});

describe('VisitForm', () => {
  const renderVisitForm = () => {
    const view = render(
      <VisitForm
        campusName="City Campus"
        words={englishVisitWords('City Campus')}
        onSuccessElapsed={() => {}}
        notSent={<ContactAlternatives locale="en" campusId="city" />}
      />,
    );
    const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
    // Typing key by key is slow in jsdom; a change event per field is what the form reads.
    const set = (label: string, value: string) =>
      fireEvent.change(field(label), { target: { value } });
    const fill = (name: string, phone: string) => {
      set(visit.labels.name, name);
      set(visit.labels.phone, phone);
      set(visit.labels.preferredDate, '2030-05-14');
      set(visit.labels.preferredTime, visit.timeSlots[0]!);
    };
    const submit = async () => {
      fireEvent.click(screen.getByRole('button', { name: visit.submitLabel }));
      await act(async () => {}); // the SDK is imported on first use
    };
    return { view, field, set, fill, submit };
  };

  it('a name of spaces is empty, and the browser refuses it as a missing value', async () => {
    const { field, fill, submit } = renderVisitForm();
    fill('   ', '+91 98765 43210');
    await submit();
    expect(mockedSend).not.toHaveBeenCalled();
    expect(field(visit.labels.name)).toHaveValue('');
    expect(field(visit.labels.name).validity.valueMissing).toBe(true);
  });

  it('a phone of spaces, or one that is not a phone number, is refused', async () => {
    const { field, set, fill, submit } = renderVisitForm();
    fill('Asha Rao', '    ');
    await submit();
    expect(field(visit.labels.phone).validity.valid).toBe(false);

    for (const phone of ['12345 abc', '98765 4321']) {
      set(visit.labels.phone, phone);
      expect(field(visit.labels.phone).validity.patternMismatch).toBe(true);
      await submit();
    }
    expect(mockedSend).not.toHaveBeenCalled();
  });

  it('sends the trimmed values', async () => {
    mockedSend.mockResolvedValue({ status: 200, text: 'OK' });
    const { set, fill, submit } = renderVisitForm();
    fill('  Asha Rao ', ' +91 98765 43210  ');
    set(visit.labels.email, ' asha@example.com ');
    await submit();
    expect(mockedSend).toHaveBeenCalledTimes(1);
    expect(mockedSend.mock.calls[0]![2]).toMatchObject({
      from_name: 'Asha Rao',
      phone: '+91 98765 43210',
      from_email: 'asha@example.com',
    });
  });

  it('after a timeout, a retry while the first request hangs sends nothing; its late success shows as the retry’s success', async () => {
    let answer!: () => void;
    mockedSend.mockReturnValue(
      new Promise((resolve) => (answer = () => resolve({ status: 200, text: 'OK' }))),
    );
    const { field, fill, submit } = renderVisitForm();
    fill('Asha Rao', '+91 98765 43210');
    await submit();
    await act(() => jest.advanceTimersByTimeAsync(site.emailSendTimeoutMs));
    expect(screen.getByRole('status')).toHaveTextContent(visit.errorMessage);
    expect(field(visit.labels.name)).toHaveValue('Asha Rao'); // kept for the retry
    // Under the failure, the campus's phones and WhatsApp, as plain links.
    const city = campusContactsIn('en').find((campus) => campus.campusId === 'city')!;
    expect(screen.getByRole('link', { name: city.phones.primary })).toHaveAttribute(
      'href',
      telHref(city.phones.primary),
    );
    expect(
      screen.getByRole('link', { name: contactWordsIn('en').contactBlock.whatsapp }),
    ).toHaveAttribute('href', city.whatsapp!.value);

    await submit();
    expect(screen.getByRole('button', { name: visit.sendingLabel })).toBeDisabled();
    expect(mockedSend).toHaveBeenCalledTimes(1);

    await act(async () => answer());
    expect(screen.getByRole('status')).toHaveTextContent(visit.successMessage);
    expect(field(visit.labels.name)).toHaveValue('');
    expect(mockedSend).toHaveBeenCalledTimes(1);
  });
});

describe('VisitForm: bad input', () => {
  it('bounds every text field and keeps invisible characters out, line breaks kept', () => {
    render(
      <VisitForm
        campusName="City Campus"
        words={englishVisitWords('City Campus')}
        onSuccessElapsed={() => {}}
      />,
    );
    const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;
    expect(field(visit.labels.name)).toHaveAttribute('maxlength', String(FIELD_MAX_LENGTH.name));
    expect(field(visit.labels.phone)).toHaveAttribute('maxlength', String(FIELD_MAX_LENGTH.phone));
    expect(field(visit.labels.email)).toHaveAttribute('maxlength', String(FIELD_MAX_LENGTH.email));
    expect(field(visit.labels.message)).toHaveAttribute(
      'maxlength',
      String(FIELD_MAX_LENGTH.message),
    );
    fireEvent.change(field(visit.labels.phone), { target: { value: '+91\u200B 98765 43210' } });
    expect(field(visit.labels.phone)).toHaveValue('+91 98765 43210');
    fireEvent.change(field(visit.labels.message), {
      target: { value: 'One\u202E\u0007\nTwo' },
    });
    expect(field(visit.labels.message)).toHaveValue('One\nTwo');
  });
});

describe('ContactForm (footer)', () => {
  it('fields of spaces are empty, refused by the browser, and nothing is logged', async () => {
    const log = jest.spyOn(console, 'log').mockImplementation(() => {});
    render(
      <ContactForm
        label={footer.contactForm.label}
        placeholders={footer.contactForm.placeholders}
        submitLabel={footer.contactForm.submitLabel}
        unavailableNote={null}
        notes={{ before: footer.contactForm.note.before, after: footer.contactForm.note.after }}
      />,
    );
    const { placeholders } = footer.contactForm;
    const set = (placeholder: string, value: string) =>
      fireEvent.change(screen.getByPlaceholderText(placeholder), { target: { value } });
    set(placeholders.firstName, '   ');
    set(placeholders.lastName, ' Rao ');
    set(placeholders.email, 'asha@example.com');
    set(placeholders.subject, 'Bus routes');
    set(placeholders.message, '  ');
    fireEvent.click(screen.getByRole('button', { name: footer.contactForm.submitLabel }));

    expect(log).not.toHaveBeenCalled();
    const firstName = screen.getByPlaceholderText(placeholders.firstName) as HTMLInputElement;
    expect(firstName).toHaveValue('');
    expect(firstName.validity.valueMissing).toBe(true);
    expect(screen.getByPlaceholderText(placeholders.lastName)).toHaveValue('Rao');

    set(placeholders.firstName, 'Asha');
    set(placeholders.message, 'Which routes?');
    fireEvent.click(screen.getByRole('button', { name: footer.contactForm.submitLabel }));
    expect(log).toHaveBeenCalledWith('Contact form submitted:', {
      firstName: 'Asha',
      lastName: 'Rao',
      email: 'asha@example.com',
      subject: 'Bus routes',
      message: 'Which routes?',
    });
    log.mockRestore();
  });
});
