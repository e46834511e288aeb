// Sends a visit request (SPEC §3, §7, §8) through EmailJS's browser SDK. No React here: the form
// only renders the outcome. The SDK is imported on first use, so a page that merely shows the
// 'Schedule a Visit' button never downloads it.
import type { send as emailjsSend, StorageProvider } from '@emailjs/browser';
import { fillTemplate } from './template';

type SendFn = typeof emailjsSend;
type SendOptions = Exclude<Parameters<SendFn>[3], string | undefined>;

/** What the visitor typed (SPEC §3, 'Visit request'). */
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

/** The `template_params` of the call, exactly the fields of SPEC §7. */
export type VisitTemplateParams = {
  from_name: string;
  from_email: string;
  phone: string;
  preferred_date: string;
  preferred_time: string;
  message: string;
  campus: string;
  to_email: string;
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
}

/** The campus a request is for: the given campus, or the school when there is none (SPEC §7). */
export function campusLabel(campusName: string | undefined, schoolName: string): string {
  return campusName?.trim() || schoolName;
}

/** The modal's intro with its {campusName} token filled in (SPEC §2). */
export function visitIntro(template: string, campusName: string | undefined, schoolName: string) {
  return fillTemplate(template, { campusName: campusLabel(campusName, schoolName) });
}

export function buildTemplateParams(
  request: VisitRequest,
  campusName: string | undefined,
  settings: Pick<VisitMailSettings, 'toEmail' | 'schoolName'>,
): VisitTemplateParams {
  // Stray spaces around what was typed are noise in the school's inbox; the text is kept as is.
  return {
    from_name: request.name.trim(),
    from_email: request.email.trim(),
    phone: request.phone.trim(),
    preferred_date: request.preferredDate,
    preferred_time: request.preferredTime,
    message: request.message.trim(),
    campus: campusLabel(campusName, settings.schoolName),
    to_email: settings.toEmail,
  };
}

/**
 * The SDK's rate limit: one request per browser per `throttle` ms. The SDK keeps the time of the
 * last request in localStorage under `id`.
 */
export const RATE_LIMIT = { id: 'aurora-visit-request', throttle: 10_000 } as const;

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

function browserStorage(): StorageProvider | undefined {
  try {
    const storage = window.localStorage;
    return {
      get: async (key) => storage.getItem(key),
      set: async (key, value) => storage.setItem(key, value),
      remove: async (key) => storage.removeItem(key),
    };
  } catch {
    return undefined; // storage blocked: the SDK then skips its rate limit
  }
}

/** A storage that remembers what the SDK's rate limit overwrote, so a failed send can undo it. */
function undoableStorage(base: StorageProvider | undefined) {
  let undo = async () => {};
  if (!base) return { provider: undefined, undo: () => undo() };
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
  /** Where the SDK's rate limit is kept; by default localStorage. */
  storage?: StorageProvider;
}

/**
 * Sends one visit request. Never throws: every failure comes back normalised. 'Sending...'
 * lasts at most `settings.timeoutMs`, loading the SDK included.
 */
export async function sendVisitRequest(
  request: VisitRequest,
  campusName: string | undefined,
  settings: VisitMailSettings,
  dependencies: SendDependencies = {},
): Promise<SendOutcome> {
  const storage = undoableStorage(dependencies.storage ?? browserStorage());
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new SendTimeoutError(settings.timeoutMs)), settings.timeoutMs);
  });
  const attempt = async () => {
    const send = await (dependencies.loadSend ?? loadSdkSend)();
    await send(
      settings.serviceId,
      settings.templateId,
      buildTemplateParams(request, campusName, settings),
      sendOptions(settings, storage.provider),
    );
  };

  try {
    await Promise.race([attempt(), timeout]);
    return { ok: true };
  } catch (error) {
    const failure = describeSendFailure(error);
    // A failed send delivered nothing, so it must not count against the rate limit: the visitor
    // is asked to try again. After a timeout the request may still arrive, so its time stays and
    // a quick retry cannot send it twice.
    if (failure.kind !== 'timeout') await storage.undo();
    return { ok: false, failure };
  } finally {
    clearTimeout(timer);
  }
}
