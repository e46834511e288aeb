// Marathi words of content/contact.ts. Not yet reviewed by the school.
import type { Translation } from '@/lib/i18n/localize';
import type * as english from '../../contact';

export const reviewed = false;

export const contactAlternatives: Translation<typeof english.contactAlternatives> = {
  heading: 'Call or write to us',
  emailLabel: 'E-mail',
  phoneLabel: 'Phone',
  noScriptFormNote: 'This form needs JavaScript. Write to us or call a campus instead:',
  formUnavailableNote: 'The form could not load. Please write to us or call a campus instead:',
  visitUnavailableNote:
    'The visit form could not load. Please call a campus or write to us to schedule your visit:',
};
