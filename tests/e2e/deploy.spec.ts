// Deployment smoke tests: the export served by nginx with the shipped deploy/ config over
// HTTPS (Playwright's 'nginx' project; tests/nginx/start-nginx.mjs). Clean URLs, redirects,
// 404s, Range requests, compression, headers, CSP and what the Mozilla Observatory grades.
import { disclosureDocumentsIn } from '@/lib/disclosure/disclosure';
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import http, { type IncomingHttpHeaders } from 'node:http';
import https from 'node:https';
import { PDFDocument } from 'pdf-lib';
import { CSP_HEADER, FILE_POLICIES } from '@/deploy/csp.mjs';
import {
  EDITOR_HEADERS,
  EDITOR_PATH,
  SECURITY_HEADERS as SENT_HEADERS,
} from '@/deploy/security-headers.mjs';
import { searchLabels } from '@/content/search';
import { campusIds } from '@/content/ids';
import {
  blogFeedPath,
  calendarFeedPath,
  disclosureEmbeddedPath,
  eventIcsPath,
} from '@/lib/routes/routes';
import { nginxMissing } from '../nginx/nginx-binary.mjs';
import { headersFor, HOSTS, parseHeadersFile } from '../scripts/helpers/headers-file.mjs';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { viewerPages } from './disclosure-page-images';
import { routeExpectations } from './site';
import { fakeEmailService, fillForm, openModal, SUCCESS_TEXT, VALUES } from './visit-helpers';
import { schoolEventsIn } from '@/lib/calendar/school-events';

const disclosureDocuments = disclosureDocumentsIn('en');

// Without nginx (playwright.config.ts then starts none) every test here is reported as skipped,
// with the reason, so a green run never hides them.
test.skip(nginxMissing !== null, nginxMissing ?? undefined);

interface RawResponse {
  status: number;
  headers: IncomingHttpHeaders;
  /** Header names as sent, once per header line. */
  names: string[];
  body: string;
}

/**
 * A GET with the path sent exactly as given (Playwright and fetch would normalise '//x' or
 * '/\x' before sending, hiding what nginx does with them). Loopback only: any certificate.
 */
function rawGet(origin: string, path: string, headers: Record<string, string> = {}) {
  const url = new URL(origin);
  const client = url.protocol === 'https:' ? https : http;
  return new Promise<RawResponse>((resolve, reject) => {
    const request = client.request(
      { host: url.hostname, port: url.port, path, headers, rejectUnauthorized: false },
      (response) => {
        let body = '';
        response.setEncoding('latin1');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            names: response.rawHeaders.filter((_, i) => i % 2 === 0).map((n) => n.toLowerCase()),
            body,
          }),
        );
      },
    );
    request.on('error', reject);
    request.end();
  });
}

/** The HTTP→HTTPS redirect server listens on the HTTPS port + 1 (start-nginx.mjs). */
function httpOrigin(baseURL: string | undefined) {
  const url = new URL(baseURL!);
  return `http://${url.hostname}:${Number(url.port) + 1}`;
}

const SECURITY_HEADERS: Record<string, RegExp> = {
  'content-security-policy': /frame-ancestors 'self'/,
  'strict-transport-security': /max-age=\d{7,}/,
  'x-content-type-options': /^nosniff$/,
  'referrer-policy': /^strict-origin-when-cross-origin$/,
  'permissions-policy': /camera=\(\)/,
  'cross-origin-resource-policy': /^same-origin$/,
};

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

/** A Content-Security-Policy split into its directives: their names in order, each one's sources. */
function parsePolicy(policy: string) {
  const parsed = policy
    .split(';')
    .map((d) => d.trim())
    .filter(Boolean)
    .map((d) => {
      const [name = '', ...values] = d.split(/\s+/);
      return [name, values] as const;
    });
  const directives = new Map(parsed);
  return {
    policy,
    names: parsed.map(([name]) => name),
    sources: parsed.flatMap(([, values]) => values),
    directive: (name: string) => directives.get(name) ?? [],
  };
}

/** The page's <meta> Content-Security-Policy, split into its directives. */
function metaPolicy(html: string) {
  return parsePolicy(
    html.match(/<meta http-equiv="Content-Security-Policy" content="([^"]*)"/)?.[1] ?? '',
  );
}

