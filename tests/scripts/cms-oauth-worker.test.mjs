// The browser editor's sign-in helper (deploy/cms-oauth/worker.js): /auth sends the window to
// GitHub with the app's client ID, the `repo` scope and a state it also keeps in a cookie;
// /callback refuses a state it did not give, trades the code for a token, and answers with a
// page whose script hands the token to the site's origin only, after the editor's greeting.
// Last, in Chromium, the editor's own sign-in code (decap-cms-lib-auth) signs in through it.
import { chromium } from '@playwright/test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import http from 'node:http';
import { createRequire } from 'node:module';
import { afterEach, test } from 'node:test';
import vm from 'node:vm';
import worker from '../../deploy/cms-oauth/worker.js';

const SITE = 'https://www.school.example';
const HELPER = 'https://cms-oauth.school.example';
const env = {
  GITHUB_CLIENT_ID: 'client-id-123',
  GITHUB_CLIENT_SECRET: 'client-secret-456',
  SITE_ORIGIN: SITE,
};
const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
});

/** Every request the worker sends, answered by `answer` (no request reaches the network). */
function mockFetch(answer) {
  const calls = [];
  globalThis.fetch = async (url, init) => {
    calls.push({ url: String(url), init });
    return answer();
  };
  return calls;
}

const get = (path, headers = {}) => worker.fetch(new Request(`${HELPER}${path}`, { headers }), env);

/** /auth as the editor opens it; returns GitHub's consent URL and the state cookie. */
async function startSignIn() {
  const response = await get('/auth?provider=github&site_id=www.school.example&scope=repo');
  assert.equal(response.status, 302);
  const cookie = response.headers.get('Set-Cookie');
  const state = /^__Host-cms-oauth-state=([0-9a-f]{64});/.exec(cookie)?.[1];
  assert.ok(state, `a state cookie: ${cookie}`);
  return { location: new URL(response.headers.get('Location')), cookie, state };
}

/**
 * Runs the page's script in a window whose opener is the editor: returns what the script posts
 * and a way to send it a message, as the editor's window would.
 */
function runPage(html) {
  const script = /<script nonce="([^"]+)">([\s\S]*?)<\/script>/.exec(html);
  assert.ok(script, 'the page has a script with a nonce');
  const posted = [];
  const listeners = [];
  const status = { textContent: '' };
  const window = {
    opener: { postMessage: (data, targetOrigin) => posted.push({ data, targetOrigin }) },
    addEventListener: (type, listener) => type === 'message' && listeners.push(listener),
  };
  vm.runInNewContext(script[2], { window, document: { getElementById: () => status } });
  const receive = (origin, data) => listeners.forEach((listener) => listener({ origin, data }));
  return { nonce: script[1], posted, receive };
}

test('/auth sends the window to GitHub with the client ID, the repo scope and a state', async () => {
  const { location, cookie, state } = await startSignIn();
  assert.equal(
    `${location.origin}${location.pathname}`,
    'https://github.com/login/oauth/authorize',
  );
  assert.equal(location.searchParams.get('client_id'), 'client-id-123');
  assert.equal(location.searchParams.get('scope'), 'repo');
  assert.equal(location.searchParams.get('redirect_uri'), `${HELPER}/callback`);
  assert.equal(location.searchParams.get('state'), state);
  assert.match(cookie, /; Path=\/; Max-Age=600; HttpOnly; Secure; SameSite=Lax$/);
  // A request cannot widen the scope.
  const wider = await get('/auth?provider=github&scope=repo,delete_repo,admin:org');
  assert.equal(new URL(wider.headers.get('Location')).searchParams.get('scope'), 'repo');
  // Each sign-in gets its own state.
  assert.notEqual((await startSignIn()).state, state);
});

test('/auth refuses another provider', async () => {
  const response = await get('/auth?provider=gitlab');
  assert.equal(response.status, 400);
  assert.equal(await response.text(), 'Unknown provider.\n');
});

