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

/**
 * The words of each campus's contact block (components/contact/ContactBlock.tsx), on the campus
 * pages and in the footer: '{campus}' is the campus's name, '{number}' the number as shown. A
 * link's name contains the words it shows, so speech and sight agree on what to press.
 */
export const contactBlock = {
  /** The campus page's section heading. */
  heading: 'Call, message or visit {campus}',
  /** A phone number's link as screen readers name it. */
  callName: 'Call {campus}: {number}',
  /** Before the campus's two numbers in the footer, written '{phone} / {phone}'. */
  mobile: 'Mob.',
  whatsapp: 'WhatsApp',
  whatsappName: 'Message {campus} on WhatsApp',
  directions: 'Directions',
  directionsName: 'Directions to {campus} in your maps app',
  /** Before the campus's plus code, which a maps app finds when the link does not open one. */
  plusCode: 'Plus code',
  /** Beside a link the school has not given yet: the demo's sample. */
  sample: 'sample',
} satisfies Record<string, string>;