// Every route, as served: its policy allows each of its own inline scripts by hash and nothing
// by 'unsafe-…'; WebAssembly compilation (the site search) is the one exception, by its own
// keyword. (HTTP only, so it covers every page in about a second.)
test("every page's policy allows each of its own inline scripts by hash, and no unsafe-…", async ({
  request,
}) => {
  for (const { path: route } of routeExpectations) {
    const html = await (await request.get(route)).text();
    const { policy, directive } = metaPolicy(html);
    expect(policy, route).not.toMatch(/'unsafe-(inline|eval|hashes)'/);
    expect(directive('script-src'), route).toContain("'wasm-unsafe-eval'");
    expect(
      directive('style-src').some((v) => v.startsWith("'sha256-")),
      route,
    ).toBe(true);
    for (const [, attributes, body] of html.matchAll(
      /<script(?![^>]*\ssrc=)([^>]*)>([\s\S]*?)<\/script>/g,
    )) {
      if (/type="application\/(ld\+)?json"/.test(attributes!)) continue;
      expect(directive('script-src'), `${route}: an inline script without its hash`).toContain(
        sha256(body!),
      );
    }
  }
});

// React runs under each page's policy: the policy is the page's own <meta>, the same from any
// server, and routes.spec.ts hydrates every page template under it with the console watched (a
// CSP block would stop the app router from mounting and log an error). The header policy adds
// only what a <meta> cannot carry. Under nginx's headers React runs in the tests below that
// need it: the visit form, the search, the PDF viewer and the editor's sign-in.

test('HTML, assets and documents carry security and cache headers', async ({ request }) => {
  const html = await request.get('/about');
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) {
    expect(html.headers()[name], name).toMatch(value);
  }
  expect(html.headers()['cache-control']).toBe('public, max-age=0, must-revalidate');

  const page = await html.text();
  const asset = page.match(/\/_next\/static\/[^"]+\.js/)?.[0];
  expect(asset).toBeTruthy();
  const js = await request.get(asset!);
  expect(js.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(js.headers()['x-content-type-options']).toBe('nosniff');

  // The same rules as deploy/_headers (tests/unit/deploy-headers.test.ts compares the files).
  const image = await request.get('/images/logo.svg');
  expect(image.headers()['cache-control']).toBe(
    'public, max-age=86400, stale-while-revalidate=604800',
  );
  const pdf = await request.get('/MPD/city-campus-disclosure.pdf');
  expect(pdf.headers()['cache-control']).toBe('public, max-age=3600, must-revalidate');
  expect(pdf.headers()['x-content-type-options']).toBe('nosniff');

  const worker = await request.get('/pdf.worker.min.js');
  expect(worker.headers()['content-type']).toMatch(/javascript/);
  expect(worker.headers()['cache-control']).toMatch(/must-revalidate/);

  const feed = await request.get(blogFeedPath());
  expect(feed.status()).toBe(200);
  expect(feed.headers()['content-type']).toMatch(/^application\/rss\+xml/);
  expect(feed.headers()['cache-control']).toBe('public, max-age=0, must-revalidate');
  expect(feed.headers()['x-content-type-options']).toBe('nosniff');
});

test('calendar files: UTF-8 text/calendar, security headers, revalidated, pre-compressed', async ({
  baseURL,
  request,
}) => {
  const files = [
    ...(['all', ...campusIds] as const).map(calendarFeedPath),
    ...schoolEventsIn('en').map((event) => eventIcsPath(event.id)),
  ];
  for (const path of files) {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBe(200);
    expect(response.headers()['content-type'], path).toBe('text/calendar; charset=utf-8');
    expect(response.headers()['cache-control'], path).toBe('public, max-age=0, must-revalidate');
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) {
      expect(response.headers()[name], `${path} ${name}`).toMatch(value);
    }
    expect(await response.text(), path).toMatch(/^BEGIN:VCALENDAR\r\n/);
  }
  const feed = await rawGet(baseURL!, calendarFeedPath('all'), { 'Accept-Encoding': 'gzip' });
  expect(feed.headers['content-encoding']).toBe('gzip');
  expect(feed.headers['content-length'], 'a stored copy').toBeTruthy();
  // A mistyped address nearby still gets the 404 page as HTML.
  const missing = await request.get('/calendar/events/no-such-event.ics');
  expect(missing.status()).toBe(404);
  expect(missing.headers()['content-type']).toMatch(/^text\/html/);
});

test('clean URLs, no trailing slash, and no folder listings', async ({ request }) => {
  expect((await request.get('/about')).status()).toBe(200);
  const slash = await request.get('/about/', { maxRedirects: 0 });
  expect(slash.status()).toBe(301);
  expect(slash.headers().location).toBe('/about');
  expect((await request.get('/_next/static/', { maxRedirects: 0 })).status()).not.toBe(200);
});

test('crafted trailing-slash paths never redirect to another origin', async ({ baseURL }) => {
  const origins = [baseURL!, httpOrigin(baseURL)];
  for (const probe of ['//x', '/\\x', '/%5Cx', '/%5cevil.example', '/%2F%2Fx', '/%09/x']) {
    for (const path of [probe, `${probe}/`]) {
      for (const origin of origins) {
        const response = await rawGet(origin, path);
        const location = response.headers.location;
        if (location === undefined) continue; // answered here (404 page), nothing to follow
        // Resolved as a browser does (it drops tabs and reads a backslash as a slash).
        expect(new URL(location, `${origin}${path}`).origin, `${origin} ${path}`).toBe(
          new URL(baseURL!).origin,
        );
      }
    }
  }
});

test('plain HTTP only redirects to the same URL over HTTPS, which alone sends HSTS', async ({
  baseURL,
}) => {
  const plain = await rawGet(httpOrigin(baseURL), '/about?from=http');
  expect(plain.status).toBe(301);
  expect(plain.headers.location).toBe(`${baseURL}/about?from=http`);
  expect(plain.headers['strict-transport-security']).toBeUndefined();
  const secure = await rawGet(baseURL!, '/about');
  expect(secure.status).toBe(200);
  expect(secure.headers['strict-transport-security']).toMatch(/^max-age=\d{8}; includeSubDomains$/);
});

test('files that are not pages answer 404: /_headers, /404, /_not-found, /index', async ({
  request,
}) => {
  for (const path of ['/_headers', '/404', '/404.html', '/_not-found', '/index', '/index.html']) {
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status(), path).toBe(404);
    expect(await response.text(), path).toContain('Page Not Found');
  }
});

