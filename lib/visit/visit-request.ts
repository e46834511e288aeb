// Sends a visit request through EmailJS's browser SDK. No React here: the form
// only renders the outcome. The SDK is imported on first use, so a page that merely shows the
// 'Schedule a Visit' button never downloads it.
import type { send as emailjsSend, StorageProvider } from '@emailjs/browser';
import { cleanFieldValue, FIELD_MAX_LENGTH } from '@/lib/contact-fields';
import { fillTemplate } from '@/lib/template';

type SendFn = typeof emailjsSend;
type SendOptions = Exclude<Parameters<SendFn>[3], string | undefined>;

/** What the visitor typed. */
export interface VisitRequest {
  name: string;
  phone: string;
  email: string;
  preferredDate: string;
  preferredTime: string;
  message: string;
}

export const EMPTY_VISIT_REQUEST: Readonly<VisitRequest> = {
  name: '',
  phone: '',
  email: '',
  preferredDate: '',
  preferredTime: '',
  message: '',
};

/** The `template_params` of the call: exactly these fields, no others. */
export type VisitTemplateParams = {
  from_name: string;
  from_email: string;
  phone: string;
  preferred_date: string;
  preferred_time: string;
  message: string;
  campus: string;
  /**
   * The fixed school inbox, sent with every request; the service's template must have the inbox
   * as its fixed recipient and ignore this value (docs/editing.md, 'E-mail service settings').
   */
  to_email: string;
  /**
   * The visitor's language when the request comes from a Marathi or Hindi page ('Marathi
   * (मराठी)'), so the school can answer in it; absent from English pages' requests.
   */
  language?: string;
  /**
   * The date of the privacy notice the visitor was shown (its 'Last updated'), so the school can
   * show which notice a family saw when it sent the request.
   */
  notice_version: string;
};

export interface VisitMailSettings {
  serviceId: string;
  templateId: string;
  publicKey: string;
  /** The fixed school inbox (`to_email`). */
  toEmail: string;
  /** Named as the campus when the request is for no particular campus. */
  schoolName: string;
  /** Hard bound on how long 'Sending...' can last. */
  timeoutMs: number;
  /** Sender addresses the SDK refuses to send for (it rejects with 403 before any request). */
  blockedSenders: readonly string[];
  /** The visitor's language, on a Marathi or Hindi page (`language` of the request). */
  language?: string;
  /** The privacy notice's date (`notice_version` of the request). */
  noticeVersion: string;
}

/** The campus a request is for: the given campus, or the school when there is none. */
export function campusLabel(campusName: string | undefined, schoolName: string): string {
  return campusName?.trim() || schoolName;
}

/** The modal's intro with its {campusName} token filled in. */
export function visitIntro(template: string, campusName: string | undefined, schoolName: string) {
  return fillTemplate(template, { campusName: campusLabel(campusName, schoolName) });
}

export function buildTemplateParams(
  request: VisitRequest,
  campusName: string | undefined,
  settings: Pick<VisitMailSettings, 'toEmail' | 'schoolName' | 'language' | 'noticeVersion'>,
): VisitTemplateParams {
  // What was typed reaches the school's inbox without stray spaces around it, control or format
  // characters (line breaks are kept) or more than its field's maximum length.
  return {
    from_name: cleanFieldValue(request.name, FIELD_MAX_LENGTH.name),
    from_email: cleanFieldValue(request.email, FIELD_MAX_LENGTH.email),
    phone: cleanFieldValue(request.phone, FIELD_MAX_LENGTH.phone),
    preferred_date: request.preferredDate,
    preferred_time: request.preferredTime,
    message: cleanFieldValue(request.message, FIELD_MAX_LENGTH.message),
    campus: campusLabel(campusName, settings.schoolName),
    to_email: settings.toEmail,
    ...(settings.language && { language: settings.language }),
    notice_version: settings.noticeVersion,
  };
}

/**
 * The SDK's rate limit: one request per page per `throttle` ms. The time of the last request is
 * kept under `id` in memory, for the page's life (`pageStorage`), never in the browser's storage.
 */
export const RATE_LIMIT = { id: 'aurora-visit-request', throttle: 10_000 } as const;

/**
 * Whether a sender is on the block list. E-mail addresses are compared as people read them:
 * without surrounding spaces and whatever the letter case (the SDK's own check is exact).
 */
