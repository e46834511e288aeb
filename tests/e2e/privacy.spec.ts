// The privacy promise where the visitor sends something: a visit request reaches the e-mail
// service and nothing else, and leaves nothing in the browser. (Every route is checked in
// routes.spec.ts, the typeface's page-to-page flow in typeface.spec.ts.)
import { expect } from './fixtures';
import { test } from './privacy';
import {
  EMAIL_SEND_URL,
  SUCCESS_TEXT,
  fakeEmailService,
  fillForm,
  openModal,
} from './visit-helpers';

test('a visit request keeps no data in the browser and reaches only the e-mail service', async ({
  page,
  watchPrivacy,
}) => {
  const privacy = await watchPrivacy(page);
  const email = await fakeEmailService(page);
  const { form } = await openModal(page, '/campuses/city');
  await fillForm(form);
  await form.submit.click();
  await expect(form.status).toHaveText(SUCCESS_TEXT);
  expect(email.bodies).toHaveLength(1);
  await privacy.expectNothingKept({ otherHosts: [new URL(EMAIL_SEND_URL).origin] });
});