test('unknown paths answer 404 with the exported 404 page, which sends them on', async ({
  page,
  request,
  pageGuard,
}) => {
  pageGuard.allow(/HTTP 404|status of 404/);
  const response = await request.get('/no-such-page');
  expect(response.status()).toBe(404);
  expect(await response.text()).toContain('Page Not Found');
  expect(response.headers()['content-security-policy']).toMatch(/frame-ancestors/);

  await page.goto('/about');
  await page.goto('/no-such-page');
  await expect(page).toHaveURL('/');
  await page.goto('/campuses/mars');
  await expect(page).toHaveURL('/campuses');
});

test('disclosure PDFs answer Range requests with 206', async ({ request }) => {
  const response = await request.get('/MPD/city-campus-disclosure.pdf', {
    headers: { Range: 'bytes=0-99' },
  });
  expect(response.status()).toBe(206);
  expect(response.headers()['content-range']).toMatch(/^bytes 0-99\/\d+$/);
  expect((await response.body()).subarray(0, 5).toString()).toBe('%PDF-');
  expect(response.headers()['content-security-policy']).toBe(FILE_POLICIES.documents);
});

test('a malformed Range: ignored on pages, 416 on PDFs, each header sent once', async ({
  baseURL,
}) => {
  const page = await rawGet(baseURL!, '/about', { Range: 'bytes=abc' });
  expect(page.status).toBe(200); // ranges are off outside /MPD/: the header is ignored
  // nginx refuses a malformed range where ranges are on (RFC 9110 §14.2 allows either).
  const pdf = await rawGet(baseURL!, '/MPD/city-campus-disclosure.pdf', { Range: 'bytes=abc' });
  expect(pdf.status).toBe(416);
  for (const response of [page, pdf]) {
    const repeated = response.names.filter((name, i) => response.names.indexOf(name) !== i);
    expect(repeated).toEqual([]);
    expect(response.headers['strict-transport-security']).toBeTruthy();
  }
});

