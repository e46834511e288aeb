// 'Schedule a Visit': the modal, its form's states and checks, the request body and failures. The
// e-mail endpoint is answered by page.route: nothing leaves the machine. Every opener's link is
// read from the exported HTML; the browser opens the modal from each, sends, and checks.
import { campusesIn } from '@/lib/campuses/campuses';
import sdkPackage from '@emailjs/browser/package.json';
import type { Locator } from '@playwright/test';
import { privacyNotice } from '@/content/privacy';
import { siteIn } from '@/lib/site/site';
import { visit } from '@/content/visit';
import { routes } from '@/lib/routes/routes';
import { FIELD_MAX_LENGTH } from '@/lib/contact-fields';
import { RATE_LIMIT, visitIntro } from '@/lib/visit/visit-request';
import {
  expect,
  expectFieldsBounded,
  expectNoAxeViolations,
  PHONE_VIEWPORT,
  renderedFrames,
  test,
} from './fixtures';
import { exportedDocument } from './exported-html';
import { allNamed } from './html-names';
import {
  ERROR_TEXT,
  SUCCESS_TEXT,
  ok,
  status,
  networkFailure,
  fakeEmailService,
  allowSendErrors,
  gotoOpener,
  visitForm,
  openModal,
  inAWeek,
  VALUES,
  fillForm,
  expectValuesKept,
} from './visit-helpers';

const site = siteIn('en');

const campuses = campusesIn('en');

// The pages with a 'Schedule a Visit' opener.
const openers = [routes.life, ...campuses.map((campus) => campus.path)];

test("every page's 'Schedule a Visit' is a link to /contact: the modal's way in, and a page of its own without JavaScript", () => {
  for (const path of openers) {
    const links = allNamed(exportedDocument(path).querySelector('main')!, 'a', visit.openLabel);
    expect(links.length, path).toBeGreaterThan(0);
    for (const opener of links) expect(opener.getAttribute('href'), path).toBe(visit.contactHref);
  }
});