test('/callback trades the code and hands the token to the site origin only', async () => {
  const { cookie, state } = await startSignIn();
  const calls = mockFetch(() =>
    Response.json({ access_token: 'gho_token789', token_type: 'bearer', scope: 'repo' }),
  );
  const response = await get(`/callback?code=code-abc&state=${state}`, {
    Cookie: `other=1; ${cookie.split(';')[0]}`,
  });
  assert.equal(response.status, 200);

  assert.equal(calls.length, 1);
  assert.equal(calls[0].url, 'https://github.com/login/oauth/access_token');
  assert.equal(calls[0].init.method, 'POST');
  assert.equal(calls[0].init.headers.Accept, 'application/json');
  assert.deepEqual(Object.fromEntries(calls[0].init.body), {
    client_id: 'client-id-123',
    client_secret: 'client-secret-456',
    code: 'code-abc',
    redirect_uri: `${HELPER}/callback`,
  });

  assert.equal(response.headers.get('Content-Type'), 'text/html; charset=utf-8');
  assert.equal(response.headers.get('Cache-Control'), 'no-store');
  assert.match(response.headers.get('Set-Cookie'), /^__Host-cms-oauth-state=; Path=\/; Max-Age=0;/);
  const html = await response.text();
  const page = runPage(html);
  assert.equal(
    response.headers.get('Content-Security-Policy'),
    `default-src 'none'; script-src 'nonce-${page.nonce}'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`,
  );
  assert.match(html, /<p id="status">Signed in\. This window closes by itself\.<\/p>/);

  // The greeting goes to the site's origin alone, and the token waits for the editor's answer.
  assert.deepEqual(page.posted, [{ data: 'authorizing:github', targetOrigin: SITE }]);
  // An answer from any other origin, or other words from the site, get nothing.
  page.receive('https://evil.example', 'authorizing:github');
  page.receive('https://www.school.example.evil.example', 'authorizing:github');
  page.receive(SITE, 'authorizing:gitlab');
  assert.equal(page.posted.length, 1);

  page.receive(SITE, 'authorizing:github');
  assert.deepEqual(page.posted[1], {
    data: 'authorization:github:success:{"token":"gho_token789","provider":"github"}',
    targetOrigin: SITE,
  });
  assert.equal(page.posted.length, 2);
});

test('a wrong, missing or cookie-less state is refused before any code is traded', async () => {
  const { cookie, state } = await startSignIn();
  const calls = mockFetch(() => Response.json({ access_token: 'gho_never' }));
  const refused = [
    await get(`/callback?code=code-abc&state=${'0'.repeat(64)}`, { Cookie: cookie.split(';')[0] }),
    await get('/callback?code=code-abc', { Cookie: cookie.split(';')[0] }),
    await get(`/callback?code=code-abc&state=${state}`),
  ];
  for (const response of refused) {
    assert.equal(response.status, 403);
    assert.equal(
      await response.text(),
      'Sign-in refused: it was not started here. Sign in again from the editor.\n',
    );
  }
  assert.equal(calls.length, 0);
});

test('GitHub refusing the code reaches the editor as an error, with no token', async () => {
  const { cookie, state } = await startSignIn();
  mockFetch(() =>
    Response.json({
      error: 'bad_verification_code',
      error_description: 'The code passed is incorrect or expired.',
    }),
  );
  const response = await get(`/callback?code=old&state=${state}`, { Cookie: cookie.split(';')[0] });
  const html = await response.text();
  assert.match(html, /Sign-in failed: The code passed is incorrect or expired\. Close this window/);
  const page = runPage(html);
  page.receive(SITE, 'authorizing:github');
  assert.deepEqual(page.posted[1], {
    data: 'authorization:github:error:{"message":"The code passed is incorrect or expired."}',
    targetOrigin: SITE,
  });
});

test('text from GitHub cannot close the page script or add markup', async () => {
  const { cookie, state } = await startSignIn();
  mockFetch(() => Response.json({ error_description: '</script><script>alert(1)</script>' }));
  const response = await get(`/callback?code=x&state=${state}`, { Cookie: cookie.split(';')[0] });
  const html = await response.text();
  assert.equal(html.match(/<script/g).length, 1);
  assert.match(html, /Sign-in failed: &lt;\/script&gt;&lt;script&gt;alert\(1\)&lt;\/script&gt;/);
});

test('a helper without its settings, or with a site that is not an origin, refuses', async () => {
  for (const [settings, named] of [
    [{ ...env, GITHUB_CLIENT_SECRET: '' }, 'GITHUB_CLIENT_SECRET'],
    [{ ...env, SITE_ORIGIN: '*' }, 'SITE_ORIGIN (not an origin)'],
    [{ ...env, SITE_ORIGIN: `${SITE}/admin/` }, 'SITE_ORIGIN (not an origin)'],
  ]) {
    const response = await worker.fetch(new Request(`${HELPER}/auth?provider=github`), settings);
    assert.equal(response.status, 500);
    assert.equal(await response.text(), `The sign-in helper is not configured: ${named}.\n`);
  }
});