test('text is sent pre-compressed (brotli where the module is loaded, else gzip) with Vary', async ({
  baseURL,
  request,
}) => {
  const home = await (await request.get('/')).text();
  const script = home.match(/\/_next\/static\/[^"]+\.js/)?.[0];
  const paths = ['/', '/about', script!, '/pdf.worker.min.js', '/sitemap.xml', blogFeedPath()];
  const brotli = (await rawGet(baseURL!, '/', { 'Accept-Encoding': 'br' })).headers[
    'content-encoding'
  ];
  for (const path of paths) {
    for (const accept of ['br, gzip', 'gzip']) {
      const response = await rawGet(baseURL!, path, { 'Accept-Encoding': accept });
      const expected = accept.startsWith('br') && brotli === 'br' ? 'br' : 'gzip';
      expect(response.headers['content-encoding'], `${path} ${accept}`).toBe(expected);
      expect(response.headers.vary, path).toMatch(/Accept-Encoding/);
      expect(response.headers['content-length'], `${path} is a stored copy`).toBeTruthy();
    }
    const plain = await rawGet(baseURL!, path);
    expect(plain.headers['content-encoding'], path).toBeUndefined();
  }
});

test('the config also starts without the brotli module', () => {
  const check = spawnSync(
    process.execPath,
    ['tests/nginx/start-nginx.mjs', '5399', '--check', '--without-brotli'],
    { encoding: 'utf8' },
  );
  expect(check.status, check.stderr).toBe(0);
});

// The Mozilla HTTP Observatory's scanner (@mdn/mdn-http-observatory 1.4.8, run by hand against
// this server) grades it A+, score 130, 10 of 10 tests passed. What earns that, test by test, on
// the HTTPS home page and the plain-HTTP redirect: an A+ needs 100 with no penalty.
test('the HTTPS headers grade A+ by the Mozilla Observatory rules, with no unsafe-inline', async ({
  baseURL,
}) => {
  const page = await rawGet(baseURL!, '/');
  expect(page.status).toBe(200);
  const sentOnce = (name: string) => {
    expect(
      page.names.filter((sent) => sent === name),
      `${name} sent once`,
    ).toHaveLength(1);
    return String(page.headers[name]);
  };
  const header = parsePolicy(sentOnce('content-security-policy'));
  const meta = metaPolicy(page.body);

  for (const { names, policy } of [header, meta]) {
    // content-security-policy: each directive once (a repeated one makes the policy invalid).
    expect(names).toEqual([...new Set(names)]);
    // content-security-policy: nothing 'unsafe-…' (WebAssembly has its own keyword).
    expect(policy).not.toMatch(/'unsafe-(inline|eval|hashes)'/);
  }
  // content-security-policy: default-src 'self' (+5; the scanner keeps only the sources both
  // policies name, so it reads this <meta>-only directive as 'none': +10, hence the 130).
  expect(meta.directive('default-src')).toEqual(["'self'"]);
  // content-security-policy: scripts only from the site and by hash (no data:, *, or scheme).
  for (const source of meta.directive('script-src')) {
    expect(source).toMatch(/^('self'|'wasm-unsafe-eval'|'sha256-[A-Za-z0-9+/]+=*')$/);
  }
  // content-security-policy: styles likewise (unsafe style sources cost the bonus).
  for (const source of meta.directive('style-src')) {
    expect(source).toMatch(/^('self'|'sha256-[A-Za-z0-9+/]+=*')$/);
  }
  for (const policy of [header, meta]) {
    // content-security-policy: no plugins (object-src 'none').
    expect(policy.directive('object-src')).toEqual(["'none'"]);
    // content-security-policy: no <base> pointing elsewhere.
    expect(policy.directive('base-uri')).toEqual(["'self'"]);
  }
  // content-security-policy: forms send only to the site.
  expect(meta.directive('form-action')).toEqual(["'self'"]);
  // content-security-policy: no source over plain http: (or ftp:) on an HTTPS page.
  expect([...header.sources, ...meta.sources].filter((s) => /^(http|ftp):/.test(s))).toEqual([]);
  // x-frame-options: framing is ruled by frame-ancestors, which only a header can carry (+5) …
  expect(header.directive('frame-ancestors')).toEqual(["'self'"]);
  // x-frame-options: … and by X-Frame-Options for browsers without it.
  expect(sentOnce('x-frame-options')).toBe('SAMEORIGIN');
  // cookies: none set.
  expect(page.headers['set-cookie']).toBeUndefined();
  // cross-origin-resource-sharing: no cross-origin access granted.
  expect(page.headers['access-control-allow-origin']).toBeUndefined();
  // referrer-policy: a private policy (+5).
  expect(sentOnce('referrer-policy')).toBe('strict-origin-when-cross-origin');
  // strict-transport-security: max-age of at least six months, in one header (two are invalid).
  const maxAge = Number(/^max-age=(\d+)/.exec(sentOnce('strict-transport-security'))?.[1]);
  expect(maxAge).toBeGreaterThanOrEqual(15_552_000);
  // subresource-integrity: every script is loaded from the site itself, so none needs a hash.
  for (const [, src] of page.body.matchAll(/<script\b[^>]*\ssrc="([^"]*)"/g)) {
    expect(src).toMatch(/^\/(?!\/)/);
  }
  // x-content-type-options: nosniff.
  expect(sentOnce('x-content-type-options')).toBe('nosniff');
  // cross-origin-resource-policy: same-origin (+10).
  expect(sentOnce('cross-origin-resource-policy')).toBe('same-origin');
  // redirection: plain HTTP redirects at once to HTTPS on the same host (baseURL is https:).
  const redirect = await rawGet(httpOrigin(baseURL), '/');
  expect(redirect.status).toBe(301);
  expect(redirect.headers.location).toBe(`${baseURL}/`);
});

test('the visit form still sends under the shipped headers and CSP', async ({ page }) => {
  const emailService = await fakeEmailService(page);
  const { dialog, form } = await openModal(page, '/campuses/city');
  await fillForm(form);
  await form.submit.click();
  await expect(dialog.getByText(SUCCESS_TEXT)).toBeVisible();
  expect(emailService.bodies).toHaveLength(1);
  expect(emailService.bodies[0]).toMatchObject({ template_params: { from_name: VALUES.name } });
});

/** Console messages of any level (workers' included) that tell of a blocked load or a fallback. */
function watchPolicyMessages(page: Page) {
  const messages: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to|falling back/i.test(message.text())) {
      messages.push(`${message.type()}: ${message.text()}`);
    }
  });
  return messages;
}

