import type { StorageProvider } from '@emailjs/browser';
import { send } from '@emailjs/browser';
import {
  buildTemplateParams,
  describeSendFailure,
  RATE_LIMIT,
  sendOptions,
  sendVisitRequest,
  SendTimeoutError,
  visitIntro,
  type VisitMailSettings,
  type VisitRequest,
} from '@/lib/visit/visit-request';
import { FIELD_MAX_LENGTH } from '@/lib/contact-fields';

jest.mock('@emailjs/browser', () => ({ send: jest.fn() }));
const mockedSend = jest.mocked(send);
const realSdk = jest.requireActual<typeof import('@emailjs/browser')>('@emailjs/browser');

const settings: VisitMailSettings = {
  serviceId: 'service_test',
  templateId: 'template_test',
  publicKey: 'public_test',
  toEmail: 'visits@school.example',
  schoolName: 'Aurora Global School',
  timeoutMs: 15_000,
  blockedSenders: ['spam@blocked.example'],
  noticeVersion: '2026-11-27',
};

const request: VisitRequest = {
  name: '  Asha Rao ',
  phone: ' +91 98765 43210',
  email: 'asha@example.com ',
  preferredDate: '2030-05-14',
  preferredTime: '11:00 AM - 1:00 PM',
  message: 'Two children, Grades 3 and 7.\nBus routes? ',
};

/** A localStorage stand-in that the tests can read. */
function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  const provider: StorageProvider = {
    get: async (key) => data.get(key) ?? null,
    set: async (key, value) => void data.set(key, value),
    remove: async (key) => void data.delete(key),
  };
  return { data, provider };
}

afterEach(() => {
  jest.useRealTimers();
  mockedSend.mockReset();
});

describe('payload: the request body EmailJS receives', () => {
  it('builds template_params with exactly the nine fields', () => {
    expect(buildTemplateParams(request, 'Airport Campus', settings)).toStrictEqual({
      from_name: 'Asha Rao',
      from_email: 'asha@example.com',
      phone: '+91 98765 43210',
      preferred_date: '2030-05-14',
      preferred_time: '11:00 AM - 1:00 PM',
      message: 'Two children, Grades 3 and 7.\nBus routes?',
      campus: 'Airport Campus',
      to_email: 'visits@school.example',
      notice_version: '2026-11-27',
    });
  });

  it('sends what was typed without control and format characters, line breaks kept', () => {
    const typed = {
      ...request,
      name: 'Asha\u202E Rao\u0007',
      phone: '+91\u200B 98765 43210',
      email: '\u200Basha@example.com',
      message: 'Line one\u202E\r\nLine\u00AD two\u0007\n\u200BLine three\t!',
    };
    const params = buildTemplateParams(typed, 'City', settings);
    expect(params.from_name).toBe('Asha Rao');
    expect(params.phone).toBe('+91 98765 43210');
    expect(params.from_email).toBe('asha@example.com');
    expect(params.message).toBe('Line one\nLine two\nLine three!');
  });

  it('keeps the joiners that shape Devanagari letters', () => {
    // 'र्‍य' (eyelash ra, with U+200D) and 'क्‌ष' (with U+200C) read differently without them.
    const message = 'आमच्या मुलीसाठी र्\u200Dय आणि क्\u200Cष\u200B';
    const params = buildTemplateParams({ ...request, message }, 'City', settings);
    expect(params.message).toBe('आमच्या मुलीसाठी र्\u200Dय आणि क्\u200Cष');
  });

  it('never sends more than a field’s maximum length, even when a script filled it', () => {
    const params = buildTemplateParams(
      { ...request, name: 'n'.repeat(500), message: 'm'.repeat(5000), phone: '9'.repeat(50) },
      'City',
      settings,
    );
    expect(params.from_name).toHaveLength(FIELD_MAX_LENGTH.name);
    expect(params.message).toHaveLength(FIELD_MAX_LENGTH.message);
    expect(params.phone).toHaveLength(FIELD_MAX_LENGTH.phone);
  });

  it('names the school as the campus when no campus is given', () => {
    expect(buildTemplateParams(request, undefined, settings).campus).toBe('Aurora Global School');
    expect(buildTemplateParams(request, '  ', settings).campus).toBe('Aurora Global School');
  });

  it('keeps an empty optional e-mail and message as empty strings', () => {
    const params = buildTemplateParams({ ...request, email: '', message: '' }, 'City', settings);
    expect(params.from_email).toBe('');
    expect(params.message).toBe('');
  });

  it('fills the intro with the campus or the school name', () => {
    const intro = 'Around {campusName}, please.';
    expect(visitIntro(intro, 'City Campus', settings.schoolName)).toBe(
      'Around City Campus, please.',
    );
    expect(visitIntro(intro, undefined, settings.schoolName)).toBe(
      'Around Aurora Global School, please.',
    );
  });

  it('turns on every SDK guard in one place', () => {
    expect(sendOptions(settings)).toStrictEqual({
      publicKey: 'public_test',
      blockHeadless: true,
      blockList: { list: ['spam@blocked.example'], watchVariable: 'from_email' },
      limitRate: { id: RATE_LIMIT.id, throttle: RATE_LIMIT.throttle },
    });
  });
});

