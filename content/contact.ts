// Ways to reach the school without any form: shown on the not-found page (which a static host
// serves for /contact, where no page exists), and wherever a form cannot work (JavaScript off,
// or its code failed to load). The numbers, addresses and e-mail come from content/site.ts.

export const contactAlternatives = {
  heading: 'Call or write to us',
  emailLabel: 'E-mail',
  phoneLabel: 'Phone',
  /** Under the footer form's place when JavaScript is off. */
  noScriptFormNote: 'This form needs JavaScript. Write to us or call a campus instead:',
  /** When a form's code did not load. */
  formUnavailableNote: 'The form could not load. Please write to us or call a campus instead:',
  /** When the visit form's code did not load. */
  visitUnavailableNote:
    'The visit form could not load. Please call a campus or write to us to schedule your visit:',
} satisfies Record<string, string>;
