import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';
import { nginxMissing, nginxPath } from './tests/nginx/nginx-binary.mjs';

// Playwright cannot download its own browsers here: use Debian's Chromium (or CHROMIUM_PATH),
// and fall back to Playwright's browser only where one is installed. Headless tests run in
// Debian's build of Chromium's headless shell where it is installed, as Playwright runs its own
// headless Chromium: the same engine without the browser's window machinery, lighter on every
// page. The browser's built-in PDF viewer is the full browser's alone (the nginx project's
// tests open a PDF in it).
const fullChromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
const headlessChromium =
  process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : fullChromium);
const installed = (file: string) => (existsSync(file) ? file : undefined);
// Chromium 156 opens two WebUI omnibox-popup renderers in every new window (each test's
// context), where no test needs them. Chromium takes the last --disable-features, so
// this one repeats Playwright 1.65's own list before adding those features.
const PLAYWRIGHT_DISABLED_FEATURES =
  'AvoidUnnecessaryBeforeUnloadCheckSync,DestroyProfileOnBrowserClose,HttpsUpgrades,HttpsFirstBalancedModeAutoEnable,LensOverlay,MediaRouter,PaintHolding,ThirdPartyStoragePartitioning,AvoidCorsURLLoaderRestartOnRedirect,TcpPortRandomizationWin,OptimizationHints,NetworkTimeServiceQuerying,AimEnabled,PreconnectToSearch';
const OMNIBOX_POPUP_FEATURES =
  'WebUIOmniboxPopup,WebUIOmniboxAimPopup,OmniboxAimPopup,AimPopup,WebUIOmniboxPopupAim,OmniboxPopupAim,ComposeboxAim,NtpComposebox,AiModeOmniboxEntryPoint,OmniboxAiMode';
// V8's optimizing compilers (Maglev, TurboFan) are off in the tests' browser: a test's page lives
// for seconds, too short for optimized code to repay compiling it, and axe-core, evaluated into
// every page anew, would be optimized again on each. The interpreter and the baseline compiler
// run the same JavaScript with the same results.
const launchArgs = {
  args: [
    '--js-flags=--no-opt --no-maglev',
    '--disable-background-networking',
    '--disable-component-update',
    '--no-first-run',
    `--disable-features=${PLAYWRIGHT_DISABLED_FEATURES},${OMNIBOX_POPUP_FEATURES}`,
  ],
};
const launchOptions = { ...launchArgs, executablePath: installed(headlessChromium) };
const fullBrowserLaunchOptions = { ...launchArgs, executablePath: installed(fullChromium) };

/** The desktop browser every 1280 px project uses. */
const desktop = {
  ...devices['Desktop Chrome'],
  viewport: { width: 1280, height: 800 },
  launchOptions,
};
/** The specs that projects of their own run: the deployment's, without scripts, and the two long groups. */
const OWN_PROJECTS =
  /deploy\.spec\.ts|no-javascript\.spec\.ts|editor\.spec\.ts|changed-content\.spec\.ts/;

const PORT = Number(process.env.E2E_PORT ?? 4173);
const NGINX_PORT = PORT + 1;

// The deployment smoke tests need nginx (CI installs Debian's nginx-light). Without it no nginx
// is started, and the nginx project's tests are reported as skipped, with the reason.
if (nginxMissing)
  console.warn(`nginx not found at ${nginxPath}: skipping the deployment smoke tests`);

export default defineConfig({
  testDir: './tests/e2e',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  // A flaky test is a defect to fix, never to retry.
  retries: 0,
  // One worker per core: a worker's browser runs several processes, and a third worker beside
  // the editor's tests and the changed copy's build makes every process's work dearer than the
  // idle time it fills (docs/testing.md).
  workers: Number(process.env.E2E_WORKERS ?? 2),
  // Safety nets, not timings: every wait in a test is a condition. They are generous so that a
  // shared, busy CI machine is slow, not red.
  timeout: 60_000,
  expect: { timeout: 15_000 },
  // No HTML report: CI keeps no artifacts, and a failure's output is in the log.
  reporter: [
    ['list'],
    // `npm test` (scripts/dev/run-tests.mjs) reads the counts for its closing line from this file.
    ...(process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['json'] as const] : []),
  ],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    // Off by default: recording a trace costs every test about a sixth of its time, and CI keeps
    // no artifacts. To debug a failure: `npx playwright test --trace retain-on-failure`.
    trace: 'off',
  },
  projects: [
    // The two files that run as one long group each (a serial group: the editor on one clone,
    // the changed copy built once) come first, in projects of their own: a worker takes each at
    // the start, and the other tests fill both workers after, instead of one long group running
    // alone at the end.
    { name: 'editor', testMatch: /editor\.spec\.ts/, use: desktop },
    { name: 'changed copy', testMatch: /changed-content\.spec\.ts/, use: desktop },
    // Every behaviour runs at 1280 px. The 375 px project runs only what differs at that width
    // (tests tagged @both run in both projects, @mobile only at 375 px): the menu, the layout,
    // touch, and axe on every route.
    {
      name: 'desktop',
      testIgnore: OWN_PROJECTS,
      grepInvert: /@mobile/,
      use: desktop,
    },
    {
      name: 'mobile',
      testIgnore: OWN_PROJECTS,
      grep: /@both|@mobile/,
      use: {
        ...devices['Pixel 5'],
        viewport: { width: 375, height: 740 },
        launchOptions,
      },
    },
    // The same export with JavaScript off: every page complete as HTML and CSS. At 375 px, where
    // only the styles differ, what is tagged: the phone menu, and each page template.
    {
      name: 'nojs-desktop',
      testMatch: /no-javascript\.spec\.ts/,
      use: { ...desktop, javaScriptEnabled: false },
    },
    {
      name: 'nojs-mobile',
      testMatch: /no-javascript\.spec\.ts/,
      grep: /@both|@mobile/,
      use: {
        ...devices['Pixel 5'],
        viewport: { width: 375, height: 740 },
        javaScriptEnabled: false,
        launchOptions,
      },
    },
    {
      name: 'nginx',
      testMatch: /deploy\.spec\.ts/,
      use: {
        ...devices['Desktop Chrome'],
        // HTTPS with the throw-away certificate tests/nginx/start-nginx.mjs makes.
        baseURL: `https://127.0.0.1:${NGINX_PORT}`,
        ignoreHTTPSErrors: true,
        launchOptions: fullBrowserLaunchOptions,
      },
    },
  ],
  // The built export served by real static servers, as a CDN would serve it. The static server
  // sends the files as they are (--no-compression): it and the browser share this machine, and
  // compressing every response costs both for nothing a test reads; the deployment's compression
  // is the nginx project's to test.
  webServer: [
    {
      command: `node node_modules/serve/build/main.js out --listen ${PORT} --config ../serve.json --no-clipboard --no-compression`,
      url: `http://127.0.0.1:${PORT}/`,
      reuseExistingServer: !process.env.CI,
      timeout: 30_000,
    },
    ...(nginxMissing
      ? []
      : [
          {
            // HTTPS on NGINX_PORT, the HTTP→HTTPS redirect on NGINX_PORT + 1.
            command: `node tests/nginx/start-nginx.mjs ${NGINX_PORT}`,
            url: `https://127.0.0.1:${NGINX_PORT}/`,
            ignoreHTTPSErrors: true,
            reuseExistingServer: !process.env.CI,
            timeout: 30_000,
          },
        ]),
  ],
});