test('the site search loads and answers under the shipped headers and CSP', async ({ page }) => {
  const policyMessages = watchPolicyMessages(page);
  const workers: string[] = [];
  page.on('worker', (worker) => workers.push(new URL(worker.url()).pathname));
  await page.goto('/');
  await page.getByRole('button', { name: searchLabels.dialogLabel }).click();
  const dialog = page.getByRole('dialog', { name: searchLabels.dialogLabel });
  await dialog.getByRole('searchbox').fill('robotics');
  // The page fixture fails the test on any console error, CSP violations included.
  await expect(
    dialog.getByRole('list', { name: searchLabels.resultsLabel }).getByRole('listitem').first(),
  ).toBeVisible();
  // Pagefind searched in its own worker, under the policy /pagefind/ is served with: it neither
  // fell back to the page nor had a load refused.
  expect(workers).toContain('/pagefind/pagefind-worker.js');
  expect(policyMessages).toEqual([]);
});

test('the worker, Pagefind files, SVGs, XML files and uploads are served with their own policies', async ({
  baseURL,
  request,
}) => {
  const entry = (await (await request.get('/pagefind/pagefind-entry.json')).json()) as {
    languages: Record<string, { hash: string; wasm: string | null }>;
  };
  const language = Object.values(entry.languages)[0]!;
  // One page image the build wrote (under /images/pdf-pages/).
  const pageImage = readdirSync('out/images', { recursive: true, encoding: 'utf8' })
    .map((file) => file.split('\\').join('/'))
    .find((file) => file.startsWith('pdf-pages/') && file.endsWith('.webp'))!;
  const expected: Record<string, string> = {
    '/pdf.worker.min.js': FILE_POLICIES.pdfWorker,
    '/pagefind/pagefind-worker.js': FILE_POLICIES.pagefind,
    '/pagefind/pagefind.js': FILE_POLICIES.pagefind,
    '/pagefind/pagefind-entry.json': FILE_POLICIES.pagefind,
    [`/pagefind/pagefind.${language.hash}.pf_meta`]: FILE_POLICIES.pagefind,
    [`/pagefind/wasm.${language.wasm ?? 'unknown'}.pagefind`]: FILE_POLICIES.pagefind,
    '/images/logo.svg': FILE_POLICIES.svg,
    '/images/placeholder.svg': FILE_POLICIES.svg,
    // The sitemap and the feeds: XML documents, under which no script runs.
    '/sitemap.xml': FILE_POLICIES.xml,
    [blogFeedPath()]: FILE_POLICIES.xml,
    // Everything under /images/ and /MPD/: what editors upload and the build makes of it.
    '/images/og-default.jpg': FILE_POLICIES.images,
    [`/images/${pageImage}`]: FILE_POLICIES.images,
    '/MPD/city-campus-disclosure.pdf': FILE_POLICIES.documents,
    '/MPD/city/noc.pdf': FILE_POLICIES.documents,
    '/MPD/no-such-document.pdf': "frame-ancestors 'self'; object-src 'none'; base-uri 'self'",
    '/images/no-such-photo.webp': "frame-ancestors 'self'; object-src 'none'; base-uri 'self'",
    // What a missing file gets is the 404 page, under the site-wide policy.
    '/pagefind/no-such-file.js': "frame-ancestors 'self'; object-src 'none'; base-uri 'self'",
    '/images/no-such-image.svg': "frame-ancestors 'self'; object-src 'none'; base-uri 'self'",
    '/no-such-feed.xml': "frame-ancestors 'self'; object-src 'none'; base-uri 'self'",
  };
  for (const path of ['/sitemap.xml', blogFeedPath()]) {
    expect(expected[path]!.split('; '), path).toContain("script-src 'none'");
  }
  for (const [path, policy] of Object.entries(expected)) {
    const response = await rawGet(baseURL!, path, { 'Accept-Encoding': 'br, gzip' });
    expect(response.status, path).toBe(path.includes('no-such') ? 404 : 200);
    expect(
      response.names.filter((name) => name === 'content-security-policy'),
      `${path}: one policy`,
    ).toHaveLength(1);
    expect(response.headers['content-security-policy'], path).toBe(policy);
    for (const [name, value] of Object.entries(SECURITY_HEADERS)) {
      if (name !== 'content-security-policy')
        expect(response.headers[name], `${path} ${name}`).toMatch(value);
    }
  }
});

