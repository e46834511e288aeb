// The site's privacy promise as a check on a page: no cookie (set by a script or by a response),
// no write to localStorage or sessionStorage, no request to any host but the site's own (and the
// ones a test names). Reading storage is fine; writing is what counts.
import type { Page, Request, Response, WebSocket } from '@playwright/test';
import { expect, test as base } from './fixtures';

const RECORD_WRITE = 'recordBrowserDataWrite';

/**
 * Runs in every document before its own scripts: reports each storage write and each cookie a
 * script sets. (A write by property, `localStorage.key = value`, is caught by the length check.)
 */
function recordWrites(binding: string) {
  const report = (what: string) =>
    (window as unknown as Record<string, (what: string) => void>)[binding]?.(what);
  const setItem = Storage.prototype.setItem;
  Storage.prototype.setItem = function (this: Storage, key: string, value: string) {
    report(`${this === window.sessionStorage ? 'sessionStorage' : 'localStorage'}: ${key}`);
    setItem.call(this, key, value);
  };
  const cookie = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!;
  Object.defineProperty(Document.prototype, 'cookie', {
    ...cookie,
    set(this: Document, value: string) {
      report(`document.cookie: ${value.split('=')[0]}`);
      cookie.set!.call(this, value);
    },
  });
}

export interface PrivacyWatch {
  /** Fails on any cookie, storage write, or request to a host not in `otherHosts` (origins). */
  expectNothingKept(options?: { otherHosts?: string[] }): Promise<void>;
}

async function watchPrivacy(page: Page, ownOrigin: string) {
  const writes: string[] = [];
  const hosts = new Set<string>();
  const setCookies: Promise<string | null>[] = [];
  // Only addresses on the web: the browser's own (its PDF viewer's chrome-extension: stream, a
  // data: URL) reach no host, and the viewer's stream never reports its headers.
  const onWeb = (url: URL) => /^(https?|wss?):$/.test(url.protocol);
  const onRequest = (request: Request | WebSocket) => {
    const url = new URL(request.url());
    if (onWeb(url) && url.origin !== ownOrigin) hosts.add(url.origin);
  };
  const onResponse = (response: Response) => {
    if (onWeb(new URL(response.url()))) setCookies.push(response.headerValue('set-cookie'));
  };
  const binding = await page.exposeBinding(RECORD_WRITE, (_source, what: string) => {
    writes.push(what);
  });
  const script = await page.addInitScript(recordWrites, RECORD_WRITE);
  page.on('request', onRequest);
  page.on('websocket', onRequest);
  page.on('response', onResponse);

  const watch: PrivacyWatch = {
    async expectNothingKept({ otherHosts = [] } = {}) {
      const stored = await page.evaluate(() => ({
        documentCookie: document.cookie,
        localStorage: localStorage.length,
        sessionStorage: sessionStorage.length,
      }));
      const cookies = await page.context().cookies();
      expect({
        writes,
        ...stored,
        cookies: cookies.map((c) => c.name),
        setCookie: (await Promise.all(setCookies)).filter((header) => header !== null),
        hosts: [...hosts].sort(),
      }).toEqual({
        writes: [],
        documentCookie: '',
        localStorage: 0,
        sessionStorage: 0,
        cookies: [],
        setCookie: [],
        hosts: [...otherHosts].sort(),
      });
    },
  };
  const stop = async () => {
    page.off('request', onRequest);
    page.off('websocket', onRequest);
    page.off('response', onResponse);
    await script.dispose();
    await binding.dispose();
  };
  return { watch, stop };
}

/**
 * `watchPrivacy(page)`: starts recording on a page (before its `goto`); recording stops when the
 * test ends, so it also works on the worker's reused page.
 */
export const test = base.extend<{ watchPrivacy: (page: Page) => Promise<PrivacyWatch> }>({
  watchPrivacy: async ({ baseURL }, provide) => {
    const stops: (() => Promise<void>)[] = [];
    const ownOrigin = new URL(baseURL ?? 'http://127.0.0.1').origin;
    await provide(async (page) => {
      const { watch, stop } = await watchPrivacy(page, ownOrigin);
      stops.push(stop);
      return watch;
    });
    for (const stop of stops) await stop();
  },
});