export function isBlockedSender(email: string, blockedSenders: readonly string[]): boolean {
  const normalise = (address: string) => address.trim().toLowerCase();
  const sender = normalise(email);
  return sender !== '' && blockedSenders.some((blocked) => normalise(blocked) === sender);
}

/** What the SDK answers for a blocked sender, so both checks end in the same failure. */
const BLOCKED_SENDER = { status: 403, text: 'Forbidden' } as const;

/** Every guard of the SDK, in this one place: headless block (451), block list (403), rate limit (429). */
export function sendOptions(
  settings: Pick<VisitMailSettings, 'publicKey' | 'blockedSenders'>,
  storageProvider?: StorageProvider,
): SendOptions {
  return {
    publicKey: settings.publicKey,
    blockHeadless: true,
    blockList: { list: [...settings.blockedSenders], watchVariable: 'from_email' },
    limitRate: { ...RATE_LIMIT },
    ...(storageProvider && { storageProvider }),
  };
}

export type SendFailureKind =
  | 'headless'
  | 'forbidden'
  | 'rate-limited'
  | 'rejected'
  | 'network'
  | 'timeout'
  | 'setup'
  | 'unknown';

export interface SendFailure {
  kind: SendFailureKind;
  /** The HTTP-like status of an EmailJSResponseStatus rejection. */
  status?: number;
  message: string;
  /** What was thrown, for the console. */
  cause: unknown;
}

export type SendOutcome = { ok: true } | { ok: false; failure: SendFailure };

export class SendTimeoutError extends Error {
  constructor(ms: number) {
    super(`The e-mail service did not answer within ${ms} ms`);
    this.name = 'SendTimeoutError';
  }
}

const isResponseStatus = (error: unknown): error is { status: number; text: string } =>
  typeof error === 'object' &&
  error !== null &&
  typeof (error as { status?: unknown }).status === 'number' &&
  typeof (error as { text?: unknown }).text === 'string';

const KIND_BY_STATUS: Record<number, SendFailureKind> = {
  0: 'network',
  403: 'forbidden',
  429: 'rate-limited',
  451: 'headless',
};

/**
 * Every shape a failed send takes, as one: the SDK rejects with EmailJSResponseStatus
 * {status, text} (its own guards and the server's answers), fetch with a TypeError, missing ids
 * make it throw plain strings, and our own bound throws SendTimeoutError.
 */
export function describeSendFailure(error: unknown): SendFailure {
  if (error instanceof SendTimeoutError)
    return { kind: 'timeout', message: error.message, cause: error };
  if (isResponseStatus(error)) {
    return {
      kind: KIND_BY_STATUS[error.status] ?? 'rejected',
      status: error.status,
      message: `${error.status} ${error.text}`.trim(),
      cause: error,
    };
  }
  if (error instanceof TypeError) return { kind: 'network', message: error.message, cause: error };
  if (typeof error === 'string') return { kind: 'setup', message: error, cause: error };
  if (error instanceof Error) {
    return { kind: 'unknown', message: error.message || error.name, cause: error };
  }
  return { kind: 'unknown', message: String(error), cause: error };
}

const loadSdkSend = async (): Promise<SendFn> => (await import('@emailjs/browser')).send;

/** Starts downloading the SDK (e.g. when the modal opens), so the first send is not delayed. */
export function preloadEmailClient(): void {
  import('@emailjs/browser').catch(() => {
    // A failed preload is retried by the send itself, which reports the failure.
  });
}

/** A StorageProvider that keeps its values in memory only. */
function memoryStorage(): StorageProvider {
  const values = new Map<string, string>();
  return {
    get: async (key) => values.get(key) ?? null,
    set: async (key, value) => void values.set(key, value),
    remove: async (key) => void values.delete(key),
  };
}

/**
 * Where the rate limit's time is kept by default: this module's memory, shared by every form the
 * page opens, for as long as the page is open (moving inside the site included). Every send
 * passes a storage: without one, the SDK would fall back to its own default, localStorage.
 */
const pageStorage = memoryStorage();

/** A storage that remembers what the SDK's rate limit overwrote, so a failed send can undo it. */
function undoableStorage(base: StorageProvider) {
  let undo = async () => {};
  const provider: StorageProvider = {
    get: (key) => base.get(key),
    remove: (key) => base.remove(key),
    set: async (key, value) => {
      const previous = await base.get(key);
      undo = () => (previous == null ? base.remove(key) : base.set(key, previous));
      await base.set(key, value);
    },
  };
  return { provider, undo: () => undo().catch(() => {}) };
}