test("the PDF viewer draws its pages under the shipped headers, the worker's and the documents' policies", async ({
  page,
}) => {
  const policyMessages = watchPolicyMessages(page);
  const workers: string[] = [];
  page.on('worker', (worker) => workers.push(new URL(worker.url()).pathname));
  // react-pdf reads the PDF as data (fetch), under the page's connect-src: the document's own
  // policy, which the response carries, is not the one that applies.
  const pdf = page.waitForResponse((response) => response.url().endsWith(viewerPages[0]!.pdf));
  await page.goto(viewerPages[0]!.path);
  await expect(page.locator('[data-pdf-page="1"] [data-rendered="true"] canvas')).toBeVisible();
  expect((await pdf).headers()['content-security-policy']).toBe(FILE_POLICIES.documents);
  expect(workers).toContain('/pdf.worker.min.js');
  expect(policyMessages).toEqual([]);
});

/** The title the browser's own PDF viewer shows once it has read `file` (its Title). */
async function pdfTitle(file: string) {
  const bytes = readFileSync(`out${file}`);
  const title = (await PDFDocument.load(bytes, { updateMetadata: false })).getTitle();
  expect(title, `${file} has a title to tell its viewer has read it`).toBeTruthy();
  return title!;
}

/**
 * The title the browser's own PDF viewer in `page` shows: the PDF's Title once the viewer has read
 * the document, nothing where no viewer opened. Chromium's viewer runs in a frame of its own
 * inside the document's, and shows the title in its document's title where it is framed, and in
 * its toolbar where it has the whole tab.
 */
const viewerTitle = (page: Page) => async () => {
  const viewer = page.frames().find((frame) => frame.url().startsWith('chrome-extension://'));
  if (!viewer) return '(no PDF viewer)';
  return viewer.evaluate(() => {
    const toolbar = document
      .querySelector('pdf-viewer')
      ?.shadowRoot?.querySelector('viewer-toolbar') as { docTitle?: string } | null | undefined;
    return document.title || toolbar?.docTitle || '';
  });
};

test("a PDF opens in the browser's own viewer under the documents' policy, by itself and framed on its page", async ({
  baseURL,
  page,
}) => {
  const policyMessages = watchPolicyMessages(page);
  const doc = disclosureDocuments.find((candidate) => candidate.embedded)!;
  const title = await pdfTitle(doc.file);
  // As sent (Chromium hands its viewer, and so Playwright, only the policy's frame-ancestors).
  const sent = await rawGet(baseURL!, doc.file);
  expect(sent.headers['content-security-policy']).toBe(FILE_POLICIES.documents);

  await page.goto(doc.file);
  await expect.poll(viewerTitle(page)).toBe(title);

  // The disclosure page frames the PDF (its frame-src 'self'); the frame is the document's.
  await page.goto(disclosureEmbeddedPath(doc.campusId));
  await expect(page.locator(`iframe[src^="${doc.file}"]`)).toBeVisible();
  await expect.poll(viewerTitle(page)).toBe(title);
  expect(policyMessages).toEqual([]);
});

test('a photo or page image opened by itself is shown under the images policy', async ({
  page,
}) => {
  // The browser's own image page lays the picture out with inline styles: a refused one would be
  // a console error, which fails the test.
  const photo = readdirSync('out/images/hero').find((file) => file.endsWith('.webp'));
  for (const path of ['/images/og-default.jpg', `/images/hero/${photo}`]) {
    const response = await page.goto(path);
    expect(response?.headers()['content-security-policy'], path).toBe(FILE_POLICIES.images);
    await expect
      .poll(() => page.evaluate(() => document.querySelector('img')?.naturalWidth ?? 0), path)
      .toBeGreaterThan(0);
  }
});

// Whatever an upload turns out to be, the policy the server sends for its folder runs nothing of
// it: an HTML file served under the very header nginx sends for /MPD/ and /images/ runs neither
// its inline script, nor a script from the site, nor an event handler.
for (const [folder, file] of [
  ['/MPD/', '/MPD/city-campus-disclosure.pdf'],
  ['/images/', '/images/og-default.jpg'],
] as const) {
  test(`an HTML document under ${folder} runs no script under the policy served there`, async ({
    baseURL,
    page,
    pageGuard,
  }) => {
    pageGuard.allow(/Content Security Policy|Blocked script execution|sandboxed/);
    pageGuard.allow(/request failed: .*\/pdf\.worker\.min\.js csp$/);
    const served = (await rawGet(baseURL!, file)).headers['content-security-policy'];
    expect(served).toBe(folder === '/MPD/' ? FILE_POLICIES.documents : FILE_POLICIES.images);
    const probe = `${folder}uploaded-probe.html`;
    await page.route(`**${probe}`, (route) =>
      route.fulfill({
        contentType: 'text/html; charset=utf-8',
        headers: { 'Content-Security-Policy': String(served) },
        body:
          '<!doctype html><title>untouched</title>' +
          '<script>document.title = "inline script ran"</script>' +
          '<img src="data:," onerror="document.title = \'handler ran\'">' +
          '<script src="/pdf.worker.min.js"></script>',
      }),
    );
    await page.goto(probe, { waitUntil: 'load' });
    expect(await page.title()).toBe('untouched');
    expect(await page.evaluate(() => 'pdfjsWorker' in window)).toBe(false);
  });
}

