import { chromium } from 'playwright';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
const logs = [];
page.on('console', (m) => logs.push(`${m.type()}: ${m.text()}`));
page.on('pageerror', (e) => logs.push(`pageerror: ${e.message}`));
await page.route(/^(?!http:\/\/localhost)/, (route) => { logs.push('blocked ' + route.request().url()); return route.abort(); });
await page.goto('http://localhost:3999/admin/');
await page.waitForTimeout(4000);
await page.screenshot({ path: '/tmp/p1.png' });
const login = page.getByRole('button', { name: /login/i });
if (await login.count()) { await login.click(); await page.waitForTimeout(3000); }
await page.screenshot({ path: '/tmp/p2.png' });
await page.goto('http://localhost:3999/admin/#/collections/alerts/new');
await page.waitForTimeout(3000);
await page.screenshot({ path: '/tmp/p3.png', fullPage: true });
console.log(logs.slice(0, 30).join('\n'));
await browser.close();
