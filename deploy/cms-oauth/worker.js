// The browser editor's sign-in helper, for hosts without one of their own (Cloudflare Pages,
// S3 + CloudFront): a Cloudflare Worker that signs an editor in with GitHub and hands the token
// to the site's editor at /admin/, and to no other page. No dependencies; docs/deploying.md
// says how to deploy it (wrangler.toml beside it).
//
// Settings (the Worker's variables and secrets):
//   GITHUB_CLIENT_ID      the GitHub OAuth app's client ID
//   GITHUB_CLIENT_SECRET  its client secret (a secret: `npx wrangler secret put GITHUB_CLIENT_SECRET`)
//   SITE_ORIGIN           the site's origin, exactly: https://www.school.example
//   DEPLOY_HOOK_URL       optional (a secret): the host's deploy hook, called by the weekly cron
//
// The sign-in, as the editor (Decap CMS, `github` backend, `base_url` = this Worker's origin)
// expects it:
//   1. the editor opens a window on GET /auth?provider=github&site_id=…&scope=repo;
//   2. /auth sends it to GitHub's consent page, which comes back to GET /callback?code=…&state=…;
//   3. /callback trades the code for a token and answers with a page whose script greets the
//      editor ('authorizing:github'), waits for the editor to answer the same words, then posts
//      'authorization:github:success:{"token":"…","provider":"github"}' (or ':error:{"message":"…"}').

const AUTHORIZE_URL = 'https://github.com/login/oauth/authorize';
const TOKEN_URL = 'https://github.com/login/oauth/access_token';
const PROVIDER = 'github';
// Committing to the repository (public or private) needs the `repo` scope, and a request cannot
// ask for another: the scope is fixed here, whatever the query says.
const SCOPE = 'repo';
// `__Host-`: the browser keeps this cookie for this origin only, over HTTPS, on every path.
const STATE_COOKIE = '__Host-cms-oauth-state';
// A sign-in that takes longer than ten minutes starts again.
const STATE_MAX_AGE_SECONDS = 600;

const worker = {
  async fetch(request, env) {
    const url = new URL(request.url);
    if (request.method !== 'GET') return plain('Only GET is answered here.', 405, { Allow: 'GET' });
    if (url.pathname !== '/auth' && url.pathname !== '/callback') return plain('Not found.', 404);
    // A helper missing a setting refuses rather than sending GitHub an empty client ID or
    // posting the token to an origin it cannot name.
    const missing = ['GITHUB_CLIENT_ID', 'GITHUB_CLIENT_SECRET', 'SITE_ORIGIN'].filter(
      (name) => !env[name],
    );
    if (missing.length > 0 || !isOrigin(env.SITE_ORIGIN)) {
      const what = missing.length > 0 ? missing.join(', ') : 'SITE_ORIGIN (not an origin)';
      return plain(`The sign-in helper is not configured: ${what}.`, 500);
    }
    return url.pathname === '/auth' ? authorize(url, env) : callback(request, url, env);
  },

  // The weekly build: a Cron Trigger (wrangler.toml) calls the host's deploy hook, if one is set.
  async scheduled(controller, env) {
    if (!env.DEPLOY_HOOK_URL) return;
    const response = await fetch(env.DEPLOY_HOOK_URL, { method: 'POST' });
    // A refused hook fails the cron run, so it shows as failed in the Worker's logs.
    if (!response.ok) throw new Error(`The deploy hook answered ${response.status}.`);
  },
};

export default worker;

function authorize(url, env) {
  // This helper signs in with GitHub only.
  if (url.searchParams.get('provider') !== PROVIDER) return plain('Unknown provider.', 400);
  // A fresh random state per sign-in, kept in a cookie only this origin reads: /callback accepts
  // GitHub's answer only with the same state, so no other page can start a sign-in and have its
  // code traded here.
  const state = randomHex(32);
  const consent = new URL(AUTHORIZE_URL);
  consent.searchParams.set('client_id', env.GITHUB_CLIENT_ID);
  // The OAuth app's "Authorization callback URL" must be exactly this.
  consent.searchParams.set('redirect_uri', `${url.origin}/callback`);
  consent.searchParams.set('scope', SCOPE);
  consent.searchParams.set('state', state);
  return new Response(null, {
    status: 302,
    headers: {
      Location: consent.href,
      // SameSite=Lax: sent when GitHub's page sends the window back here (a top-level GET).
      'Set-Cookie': `${STATE_COOKIE}=${state}; Path=/; Max-Age=${STATE_MAX_AGE_SECONDS}; HttpOnly; Secure; SameSite=Lax`,
      'Cache-Control': 'no-store',
    },
  });
}