describe('describeSendFailure: every failure shape as one', () => {
  it.each([
    [{ status: 451, text: 'Unavailable For Headless Browser' }, 'headless', 451],
    [{ status: 403, text: 'Forbidden' }, 'forbidden', 403],
    [{ status: 429, text: 'Too Many Requests' }, 'rate-limited', 429],
    [{ status: 500, text: 'Internal Server Error' }, 'rejected', 500],
    [{ status: 0, text: 'Network Error' }, 'network', 0],
  ])('EmailJSResponseStatus %p', (error, kind, status) => {
    const shape = Object.assign(new realSdk.EmailJSResponseStatus(), error);
    expect(describeSendFailure(shape)).toMatchObject({ kind, status, cause: shape });
    expect(describeSendFailure(shape).message).toBe(`${error.status} ${error.text}`);
  });

  it('a network failure, a thrown string, a timeout, an Error and anything else', () => {
    expect(describeSendFailure(new TypeError('Failed to fetch'))).toMatchObject({
      kind: 'network',
      message: 'Failed to fetch',
    });
    expect(describeSendFailure('The public key is required.')).toMatchObject({
      kind: 'setup',
      message: 'The public key is required.',
    });
    expect(describeSendFailure(new SendTimeoutError(15_000)).kind).toBe('timeout');
    expect(describeSendFailure(new Error('chunk failed'))).toMatchObject({
      kind: 'unknown',
      message: 'chunk failed',
    });
    expect(describeSendFailure(undefined)).toMatchObject({ kind: 'unknown', message: 'undefined' });
  });
});

describe('sendVisitRequest with the SDK mocked', () => {
  it('calls send once with the ids, the template params and the guards', async () => {
    mockedSend.mockResolvedValue({ status: 200, text: 'OK' });
    const { provider } = memoryStorage();
    await expect(
      sendVisitRequest(request, 'City Campus', settings, { storage: provider }),
    ).resolves.toEqual({ ok: true });
    expect(mockedSend).toHaveBeenCalledTimes(1);
    expect(mockedSend).toHaveBeenCalledWith(
      'service_test',
      'template_test',
      buildTemplateParams(request, 'City Campus', settings),
      // The storage is wrapped so that a failed send can take back its rate-limit time.
      {
        ...sendOptions(settings),
        storageProvider: expect.objectContaining({ set: expect.any(Function) }),
      },
    );
  });

  it.each([
    ['an EmailJSResponseStatus', { status: 500, text: 'Server Error' }, 'rejected'],
    ['a TypeError', new TypeError('Failed to fetch'), 'network'],
    ['a thrown string', 'The service ID is required.', 'setup'],
  ])('never throws: %s comes back as a failure', async (_, error, kind) => {
    mockedSend.mockImplementation(() => {
      if (typeof error === 'string') throw error; // the SDK throws strings synchronously
      return Promise.reject(error);
    });
    const outcome = await sendVisitRequest(request, undefined, settings, {
      storage: memoryStorage().provider,
    });
    expect(outcome).toMatchObject({ ok: false, failure: { kind, cause: error } });
  });

  it("bounds 'Sending...' with the timeout", async () => {
    jest.useFakeTimers();
    mockedSend.mockReturnValue(new Promise(() => {})); // never answers
    const pending = sendVisitRequest(request, undefined, settings, {
      storage: memoryStorage().provider,
    });
    await jest.advanceTimersByTimeAsync(settings.timeoutMs - 1);
    let settled = false;
    void pending.then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    await jest.advanceTimersByTimeAsync(1);
    await expect(pending).resolves.toMatchObject({ ok: false, failure: { kind: 'timeout' } });
  });
});