test('an SVG opened by itself is shown under its policy', async ({ page }) => {
  const response = await page.goto('/images/logo.svg');
  expect(response?.headers()['content-security-policy']).toBe(FILE_POLICIES.svg);
  await expect(page.locator('svg')).toBeVisible();
});

// The browser editor (/admin/, written by scripts/editor/write-editor.ts into the export): its
// page and files, served with the opener policy its GitHub sign-in window needs and noindex,
// while every visitor response keeps the site-wide values.
const EDITOR_OPENER_POLICY = EDITOR_HEADERS['Cross-Origin-Opener-Policy'];
const SITE_OPENER_POLICY = SENT_HEADERS['Cross-Origin-Opener-Policy'];

test('/admin/ answers with the editor page, its opener policy and noindex; /admin leads there', async ({
  baseURL,
}) => {
  const page = await rawGet(baseURL!, EDITOR_PATH);
  expect(page.status).toBe(200);
  expect(page.body).toBe(readFileSync('out/admin/index.html', 'latin1'));
  expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
  for (const name of ['cross-origin-opener-policy', 'x-robots-tag', 'content-security-policy']) {
    expect(
      page.names.filter((sent) => sent === name),
      `${name} sent once`,
    ).toHaveLength(1);
  }
  expect(page.headers['cross-origin-opener-policy']).toBe(EDITOR_OPENER_POLICY);
  expect(page.headers['x-robots-tag']).toBe('noindex');
  // Its policy is the page's <meta>; the header holds only what a <meta> cannot carry.
  expect(page.headers['content-security-policy']).toBe(CSP_HEADER);
  expect(metaPolicy(page.body).directive('connect-src')).toContain('https://api.github.com');
  for (const [name, value] of Object.entries(SECURITY_HEADERS)) {
    expect(page.headers[name], name).toMatch(value);
  }
  expect(page.headers['cache-control']).toBe('public, max-age=0, must-revalidate');

  const bare = await rawGet(baseURL!, EDITOR_PATH.slice(0, -1));
  expect(bare.status).toBe(301);
  expect(bare.headers.location).toBe(EDITOR_PATH);

  // Its configuration (read by the editor only as YAML) and scripts, under the same headers.
  const files = ['config.yml', 'decap-cms.js', 'index.html'];
  for (const file of files) {
    const response = await rawGet(baseURL!, `${EDITOR_PATH}${file}`, { 'Accept-Encoding': 'gzip' });
    expect(response.status, file).toBe(200);
    expect(response.headers['cross-origin-opener-policy'], file).toBe(EDITOR_OPENER_POLICY);
    expect(response.headers['x-robots-tag'], file).toBe('noindex');
  }
  const config = await rawGet(baseURL!, `${EDITOR_PATH}config.yml`);
  expect(config.headers['content-type']).toBe('text/yaml; charset=utf-8');
  expect(config.body).toBe(readFileSync('out/admin/config.yml', 'latin1'));
  // A file the editor does not have is the site's 404 page, as anywhere else.
  const missing = await rawGet(baseURL!, `${EDITOR_PATH}no-such-file.js`);
  expect(missing.status).toBe(404);
});

test('visitor responses keep the site-wide opener policy and carry no X-Robots-Tag', async ({
  baseURL,
}) => {
  // Paths that start like the editor's, too.
  for (const path of [
    '/',
    '/about',
    '/admissions',
    '/images/logo.svg',
    '/no-such-page',
    '/adminx',
  ]) {
    const response = await rawGet(baseURL!, path);
    expect(response.headers['cross-origin-opener-policy'], path).toBe(SITE_OPENER_POLICY);
    expect(response.headers['x-robots-tag'], path).toBeUndefined();
  }
  // The MPD location sends its headers without `always` (aurora-security-headers-ranges.conf).
  const pdf = await rawGet(baseURL!, '/MPD/city-campus-disclosure.pdf');
  expect(pdf.headers['cross-origin-opener-policy']).toBe(SITE_OPENER_POLICY);
  expect(pdf.headers['x-robots-tag']).toBeUndefined();
});

/**
 * A page at `path` opens a window on another origin (as the editor opens its sign-in helper);
 * the window answers through `window.opener` when it still has one, or says it has none in its
 * title. Returns the window and what the page has received so far.
 */