test('the weekly cron calls the deploy hook where one is set', async () => {
  const calls = mockFetch(() => new Response(null, { status: 200 }));
  await worker.scheduled({}, env);
  assert.equal(calls.length, 0);
  const hook = 'https://api.cloudflare.com/client/v4/pages/webhooks/deploy_hooks/hook-id';
  await worker.scheduled({}, { ...env, DEPLOY_HOOK_URL: hook });
  assert.deepEqual(calls, [{ url: hook, init: { method: 'POST' } }]);
  mockFetch(() => new Response(null, { status: 404 }));
  await assert.rejects(worker.scheduled({}, { ...env, DEPLOY_HOOK_URL: hook }), {
    message: 'The deploy hook answered 404.',
  });
});

// Playwright cannot download its own browser here: Debian's Chromium, or CHROMIUM_PATH.
const systemChromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const executablePath = existsSync(systemChromium) ? systemChromium : undefined;
const noChromium = !executablePath && !existsSync(chromium.executablePath()) && 'no chromium';

/** Listens on a free loopback port; returns its port. */
async function listen(server) {
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return server.address().port;
}

test('the editor signs in through the helper in Chromium', { skip: noChromium }, async (t) => {
  // The helper and the editor's page on two loopback origins (localhost and 127.0.0.1).
  const settings = { ...env };
  const helper = http.createServer(async (req, res) => {
    const request = new Request(`${settings.HELPER}${req.url}`, { headers: req.headers });
    const response = await worker.fetch(request, settings);
    res.writeHead(response.status, Object.fromEntries(response.headers));
    res.end(Buffer.from(await response.arrayBuffer()));
  });
  const libAuth = readFileSync(createRequire(import.meta.url).resolve('decap-cms-lib-auth'));
  // The editor's page: Decap's GitHub sign-in (its NetlifyAuthenticator, as the github backend
  // calls it), under the Cross-Origin-Opener-Policy the query names.
  const editor = http.createServer((req, res) => {
    if (req.url === '/lib-auth.js') {
      res.writeHead(200, { 'Content-Type': 'text/javascript' });
      res.end(libAuth);
      return;
    }
    const coop = new URL(req.url, settings.SITE_ORIGIN).searchParams.get('coop');
    res.writeHead(200, { 'Content-Type': 'text/html', 'Cross-Origin-Opener-Policy': coop });
    res.end(`<!doctype html><title>editor</title><button id="sign-in">Sign in</button>
<script>window.DecapCmsDefaultExports = { Immutable: {} };</script>
<script src="/lib-auth.js"></script>
<script>
const auth = new DecapCmsLibAuth.NetlifyAuthenticator({ base_url: ${JSON.stringify(settings.HELPER)} });
document.getElementById('sign-in').onclick = () =>
  auth.authenticate({ provider: 'github', scope: 'repo' }, (error, data) => {
    document.title = error ? 'error: ' + error : 'token: ' + data.token;
  });
</script>`);
  });
  settings.HELPER = `http://localhost:${await listen(helper)}`;
  settings.SITE_ORIGIN = `http://127.0.0.1:${await listen(editor)}`;
  // GitHub's side, answered here: consent sends the window back with a code; the token exchange
  // (from the helper, in this process) gives a token for the good code only.
  mockFetch(() => Response.json({ access_token: 'gho_browser' }));
  const browser = await chromium.launch({ executablePath });
  t.after(async () => {
    await browser.close();
    helper.close();
    editor.close();
  });

  /** Signs in from the editor's page under `coop`; returns the editor's page and the window. */
  async function signIn(coop) {
    const context = await browser.newContext();
    await context.route('https://github.com/login/oauth/authorize?*', async (route) => {
      const consent = new URL(route.request().url());
      const back = new URL(consent.searchParams.get('redirect_uri'));
      back.searchParams.set('code', 'code-browser');
      back.searchParams.set('state', consent.searchParams.get('state'));
      await route.fulfill({ status: 302, headers: { Location: back.href } });
    });
    const page = await context.newPage();
    await page.goto(`${settings.SITE_ORIGIN}/admin/?coop=${coop}`);
    const opened = context.waitForEvent('page');
    await page.click('#sign-in');
    return { page, popup: await opened };
  }

  // /admin's own policy lets the window it opens answer: the editor gets the token and the
  // window closes.
  const allowed = await signIn('same-origin-allow-popups');
  await allowed.page.waitForFunction(() => document.title !== 'editor');
  assert.equal(await allowed.page.title(), 'token: gho_browser');
  if (!allowed.popup.isClosed()) await allowed.popup.waitForEvent('close');

  // The site-wide same-origin cuts the window off from the editor: no token, and the window says so.
  const cut = await signIn('same-origin');
  await cut.popup
    .locator('#status', { hasText: 'This window has lost its link to the editor.' })
    .waitFor();
  assert.equal(await cut.page.title(), 'editor');
});
