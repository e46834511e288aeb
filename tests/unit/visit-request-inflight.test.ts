import type { StorageProvider } from '@emailjs/browser';
import { send } from '@emailjs/browser';
import {
  createVisitSender,
  isBlockedSender,
  RATE_LIMIT,
  type SendOutcome,
  type VisitMailSettings,
  type VisitRequest,
} from '@/lib/visit/visit-request';

// A visit request is never sent twice: at most one in flight per form, and a late answer after
// a timeout never runs beside a retry. The SDK is mocked, or only fetch.
jest.mock('@emailjs/browser', () => ({ send: jest.fn() }));
const mockedSend = jest.mocked(send);
const realSdk = jest.requireActual<typeof import('@emailjs/browser')>('@emailjs/browser');

const TIMEOUT = 15_000;
const settings: VisitMailSettings = {
  serviceId: 'service_test',
  templateId: 'template_test',
  publicKey: 'public_test',
  toEmail: 'visits@school.example',
  schoolName: 'Aurora Global School',
  timeoutMs: TIMEOUT,
  blockedSenders: ['blocked-sender@spam.example'],
  noticeVersion: '2026-11-27',
};
const request: VisitRequest = {
  name: 'Asha Rao',
  phone: '+91 98765 43210',
  email: 'asha@example.com',
  preferredDate: '2030-05-14',
  preferredTime: '11:00 AM - 1:00 PM',
  message: '',
};

function memoryStorage() {
  const data = new Map<string, string>();
  const provider: StorageProvider = {
    get: async (key) => data.get(key) ?? null,
    set: async (key, value) => void data.set(key, value),
    remove: async (key) => void data.delete(key),
  };
  return { data, provider };
}

/** The SDK's send, answering only when the test says; counts how many run at once. */
function controlledSend() {
  const answers: Array<{ resolve: () => void; reject: (error: unknown) => void }> = [];
  let running = 0;
  let mostAtOnce = 0;
  mockedSend.mockImplementation(
    () =>
      new Promise((resolve, reject) => {
        running += 1;
        mostAtOnce = Math.max(mostAtOnce, running);
        const settle = (then: () => void) => () => {
          running -= 1;
          then();
        };
        answers.push({
          resolve: settle(() => resolve({ status: 200, text: 'OK' })),
          reject: (error) => settle(() => reject(error))(),
        });
      }),
  );
  return { answers, mostAtOnce: () => mostAtOnce };
}

/** Starts a send and reports whether it has settled yet. */
function track(promise: Promise<SendOutcome>) {
  const state: { outcome?: SendOutcome } = {};
  void promise.then((outcome) => (state.outcome = outcome));
  return state;
}

beforeEach(() => {
  jest.useFakeTimers();
  mockedSend.mockReset();
});
afterEach(() => jest.useRealTimers());

describe('one request in flight per form', () => {
  it('a hanging request followed by a retry: the retry waits for it and never sends beside it', async () => {
    const sdk = controlledSend();
    const sender = createVisitSender(settings, { storage: memoryStorage().provider });

    const first = track(sender.send(request, 'City Campus'));
    await jest.advanceTimersByTimeAsync(TIMEOUT);
    expect(first.outcome).toMatchObject({ ok: false, failure: { kind: 'timeout' } });

    // The visitor tries again at once: the first request is still pending.
    const retry = track(sender.send(request, 'City Campus'));
    await jest.advanceTimersByTimeAsync(TIMEOUT - 1);
    expect(mockedSend).toHaveBeenCalledTimes(1);
    expect(retry.outcome).toBeUndefined(); // 'Sending...' while it waits, within its own bound

    // The first one finally fails: now, and only now, the retry is sent.
    sdk.answers[0]!.reject(new TypeError('Failed to fetch'));
    await jest.advanceTimersByTimeAsync(0);
    expect(mockedSend).toHaveBeenCalledTimes(2);
    sdk.answers[1]!.resolve();
    await jest.advanceTimersByTimeAsync(0);
    expect(retry.outcome).toEqual({ ok: true });
    expect(sdk.mostAtOnce()).toBe(1);
  });

  it('a retry that outlasts its own bound while the first still hangs times out without sending', async () => {
    controlledSend();
    const sender = createVisitSender(settings, { storage: memoryStorage().provider });
    void sender.send(request, undefined);
    await jest.advanceTimersByTimeAsync(TIMEOUT);
    const retry = track(sender.send(request, undefined));
    await jest.advanceTimersByTimeAsync(TIMEOUT);
    expect(retry.outcome).toMatchObject({ ok: false, failure: { kind: 'timeout' } });
    expect(mockedSend).toHaveBeenCalledTimes(1);
  });

  it('the hanging request succeeds while the retry waits: the retry reports success, nothing is sent again', async () => {
    const sdk = controlledSend();
    const sender = createVisitSender(settings, { storage: memoryStorage().provider });
    void sender.send(request, undefined);
    await jest.advanceTimersByTimeAsync(TIMEOUT);
    const retry = track(sender.send(request, undefined));
    await jest.advanceTimersByTimeAsync(1_000);
    sdk.answers[0]!.resolve();
    await jest.advanceTimersByTimeAsync(0);
    expect(retry.outcome).toEqual({ ok: true });
    expect(mockedSend).toHaveBeenCalledTimes(1);
  });
});