test.describe('in UTC+5:30 just after local midnight', () => {
  // 00:15 on 11 March 2025 in India, while it is still 10 March in UTC.
  test.use({ timezoneId: 'Asia/Kolkata' });

  test("the modal opens from the Life page for the school and from a campus's page for that campus, in place, locking the page's scroll, and closes by Escape, the close button and the overlay; on the Life page, the browser's checks (min is the local date), each field's bound, and in a headless browser the SDK's 451 with nothing sent", async ({
    page,
    pageGuard,
  }) => {
    allowSendErrors(pageGuard);
    await page.clock.setFixedTime(new Date('2025-03-10T18:45:00Z'));
    // Headless Chromium as it is: navigator.webdriver is set, which the SDK refuses.
    const email = await fakeEmailService(page, { asVisitor: false });
    const dialog = page.getByRole('dialog', { name: visit.title });
    const scrollY = () => page.evaluate(() => window.scrollY);

    /** Opens the modal by its opener (in view), for `campus`; gives where the page stood. */
    const open = async (path: string, opener: Locator, campus?: string) => {
      const before = await scrollY();
      await opener.click();
      await expect(dialog).toBeVisible();
      await expect(page).toHaveURL(path); // the click opens the modal, not /contact
      await expect(dialog.getByRole('heading', { name: visit.title })).toBeVisible();
      await expect(dialog).toContainText(visitIntro(visit.intro, campus, site.name));
      await expect(page.locator('html')).toHaveCSS('overflow', 'hidden');
      return before;
    };
    /** Closes it `way`: focus back on the opener, the page's scroll unlocked and where it was. */
    const close = async (
      way: 'Escape' | 'close button' | 'overlay',
      opener: Locator,
      at: number,
    ) => {
      if (way === 'Escape') await page.keyboard.press('Escape');
      if (way === 'close button')
        await dialog.getByRole('button', { name: visit.closeLabel }).click();
      if (way === 'overlay') await page.mouse.click(4, 4);
      await expect(dialog).toBeHidden();
      await expect(opener).toBeFocused();
      await expect(page.locator('html')).not.toHaveCSS('overflow', 'hidden');
      expect(await scrollY()).toBe(at);
    };

    await test.step(`${routes.life}: for the school, its opener far down; the focus trap, the page still under the wheel and the form's checks; closed by Escape, the close button and the overlay`, async () => {
      const opener = await gotoOpener(page, routes.life);
      const at = await open(routes.life, opener);
      expect(at).toBeGreaterThan(0);
      // Tab and Shift+Tab never leave the dialog.
      const inside = () => dialog.evaluate((d) => d.contains(document.activeElement));
      for (let i = 0; i < 12; i += 1) {
        await page.keyboard.press('Tab');
        expect(await inside()).toBe(true);
      }
      for (let i = 0; i < 3; i += 1) {
        await page.keyboard.press('Shift+Tab');
        expect(await inside()).toBe(true);
      }
      await page.mouse.move(640, 400);
      await page.mouse.wheel(0, 600);
      await expect.poll(scrollY).toBe(at);

      const form = visitForm(dialog);
      const invalid = (field: Locator) =>
        field.evaluate((el: HTMLInputElement | HTMLSelectElement) => !el.checkValidity());
      await test.step('the browser’s own checks', async () => {
        await expect(form.date).toHaveAttribute('min', '2025-03-11');

        await form.submit.click(); // all empty: the browser stops it at the first field
        await expect(form.name).toBeFocused();
        for (const field of [form.name, form.phone, form.date, form.time]) {
          expect(await invalid(field)).toBe(true);
        }
        expect(await invalid(form.email)).toBe(false); // optional
        expect(await invalid(form.message)).toBe(false); // optional

        await fillForm(form, '2025-03-10'); // the UTC date, already yesterday for this visitor
        await form.time.selectOption(''); // 'Select preferred time' is not an answer
        await form.submit.click();
        await expect(form.date).toBeFocused();
        expect(await invalid(form.date)).toBe(true);
        expect(await invalid(form.time)).toBe(true);

        await form.date.fill('2025-03-11');
        await form.submit.click();
        await expect(form.time).toBeFocused();
        await form.time.selectOption(VALUES.time);
        await form.email.fill('not-an-address');
        await form.submit.click();
        await expect(form.email).toBeFocused();

        await expect(form.submit).toHaveText(visit.submitLabel);
        await expect(form.status).toHaveText('');
        expect(email.bodies).toHaveLength(0);
      });

      await test.step("over-long input stops at each field's bound, the browser's own check", async () => {
        const bounds = [
          [form.name, FIELD_MAX_LENGTH.name],
          [form.phone, FIELD_MAX_LENGTH.phone],
          [form.email, FIELD_MAX_LENGTH.email],
          [form.message, FIELD_MAX_LENGTH.message],
        ] as const;
        await expectFieldsBounded(bounds, '9');
      });

      await test.step('in a headless browser the SDK refuses with 451: the error shows and nothing is sent', async () => {
        expect(await page.evaluate(() => navigator.webdriver)).toBe(true);
        const date = inAWeek();
        await fillForm(form, date);
        const logged = page.waitForEvent('console', (m) => m.text().includes('451'));
        await form.submit.click();
        await expect(form.status).toHaveText(ERROR_TEXT);
        await logged;
        await expectValuesKept(form, date);
        expect(email.bodies).toHaveLength(0);
      });

      await close('Escape', opener, at);
      await close('close button', opener, await open(routes.life, opener));
      await close('overlay', opener, await open(routes.life, opener));
    });

    await test.step('/campuses/city: for City Campus; axe-core at 375 px, where the modal fills the screen', async () => {
      const city = campuses.find((c) => c.campusId === 'city')!;
      const opener = await gotoOpener(page, city.path);
      await open(city.path, opener, city.name);
      const viewport = page.viewportSize()!;
      await page.setViewportSize(PHONE_VIEWPORT);
      await renderedFrames(page, 2);
      await expectNoAxeViolations(page);
      await page.setViewportSize(viewport);
      await renderedFrames(page, 2);
      // The resize may move the page under the modal; closing must leave it where it is now.
      await close('Escape', opener, await scrollY());
    });
  });
});