export interface SendDependencies {
  /** The SDK's `send`; by default imported from @emailjs/browser on first use. */
  loadSend?: () => Promise<SendFn>;
  /** Where the SDK's rate limit is kept; by default in memory, for the page's life. */
  storage?: StorageProvider;
}

/**
 * Delivers one visit request, however long that takes (the caller bounds the wait). Never
 * throws: every failure comes back normalised. A failed send delivered nothing, so it does not
 * count against the rate limit; a delivered one starts the rate-limit window again when it
 * succeeds, so one request gets through per window even when it was slow.
 */
export async function deliverVisitRequest(
  request: VisitRequest,
  campusName: string | undefined,
  settings: Omit<VisitMailSettings, 'timeoutMs'>,
  dependencies: SendDependencies = {},
): Promise<SendOutcome> {
  const params = buildTemplateParams(request, campusName, settings);
  if (isBlockedSender(params.from_email, settings.blockedSenders)) {
    return { ok: false, failure: describeSendFailure(BLOCKED_SENDER) };
  }
  const storage = undoableStorage(dependencies.storage ?? pageStorage);
  try {
    const send = await (dependencies.loadSend ?? loadSdkSend)();
    await send(
      settings.serviceId,
      settings.templateId,
      params,
      sendOptions(settings, storage.provider),
    );
  } catch (error) {
    await storage.undo();
    return { ok: false, failure: describeSendFailure(error) };
  }
  await storage.provider.set(RATE_LIMIT.id, Date.now().toString()).catch(() => {});
  return { ok: true };
}

/** One form's sending: `send` resolves within the timeout and never rejects. */
export interface VisitSender {
  send(request: VisitRequest, campusName: string | undefined): Promise<SendOutcome>;
}

/**
 * Sends a form's visit requests, at most one at a time. The SDK cannot cancel a request, so one
 * that outlives the timeout is reported as failed but stays in flight until it settles: a retry
 * meanwhile waits for it instead of sending a second one beside it. Its late answer is never
 * shown; a late success is remembered, and a retry of the same request is then answered with
 * success without sending it again (the school already has it).
 */
export function createVisitSender(
  settings: VisitMailSettings,
  dependencies: SendDependencies = {},
): VisitSender {
  let inFlight: Promise<SendOutcome> | null = null;
  /** The request (its template parameters) that got through after its timeout, if any. */
  let lateSuccess: string | null = null;

  return {
    async send(request, campusName) {
      const key = JSON.stringify(buildTemplateParams(request, campusName, settings));
      let timer: ReturnType<typeof setTimeout> | undefined;
      const deadline = new Promise<'timeout'>((resolve) => {
        timer = setTimeout(() => resolve('timeout'), settings.timeoutMs);
      });
      const timedOut = (): SendOutcome => ({
        ok: false,
        failure: describeSendFailure(new SendTimeoutError(settings.timeoutMs)),
      });
      try {
        // An earlier request is still running after its timeout: wait for it, within this
        // attempt's own time bound.
        if (inFlight && (await Promise.race([inFlight, deadline])) === 'timeout') {
          return timedOut();
        }
        if (lateSuccess !== null) {
          const alreadyDelivered = lateSuccess === key;
          lateSuccess = null;
          if (alreadyDelivered) return { ok: true };
        }
        const attempt = deliverVisitRequest(request, campusName, settings, dependencies);
        let late = false;
        inFlight = attempt;
        // Runs before anything else waiting for this attempt (a retry), so it sees the result.
        void attempt.then((outcome) => {
          if (inFlight === attempt) inFlight = null;
          if (late && outcome.ok) lateSuccess = key;
        });
        const outcome = await Promise.race([attempt, deadline]);
        if (outcome !== 'timeout') return outcome;
        late = true;
        return timedOut();
      } finally {
        clearTimeout(timer);
      }
    },
  };
}

/**
 * Sends one visit request. Never throws: every failure comes back normalised. 'Sending...'
 * lasts at most `settings.timeoutMs`, loading the SDK included.
 */
export function sendVisitRequest(
  request: VisitRequest,
  campusName: string | undefined,
  settings: VisitMailSettings,
  dependencies: SendDependencies = {},
): Promise<SendOutcome> {
  return createVisitSender(settings, dependencies).send(request, campusName);
}