describe('a late success after a timeout', () => {
  it('is not shown, and a retry of the same request is answered without sending it again', async () => {
    const sdk = controlledSend();
    const sender = createVisitSender(settings, { storage: memoryStorage().provider });
    const first = track(sender.send(request, 'Airport Campus'));
    await jest.advanceTimersByTimeAsync(TIMEOUT);
    expect(first.outcome).toMatchObject({ ok: false, failure: { kind: 'timeout' } });

    sdk.answers[0]!.resolve(); // the late answer: the first outcome stays the timeout
    await jest.advanceTimersByTimeAsync(0);
    expect(first.outcome).toMatchObject({ ok: false, failure: { kind: 'timeout' } });

    // Same details, stray spaces or not: the school already has this request.
    await expect(
      sender.send({ ...request, name: ` ${request.name} ` }, 'Airport Campus'),
    ).resolves.toEqual({ ok: true });
    expect(mockedSend).toHaveBeenCalledTimes(1);

    // That answer is used once: a new submission later is a new request.
    const again = track(sender.send(request, 'Airport Campus'));
    await jest.advanceTimersByTimeAsync(0);
    expect(mockedSend).toHaveBeenCalledTimes(2);
    sdk.answers[1]!.resolve();
    await jest.advanceTimersByTimeAsync(0);
    expect(again.outcome).toEqual({ ok: true });
  });

  it('a retry with other details is a new request', async () => {
    const sdk = controlledSend();
    const sender = createVisitSender(settings, { storage: memoryStorage().provider });
    void sender.send(request, undefined);
    await jest.advanceTimersByTimeAsync(TIMEOUT);
    sdk.answers[0]!.resolve();
    await jest.advanceTimersByTimeAsync(0);
    const changed = track(
      sender.send({ ...request, preferredTime: '2:00 PM - 4:00 PM' }, undefined),
    );
    await jest.advanceTimersByTimeAsync(0);
    expect(mockedSend).toHaveBeenCalledTimes(2);
    sdk.answers[1]!.resolve();
    await jest.advanceTimersByTimeAsync(0);
    expect(changed.outcome).toEqual({ ok: true });
  });
});

describe('one succeeded request per rate-limit window (the real SDK, fetch faked)', () => {
  const fetchMock = jest.fn<Promise<Response>, [string, RequestInit]>();
  const ok = { ok: true, status: 200, text: async () => 'OK' } as Response;
  beforeEach(() => {
    fetchMock.mockReset();
    global.fetch = fetchMock as unknown as typeof fetch;
  });

  it('a slow success starts the window again when it arrives', async () => {
    const { data, provider } = memoryStorage();
    const sender = createVisitSender(settings, {
      loadSend: async () => realSdk.send,
      storage: provider,
    });
    // The first request takes 9 s: the SDK stamped its start, the window would end 1 s later.
    fetchMock.mockImplementationOnce(
      () => new Promise((resolve) => setTimeout(() => resolve(ok), 9_000)),
    );
    const first = track(sender.send(request, undefined));
    await jest.advanceTimersByTimeAsync(9_000);
    expect(first.outcome).toEqual({ ok: true });
    expect(Number(data.get(RATE_LIMIT.id))).toBe(Date.now());

    fetchMock.mockResolvedValue(ok);
    await jest.advanceTimersByTimeAsync(3_000);
    const other = { ...request, preferredTime: '4:00 PM - 6:00 PM' };
    await expect(sender.send(other, undefined)).resolves.toMatchObject({
      ok: false,
      failure: { kind: 'rate-limited', status: 429 },
    });
    await jest.advanceTimersByTimeAsync(RATE_LIMIT.throttle - 3_000);
    await expect(sender.send(other, undefined)).resolves.toEqual({ ok: true });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('the block list ignores letter case and spaces, before any request', async () => {
    const sender = createVisitSender(settings, {
      loadSend: async () => realSdk.send,
      storage: memoryStorage().provider,
    });
    await expect(
      sender.send({ ...request, email: '  Blocked-Sender@SPAM.example ' }, undefined),
    ).resolves.toMatchObject({ ok: false, failure: { kind: 'forbidden', status: 403 } });
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('isBlockedSender', () => {
  it('compares trimmed addresses whatever their case', () => {
    const list = [' Blocked-Sender@spam.example'];
    expect(isBlockedSender('blocked-sender@SPAM.example', list)).toBe(true);
    expect(isBlockedSender(' BLOCKED-SENDER@spam.example\t', list)).toBe(true);
    expect(isBlockedSender('other@spam.example', list)).toBe(false);
    expect(isBlockedSender('   ', ['  '])).toBe(false);
  });
});