test('sending (1280 px; the logic is the same at 375 px): 500, 403, 429, a network failure and the SDK guards each show the error and keep every value; then one request for a double click, the EmailJS body, the thanks, reset, closed after 2 s; the rate limit; control and format characters removed', async ({
  page,
  pageGuard,
}) => {
  allowSendErrors(pageGuard);
  // The page's clock stands still until the test moves it: "moments ago", "after 2 s" and "once
  // the window has passed" are exact.
  const start = new Date();
  await page.clock.install({ time: start });
  await page.clock.pauseAt(new Date(start.getTime() + 1000));
  const email = await fakeEmailService(page);
  const campus = campuses.find((c) => c.campusId === 'airport')!;
  const { opener, dialog, form } = await openModal(page, `/campuses/${campus.campusId}`);
  await expect(dialog).toContainText(visitIntro(visit.intro, campus.name, site.name));
  const date = inAWeek();
  await fillForm(form, date);

  await test.step('the service answers with an error, or the network fails: one request each', async () => {
    for (const [label, answer] of [
      ['500', status(500)],
      ['403', status(403)],
      ['429', status(429)],
      ['network failure', networkFailure],
    ] as const) {
      const before = email.bodies.length;
      email.answer(answer);
      await form.submit.click();
      await expect(form.status, label).toHaveText(ERROR_TEXT);
      expect(email.bodies, label).toHaveLength(before + 1);
      await expectValuesKept(form, date);
    }
    // axe-core waits on timers: the clock runs while it reads the page, then stands still again.
    await page.clock.resume();
    await expectNoAxeViolations(page);
    await page.clock.pauseAt(new Date((await page.evaluate(() => Date.now())) + 1000));
  });

  const sent = email.bodies.length;
  await test.step("the SDK's own guards refuse before sending anything: a blocked sender (403)", async () => {
    await form.email.fill(visit.blockedSenders[0]!);
    await form.submit.click();
    await expect(form.submit).toHaveText(visit.submitLabel);
    await expect(form.status).toHaveText(ERROR_TEXT);
    await form.email.fill(VALUES.email);
    expect(email.bodies).toHaveLength(sent);
  });

  await test.step('failed sends did not count against the rate limit: a retry, double-clicked, sends once and succeeds', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    email.answer(async (route) => {
      await held; // keeps 'Sending...' on screen until the test has looked at it
      await ok(route);
    });
    await form.submit.dblclick();
    await expect(form.submit).toBeDisabled();
    await expect(form.submit).toHaveText(visit.sendingLabel);
    await expect(dialog.getByTestId('visit-spinner')).toBeVisible();
    await expect.poll(() => email.bodies.length).toBe(sent + 1);
    release();

    await expect(form.status).toHaveText(SUCCESS_TEXT);
    expect(email.bodies).toHaveLength(sent + 1);
    expect(email.bodies[sent]).toStrictEqual({
      lib_version: sdkPackage.version,
      user_id: site.emailService.publicKey,
      service_id: site.emailService.serviceId,
      template_id: site.emailService.templateId,
      template_params: {
        from_name: VALUES.name,
        from_email: VALUES.email,
        phone: VALUES.phone,
        preferred_date: date,
        preferred_time: VALUES.time,
        message: VALUES.message,
        campus: campus.name,
        to_email: site.schoolInbox,
        notice_version: privacyNotice.lastUpdated,
      },
    });
    for (const field of [form.name, form.phone, form.email, form.date, form.time, form.message]) {
      await expect(field).toHaveValue('');
    }
    await expect(form.submit).toBeEnabled();

    // Closed 2 s after the thanks, not before.
    await page.clock.runFor(visit.closeAfterMs - 100);
    await expect(dialog).toBeVisible();
    await expect(form.status).toHaveText(SUCCESS_TEXT);
    await page.clock.runFor(100);
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
  });

  await test.step("the SDK's rate limit (429) refuses another request while one was sent moments ago, in the dialog opened again too: the page keeps the time", async () => {
    await opener.click(); // reopened: the status has cleared back to idle
    await expect(dialog).toBeVisible();
    await expect(form.status).toHaveText('');
    await expect(form.submit).toHaveText(visit.submitLabel);
    await fillForm(form, date);
    await form.submit.click();
    await expect(form.submit).toHaveText(visit.submitLabel);
    await expect(form.status).toHaveText(ERROR_TEXT);
    await expectValuesKept(form, date);
    expect(email.bodies).toHaveLength(sent + 1);
  });

  await test.step('once the window has passed it goes through, control and format characters removed, line breaks kept', async () => {
    await page.clock.runFor(RATE_LIMIT.throttle);
    await form.name.fill('Asha\u202E Rao\u200B');
    await form.phone.fill('+91 98765\u200B 43210');
    await form.message.fill('Two children\u0007.\nBus\u202E routes?\u200B');
    // Removed as they are typed or pasted: the fields show and the browser checks what is sent.
    await expect(form.name).toHaveValue('Asha Rao');
    await expect(form.phone).toHaveValue('+91 98765 43210');
    await form.submit.click();
    await expect(form.status).toHaveText(SUCCESS_TEXT);
    expect(email.bodies).toHaveLength(sent + 2);
    const params = (email.bodies[sent + 1] as { template_params: Record<string, string> })
      .template_params;
    expect(params.from_name).toBe('Asha Rao');
    expect(params.phone).toBe('+91 98765 43210');
    expect(params.message).toBe('Two children.\nBus routes?');
  });
});
