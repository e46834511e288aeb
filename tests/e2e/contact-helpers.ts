// The footer contact form, shared by the footer spec and the early-interaction spec.
import type { Page } from '@playwright/test';
import type { ContactMessage } from '@/components/layout/ContactForm';
import { footer } from '@/content/footer';

export const CONTACT_MESSAGE: ContactMessage = {
  firstName: 'Asha',
  lastName: 'Rao',
  email: 'asha@example.com',
  subject: 'Bus routes',
  message: 'Which routes serve Osmanpura?',
};

export function contactForm(page: Page) {
  return page.getByRole('form', { name: footer.contactForm.label });
}

/** Types every field of the message into the form, by its placeholder. */
export async function fillContactForm(page: Page, values: ContactMessage = CONTACT_MESSAGE) {
  const form = contactForm(page);
  for (const [name, value] of Object.entries(values) as [keyof ContactMessage, string][]) {
    await form.getByPlaceholder(footer.contactForm.placeholders[name]).fill(value);
  }
}

/** Resolves with the values the form writes to the console on its next submit. */
export async function nextLoggedContactMessage(page: Page): Promise<unknown> {
  const message = await page.waitForEvent('console', (m) =>
    m.text().includes('Contact form submitted'),
  );
  const [, values] = await Promise.all(message.args().map((arg) => arg.jsonValue()));
  return values;
}
