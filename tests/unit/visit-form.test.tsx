import {
  act,
  fireEvent,
  render,
  renderHook,
  screen,
  waitFor,
  within,
} from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { send } from '@emailjs/browser';
import { useVisitRequest } from '@/components/visit/useVisitRequest';
import { VisitForm } from '@/components/visit/VisitForm';
import { englishVisitWords } from './helpers/visit-words';
import { privacyNotice } from '@/content/privacy';
import { siteIn } from '@/lib/site/site';
import { visit } from '@/content/visit';
import type { SendOutcome } from '@/lib/visit/visit-request';

const site = siteIn('en');

jest.mock('@emailjs/browser', () => ({ send: jest.fn() }));
const mockedSend = jest.mocked(send);

/** A promise the test settles when it chooses. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const SUCCESS: SendOutcome = { ok: true };
const FAILURE: SendOutcome = {
  ok: false,
  failure: { kind: 'rejected', status: 500, message: '500 Nope', cause: 'cause' },
};
const REQUEST = {
  name: 'Asha Rao',
  phone: '+91 98765 43210',
  email: '',
  preferredDate: '2030-05-14',
  preferredTime: visit.timeSlots[2]!,
  message: '',
};

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

describe('useVisitRequest: idle → submitting → success or error', () => {
  const setup = () => {
    const pending = deferred<SendOutcome>();
    const sendFn = jest.fn(() => pending.promise);
    const onSuccessElapsed = jest.fn();
    const hook = renderHook(() =>
      useVisitRequest({ send: sendFn, closeAfterMs: visit.closeAfterMs, onSuccessElapsed }),
    );
    return { pending, sendFn, onSuccessElapsed, hook };
  };

  it('idle → submitting → success → idle after exactly 2000 ms', async () => {
    const { pending, sendFn, onSuccessElapsed, hook } = setup();
    expect(hook.result.current.status).toBe('idle');

    let sent!: Promise<boolean>;
    act(() => {
      sent = hook.result.current.submit(REQUEST);
    });
    expect(hook.result.current.status).toBe('submitting');
    expect(sendFn).toHaveBeenCalledWith(REQUEST);

    await act(async () => pending.resolve(SUCCESS));
    await expect(sent).resolves.toBe(true);
    expect(hook.result.current.status).toBe('success');

    act(() => jest.advanceTimersByTime(visit.closeAfterMs - 1));
    expect(hook.result.current.status).toBe('success');
    expect(onSuccessElapsed).not.toHaveBeenCalled();

    act(() => jest.advanceTimersByTime(1));
    expect(hook.result.current.status).toBe('idle');
    expect(onSuccessElapsed).toHaveBeenCalledTimes(1);
    expect(consoleError).not.toHaveBeenCalled();
  });

  it('submitting → error logs the failure, and a retry starts again', async () => {
    const { pending, sendFn, onSuccessElapsed, hook } = setup();
    let sent!: Promise<boolean>;
    act(() => {
      sent = hook.result.current.submit(REQUEST);
    });
    await act(async () => pending.resolve(FAILURE));
    await expect(sent).resolves.toBe(false);
    expect(hook.result.current.status).toBe('error');
    expect(consoleError).toHaveBeenCalledWith(expect.stringContaining('500 Nope'), 'cause');

    act(() => jest.advanceTimersByTime(10_000));
    expect(hook.result.current.status).toBe('error'); // an error stays until the next try
    expect(onSuccessElapsed).not.toHaveBeenCalled();

    act(() => void hook.result.current.submit(REQUEST));
    expect(hook.result.current.status).toBe('submitting');
    expect(sendFn).toHaveBeenCalledTimes(2);
  });

  it('one submission sends once, however fast it is repeated', async () => {
    const { pending, sendFn, hook } = setup();
    const results: Promise<boolean>[] = [];
    act(() => {
      results.push(hook.result.current.submit(REQUEST), hook.result.current.submit(REQUEST));
    });
    await act(async () => pending.resolve(SUCCESS));
    await expect(Promise.all(results)).resolves.toEqual([true, false]);
    expect(sendFn).toHaveBeenCalledTimes(1);
  });
});

describe('VisitForm: its fields, checks and states', () => {
  const renderForm = (campusName?: string) => {
    const onSuccessElapsed = jest.fn();
    // No delay between keystrokes: typing is instant, and the fake clock moves only when a
    // test says so.
    const user = userEvent.setup({ delay: null, advanceTimers: jest.advanceTimersByTime });
    const view = render(
      <VisitForm
        campusName={campusName}
        words={englishVisitWords(campusName)}
        onSuccessElapsed={onSuccessElapsed}
      />,
    );
    const { labels } = visit;
    const fields = {
      name: screen.getByLabelText(labels.name),
      phone: screen.getByLabelText(labels.phone),
      email: screen.getByLabelText(labels.email),
      date: screen.getByLabelText(labels.preferredDate),
      time: screen.getByLabelText(labels.preferredTime),
      message: screen.getByLabelText(labels.message),
    };
    const fill = async () => {
      await user.type(fields.name, REQUEST.name);
      await user.type(fields.phone, REQUEST.phone);
      fireEvent.change(fields.date, { target: { value: REQUEST.preferredDate } });
      await user.selectOptions(fields.time, REQUEST.preferredTime);
      await user.type(fields.message, 'Bus routes?');
    };
    const submitButton = () => screen.getByRole('button', { name: /Schedule Visit|Sending/ });
    return { view, user, fields, fill, submitButton, onSuccessElapsed };
  };

  it('has the six labelled fields with their types and rules', () => {
    const { fields } = renderForm();
    expect(fields.name).toHaveAttribute('type', 'text');
    expect(fields.name).toBeRequired();
    expect(fields.phone).toHaveAttribute('type', 'tel');
    expect(fields.phone).toBeRequired();
    expect(fields.email).toHaveAttribute('type', 'email');
    expect(fields.email).not.toBeRequired();
    expect(fields.date).toHaveAttribute('type', 'date');
    expect(fields.date).toBeRequired();
    expect(fields.date).toHaveAttribute('min', expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/));
    expect(fields.time).toBeRequired();
    const options = within(fields.time).getAllByRole('option') as HTMLOptionElement[];
    expect(options.map((o) => [o.value, o.textContent])).toEqual([
      ['', 'Select preferred time'],
      ...visit.timeSlots.map((slot) => [slot, slot]),
    ]);
    expect(fields.message.tagName).toBe('TEXTAREA');
    expect(fields.message).toHaveAttribute('rows', '4');
    expect(fields.message).not.toBeRequired();
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('sending → success: disabled with a spinner, then the thanks, a reset form, and close after 2 s', async () => {
    const pending = deferred<{ status: number; text: string }>();
    mockedSend.mockReturnValue(pending.promise);
    const { user, fields, fill, submitButton, onSuccessElapsed } = renderForm('Airport Campus');
    await fill();
    await user.click(submitButton());

    expect(submitButton()).toBeDisabled();
    expect(submitButton()).toHaveTextContent('Sending...');
    expect(screen.getByTestId('visit-spinner')).toBeInTheDocument();
    expect(mockedSend).toHaveBeenCalledWith(
      site.emailService.serviceId,
      site.emailService.templateId,
      {
        from_name: REQUEST.name,
        from_email: '',
        phone: REQUEST.phone,
        preferred_date: REQUEST.preferredDate,
        preferred_time: REQUEST.preferredTime,
        message: 'Bus routes?',
        campus: 'Airport Campus',
        to_email: site.schoolInbox,
        notice_version: privacyNotice.lastUpdated,
      },
      expect.objectContaining({ publicKey: site.emailService.publicKey, blockHeadless: true }),
    );

    await act(async () => pending.resolve({ status: 200, text: 'OK' }));
    expect(screen.getByRole('status')).toHaveTextContent(
      "Thank you! We'll contact you soon to schedule your visit.",
    );
    expect(submitButton()).toBeEnabled();
    expect(screen.queryByTestId('visit-spinner')).not.toBeInTheDocument();
    for (const field of Object.values(fields)) expect(field).toHaveValue('');

    act(() => jest.advanceTimersByTime(visit.closeAfterMs));
    expect(onSuccessElapsed).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('sending → error: the message, the error logged, every value kept', async () => {
    mockedSend.mockRejectedValue(new TypeError('Failed to fetch'));
    const { user, fields, fill, submitButton, onSuccessElapsed } = renderForm();
    await fill();
    await user.type(fields.email, 'asha@example.com');
    await user.click(submitButton());

    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent(
        'Something went wrong. Please try again or contact us directly.',
      ),
    );
    expect(consoleError).toHaveBeenCalledWith(
      expect.stringContaining('Failed to fetch'),
      expect.any(TypeError),
    );
    expect(fields.name).toHaveValue(REQUEST.name);
    expect(fields.phone).toHaveValue(REQUEST.phone);
    expect(fields.email).toHaveValue('asha@example.com');
    expect(fields.date).toHaveValue(REQUEST.preferredDate);
    expect(fields.time).toHaveValue(REQUEST.preferredTime);
    expect(fields.message).toHaveValue('Bus routes?');
    expect(submitButton()).toHaveTextContent(visit.submitLabel);
    act(() => jest.advanceTimersByTime(visit.closeAfterMs));
    expect(onSuccessElapsed).not.toHaveBeenCalled();
  });

  it('never sends twice for one submission, even before the button is disabled', async () => {
    mockedSend.mockReturnValue(new Promise(() => {}));
    const { fill, view } = renderForm();
    await fill();
    const form = view.container.querySelector('form')!;
    // Two submit events in one go: React has no chance to re-render the disabled button between.
    act(() => {
      fireEvent.submit(form);
      fireEvent.submit(form);
    });
    await act(async () => {});
    expect(mockedSend).toHaveBeenCalledTimes(1);
  });
});
