import { siteIn } from '@/lib/site/site';
import { createVisitSender, EMPTY_VISIT_REQUEST, RATE_LIMIT } from '@/lib/visit/visit-request';

const site = siteIn('en');

// The rate limit as the page runs it: the site's settings, the real SDK (only fetch is faked), no
// storage given. Its time is kept in memory for the page's life, shared by every form the page
// opens, and nothing is written to the browser's storage.
const settings = {
  ...site.emailService,
  toEmail: site.schoolInbox,
  schoolName: site.name,
  timeoutMs: site.emailSendTimeoutMs,
  blockedSenders: [],
  noticeVersion: '2026-11-27',
};
const request = { ...EMPTY_VISIT_REQUEST, name: 'Asha Rao', phone: '+91 98765 43210' };
const other = { ...request, message: 'Two children.' };

const fetchMock = jest.fn<Promise<Response>, [string, RequestInit]>();
const answer = (status: number) =>
  ({ ok: status < 400, status, text: async () => (status < 400 ? 'OK' : 'Nope') }) as Response;

beforeEach(() => {
  jest.useFakeTimers();
  global.fetch = fetchMock as unknown as typeof fetch;
});
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

it('keeps one successful request per page per window in memory, never in web storage', async () => {
  const writes = jest.spyOn(Storage.prototype, 'setItem');
  fetchMock.mockResolvedValueOnce(answer(500)).mockResolvedValue(answer(200));

  // A failed send does not count: the retry goes through at once.
  const firstForm = createVisitSender(settings);
  await expect(firstForm.send(request, undefined)).resolves.toMatchObject({ ok: false });
  await expect(firstForm.send(request, undefined)).resolves.toEqual({ ok: true });

  // Another form on the same page (the dialog opened again) shares the window.
  await jest.advanceTimersByTimeAsync(RATE_LIMIT.throttle - 1);
  const secondForm = createVisitSender(settings);
  await expect(secondForm.send(other, undefined)).resolves.toMatchObject({
    ok: false,
    failure: { kind: 'rate-limited', status: 429 },
  });
  await jest.advanceTimersByTimeAsync(1);
  await expect(secondForm.send(other, undefined)).resolves.toEqual({ ok: true });

  expect(fetchMock).toHaveBeenCalledTimes(3);
  expect(writes).not.toHaveBeenCalled();
  expect([localStorage.length, sessionStorage.length]).toEqual([0, 0]);
});