async function openSignInWindow(page: Page, path: string) {
  await page.context().route('https://sign-in.example/**', (route) =>
    route.fulfill({
      contentType: 'text/html',
      body:
        '<!doctype html><title>sign-in</title><script>' +
        "if (window.opener) window.opener.postMessage('authorizing:github', '*');" +
        "else document.title = 'no opener';</script>",
    }),
  );
  // The editor's page is not one of the site's: there is no hydration to wait for.
  await page.goto(path, path === EDITOR_PATH ? { waitUntil: 'load' } : undefined);
  const popup = page.context().waitForEvent('page');
  await page.evaluate(() => {
    const answers: string[] = [];
    Object.assign(window, { signInAnswers: answers });
    window.addEventListener('message', (event) => answers.push(String(event.data)));
    window.open('https://sign-in.example/auth', 'sign-in', 'width=500,height=600');
  });
  return {
    popup: await popup,
    answers: () =>
      page.evaluate(() => (window as unknown as { signInAnswers: string[] }).signInAnswers),
  };
}

test("the editor's sign-in window can answer it; a visitor page stays cut off from windows it opens", async ({
  page,
  pageGuard,
}) => {
  // The editor asks for an icon the site does not have (the browser's own request).
  // The editor's own start-up, which this test does not serve: the browser asks for an icon
  // the site does not have, and the editor looks for the local backend of `npm run edit`.
  pageGuard.allow(/HTTP 404: .*\/favicon\.svg$|status of 404|ERR_CONNECTION_REFUSED/);
  await page.route('https://api.github.com/**', (route) => route.abort());
  const editor = await openSignInWindow(page, EDITOR_PATH);
  await expect.poll(editor.answers).toEqual(['authorizing:github']);
  await editor.popup.close();

  const visitor = await openSignInWindow(page, '/about');
  await expect(visitor.popup).toHaveTitle('no opener');
  expect(await visitor.answers()).toEqual([]);
});

test('_headers gives every file of the export one opener policy, every upload its folder’s policy, and every SVG and XML file its own, on Netlify and Cloudflare Pages', () => {
  const rules = parseHeadersFile(readFileSync('out/_headers', 'utf8'));
  const files = readdirSync('out', { recursive: true, encoding: 'utf8' })
    .filter((file) => !/\.(br|gz)$/.test(file) && file !== '_headers')
    .map((file) => `/${file.split('\\').join('/')}`)
    .filter((file) => /\.[^/]+$/.test(file));
  const pages = files.filter((file) => file.endsWith('.html')).map((file) => file.slice(0, -5));
  const paths = [...files, ...pages, '/', EDITOR_PATH];
  expect(paths.filter((path) => path.startsWith(EDITOR_PATH)).length).toBeGreaterThan(3);
  const wrong: string[] = [];
  for (const host of Object.keys(HOSTS) as (keyof typeof HOSTS)[]) {
    for (const path of paths) {
      const sent = headersFor(rules, host, path);
      const editor = path.startsWith(EDITOR_PATH);
      const opener = sent.get('cross-origin-opener-policy') ?? [];
      const robots = sent.get('x-robots-tag') ?? [];
      if (opener.join() !== (editor ? EDITOR_OPENER_POLICY : SITE_OPENER_POLICY)) {
        wrong.push(`${host} ${path}: Cross-Origin-Opener-Policy ${JSON.stringify(opener)}`);
      }
      if (robots.join() !== (editor ? 'noindex' : '')) {
        wrong.push(`${host} ${path}: X-Robots-Tag ${JSON.stringify(robots)}`);
      }
      // Every upload is under its folder's policy (beside the site-wide one, and an SVG's own,
      // both enforced), and under no policy that would allow more.
      const upload = path.startsWith('/MPD/')
        ? FILE_POLICIES.documents
        : path.startsWith('/images/')
          ? FILE_POLICIES.images
          : undefined;
      const policies = sent.get('content-security-policy') ?? [];
      const allowed = [CSP_HEADER, FILE_POLICIES.svg, FILE_POLICIES.xml, upload];
      if (upload && (!policies.includes(upload) || policies.some((p) => !allowed.includes(p)))) {
        wrong.push(`${host} ${path}: Content-Security-Policy ${JSON.stringify(policies)}`);
      }
      // Every SVG and XML file is under its own policy, in which no script runs.
      const own = path.endsWith('.svg')
        ? FILE_POLICIES.svg
        : /\.(xml|xsl)$/.test(path)
          ? FILE_POLICIES.xml
          : undefined;
      if (own && !policies.includes(own)) {
        wrong.push(`${host} ${path}: Content-Security-Policy ${JSON.stringify(policies)}`);
      }
    }
  }
  expect(paths.filter((path) => path.startsWith('/MPD/')).length).toBeGreaterThan(0);
  expect(paths).toContain('/sitemap.xml');
  expect(wrong).toEqual([]);
});