async function callback(request, url, env) {
  const state = url.searchParams.get('state');
  // GitHub's answer counts only for the sign-in this browser started here: no state, no cookie
  // or a different one is refused before any code is traded.
  if (!state || state !== cookieValue(request, STATE_COOKIE)) {
    return plain('Sign-in refused: it was not started here. Sign in again from the editor.', 403);
  }
  // The editor declined on GitHub's page, or GitHub refused: the editor shows GitHub's reason.
  const code = url.searchParams.get('code');
  if (!code) {
    const reason = url.searchParams.get('error_description') ?? 'GitHub gave no sign-in code.';
    return handOver(env, 'error', { message: reason });
  }
  const response = await fetch(TOKEN_URL, {
    method: 'POST',
    headers: { Accept: 'application/json', 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      client_id: env.GITHUB_CLIENT_ID,
      client_secret: env.GITHUB_CLIENT_SECRET,
      code,
      redirect_uri: `${url.origin}/callback`,
    }),
  });
  const answer = await response.json().catch(() => ({}));
  if (!response.ok || typeof answer.access_token !== 'string') {
    const reason =
      answer.error_description ?? `GitHub answered ${response.status} without a token.`;
    return handOver(env, 'error', { message: reason });
  }
  return handOver(env, 'success', { token: answer.access_token, provider: PROVIDER });
}

/** The page that hands the outcome to the editor's window, and to no window of another origin. */
function handOver(env, outcome, content) {
  const greeting = `authorizing:${PROVIDER}`;
  const message = `authorization:${PROVIDER}:${outcome}:${JSON.stringify(content)}`;
  const nonce = randomHex(16);
  const shown =
    outcome === 'success'
      ? 'Signed in. This window closes by itself.'
      : `Sign-in failed: ${content.message} Close this window and try again.`;
  const html = `<!doctype html>
<html lang="en">
<meta charset="utf-8">
<title>Signing in to the site's editor</title>
<p id="status">${escapeHtml(shown)}</p>
<script nonce="${nonce}">
const site = ${scriptValue(env.SITE_ORIGIN)};
const greeting = ${scriptValue(greeting)};
const message = ${scriptValue(message)};
if (window.opener) {
  // Only the editor's own answer, from the site's origin, gets the message.
  window.addEventListener('message', (event) => {
    if (event.origin === site && event.data === greeting) window.opener.postMessage(message, site);
  });
  // Addressed to the site's origin: the browser delivers nothing to a window showing another.
  window.opener.postMessage(greeting, site);
} else {
  document.getElementById('status').textContent =
    'This window has lost its link to the editor. Close it and sign in again from the editor.';
}
</script>
</html>
`;
  return new Response(html, {
    status: 200,
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      // The page carries a token: never stored by a cache, never framed, no other script runs.
      // No Cross-Origin-Opener-Policy: the page must keep its link to the editor's window.
      'Cache-Control': 'no-store',
      'Content-Security-Policy': `default-src 'none'; script-src 'nonce-${nonce}'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`,
      'Referrer-Policy': 'no-referrer',
      'X-Content-Type-Options': 'nosniff',
      // The state is used once.
      'Set-Cookie': `${STATE_COOKIE}=; Path=/; Max-Age=0; HttpOnly; Secure; SameSite=Lax`,
    },
  });
}

function plain(text, status, headers = {}) {
  return new Response(`${text}\n`, {
    status,
    headers: {
      'Content-Type': 'text/plain; charset=utf-8',
      'Cache-Control': 'no-store',
      ...headers,
    },
  });
}

/** An exact origin (scheme, host, port; no path): never '*', which would post to any window. */
function isOrigin(value) {
  try {
    return new URL(value).origin === value;
  } catch {
    return false;
  }
}

function cookieValue(request, name) {
  for (const pair of (request.headers.get('Cookie') ?? '').split(';')) {
    const [key, ...value] = pair.trim().split('=');
    if (key === name) return value.join('=');
  }
  return null;
}

function randomHex(bytes) {
  return Array.from(crypto.getRandomValues(new Uint8Array(bytes)), (byte) =>
    byte.toString(16).padStart(2, '0'),
  ).join('');
}

/** A value as a JavaScript literal inside <script>: `<` escaped, so no text closes the element. */
function scriptValue(value) {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

function escapeHtml(text) {
  return text.replace(
    /[&<>"']/g,
    (character) =>
      ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[character],
  );
}
