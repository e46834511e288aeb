import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';

// Playwright cannot download its own browsers here: use Debian's Chromium (or CHROMIUM_PATH),
// and fall back to Playwright's browser only where one is installed.
const systemChromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const executablePath = existsSync(systemChromium) ? systemChromium : undefined;
const launchOptions = {
  executablePath,
  args: ['--disable-background-networking', '--disable-component-update', '--no-first-run'],
};

const PORT = Number(process.env.E2E_PORT ?? 4173);
const NGINX_PORT = PORT + 1;

// The deployment smoke tests run where nginx is installed (CI installs Debian's nginx-light).
const nginxPath = process.env.NGINX_PATH ?? '/usr/sbin/nginx';
const hasNginx = existsSync(nginxPath);
if (!hasNginx) console.warn(`nginx not found at ${nginxPath}: skipping the deployment smoke tests`);

export default defineConfig({
  testDir: './tests/e2e',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    trace: 'retain-on-failure',
  },
  projects: [
    {
      name: 'desktop',
      testIgnore: /deploy\.spec\.ts/,
      use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 }, launchOptions },
    },
    {
      name: 'mobile',
      testIgnore: /deploy\.spec\.ts/,
      use: {
        ...devices['Pixel 5'],
        viewport: { width: 375, height: 740 },
        launchOptions,
      },
    },
    ...(hasNginx
      ? [
          {
            name: 'nginx',
            testMatch: /deploy\.spec\.ts/,
            use: {
              ...devices['Desktop Chrome'],
              // HTTPS with the throw-away certificate tests/nginx/start-nginx.mjs makes.
              baseURL: `https://127.0.0.1:${NGINX_PORT}`,
              ignoreHTTPSErrors: true,
              launchOptions,
            },
          },
        ]
      : []),
  ],
  // The built export served by real static servers, as a CDN would serve it.
  webServer: [
    {
      command: `node node_modules/serve/build/main.js out --listen ${PORT} --config ../serve.json --no-clipboard`,
      url: `http://127.0.0.1:${PORT}/`,
      reuseExistingServer: !process.env.CI,
      timeout: 30_000,
    },
    ...(hasNginx
      ? [
          {
            // HTTPS on NGINX_PORT, the HTTP→HTTPS redirect on NGINX_PORT + 1.
            command: `node tests/nginx/start-nginx.mjs ${NGINX_PORT}`,
            url: `https://127.0.0.1:${NGINX_PORT}/`,
            ignoreHTTPSErrors: true,
            reuseExistingServer: !process.env.CI,
            timeout: 30_000,
          },
        ]
      : []),
  ],
});