describe('sendVisitRequest with the real SDK (only fetch is faked)', () => {
  const fetchMock = jest.fn<Promise<Response>, [string, RequestInit]>();
  const realSend = { loadSend: async () => realSdk.send };

  beforeEach(() => {
    fetchMock.mockReset();
    global.fetch = fetchMock as unknown as typeof fetch;
  });
  afterEach(() => {
    Reflect.deleteProperty(navigator, 'webdriver');
  });

  const answer = (status: number) =>
    ({ ok: status < 400, status, text: async () => (status < 400 ? 'OK' : 'Nope') }) as Response;

  it('posts the full request body to the EmailJS endpoint', async () => {
    fetchMock.mockResolvedValue(answer(200));
    const { provider } = memoryStorage();
    const outcome = await sendVisitRequest(request, 'Osmanpura Campus', settings, {
      ...realSend,
      storage: provider,
    });
    expect(outcome).toEqual({ ok: true });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('https://api.emailjs.com/api/v1.0/email/send');
    expect(init.method).toBe('POST');
    expect(JSON.parse(String(init.body))).toStrictEqual({
      lib_version: '4.4.1',
      user_id: 'public_test',
      service_id: 'service_test',
      template_id: 'template_test',
      template_params: buildTemplateParams(request, 'Osmanpura Campus', settings),
    });
  });

  it('headless browsers are refused with 451 before any request', async () => {
    Object.defineProperty(navigator, 'webdriver', { value: true, configurable: true });
    const outcome = await sendVisitRequest(request, undefined, settings, {
      ...realSend,
      storage: memoryStorage().provider,
    });
    expect(outcome).toMatchObject({ ok: false, failure: { kind: 'headless', status: 451 } });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('a blocked sender is refused with 403 before any request', async () => {
    const outcome = await sendVisitRequest(
      { ...request, email: 'spam@blocked.example' },
      undefined,
      settings,
      { ...realSend, storage: memoryStorage().provider },
    );
    expect(outcome).toMatchObject({ ok: false, failure: { kind: 'forbidden', status: 403 } });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('a second request within the throttle is refused with 429; a sent one keeps its time', async () => {
    fetchMock.mockResolvedValue(answer(200));
    const { data, provider } = memoryStorage();
    const deps = { ...realSend, storage: provider };
    await expect(sendVisitRequest(request, undefined, settings, deps)).resolves.toEqual({
      ok: true,
    });
    expect(data.get(RATE_LIMIT.id)).toMatch(/^\d+$/);
    const outcome = await sendVisitRequest(request, undefined, settings, deps);
    expect(outcome).toMatchObject({ ok: false, failure: { kind: 'rate-limited', status: 429 } });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('a failed send does not count against the rate limit, so "try again" works at once', async () => {
    const { data, provider } = memoryStorage({ [RATE_LIMIT.id]: '1000' }); // long ago
    const deps = { ...realSend, storage: provider };
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(sendVisitRequest(request, undefined, settings, deps)).resolves.toMatchObject({
      ok: false,
      failure: { kind: 'network' },
    });
    expect(data.get(RATE_LIMIT.id)).toBe('1000'); // put back as it was
    fetchMock.mockResolvedValueOnce(answer(500));
    await expect(sendVisitRequest(request, undefined, settings, deps)).resolves.toMatchObject({
      ok: false,
      failure: { kind: 'rejected', status: 500 },
    });
    fetchMock.mockResolvedValueOnce(answer(200));
    await expect(sendVisitRequest(request, undefined, settings, deps)).resolves.toEqual({
      ok: true,
    });
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });
});
