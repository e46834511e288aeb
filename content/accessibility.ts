// The accessibility statement at /accessibility: the standard the site aims at, how it is
// tested, what does not work yet and whom to tell. Its figures are kept true by the build and
// the tests: '{pages}' is the number of pages the site builds, and `testedWidths` are the
// widths the end-to-end tests check every page at (a test compares them with its projects).
// The contact marked `fictional: true` is a demo stand-in the production build refuses.
import type { AccessibilityStatement } from './schema';

export const accessibilityStatement: AccessibilityStatement = {
  confirmedBySchool: false,
  lastReviewed: '2026-11-25',
  intro: [
    'We want every parent, pupil and visitor to be able to use this website, whatever device they use and however they use it: with a keyboard, a screen reader, a magnifier, voice control, or on a slow phone connection.',
    'This statement says how accessible the site is today, how we check it, what does not work well yet, and how to tell us about a barrier.',
  ],
  standard: {
    heading: 'The standard we aim at',
    paragraphs: [
      'We aim to meet the Web Content Accessibility Guidelines (WCAG) 2.2 at level AA. The Guidelines for Indian Government Websites (GIGW 3.0) build on the same guidelines, and the Rights of Persons with Disabilities Act, 2016 asks for information to be accessible to everyone.',
      'We believe the site meets WCAG 2.2 AA except for the issues listed below under “What does not work well yet”.',
    ],
  },
  testing: {
    heading: 'How we check it',
    intro: 'Every time the site is changed, before it is published, automatic tests check it:',
    items: [
      'Every page of the site ({pages} in all) is checked with axe-core against the WCAG 2.2 A and AA rules at {widths} pixels wide, a phone and a desktop screen; the document pages, which share one layout, are checked one per campus. A single problem stops the release.',
      'The menus, tabs, leaders’ messages, dialogs, search and document viewer are tested with the keyboard alone: every control can be reached with Tab, Escape closes what it opened, and focus returns to where it was.',
      'Every page is tested with JavaScript switched off: all its text, links, documents and contact details still work.',
      'Moving parts (the photo gallery, the leaders’ messages, the counters) are tested to stand still when your device asks for reduced motion.',
      'We have not yet tested the site by hand with screen readers (NVDA, JAWS, TalkBack, VoiceOver); that is the next step.',
    ],
  },
  testedWidths: [375, 1280],
  works: {
    heading: 'What you can expect',
    items: [
      'Every page can be used with the keyboard alone, and the focus is always visible.',
      'On a narrow screen, or zoomed in, the layout reflows to one column: nothing needs scrolling sideways except wide tables, which scroll inside their own box.',
      'Colours meet the WCAG contrast ratios; nothing is said by colour alone.',
      'Images have text alternatives; decorative ones are hidden from screen readers.',
      'The leaders’ messages change every 8 seconds only until you pause them with the button beside them, point at them or move the keyboard focus into them.',
      'Pages work without JavaScript, and a page is complete as soon as it appears, even before its scripts have loaded.',
    ],
  },
  knownIssues: {
    heading: 'What does not work well yet',
    intro: 'We know of these barriers, and of a way around each:',
    items: [
      {
        issue:
          'The disclosure document viewer draws each PDF page as a picture, without a text layer, so a screen reader cannot read the document’s text in the viewer.',
        instead:
          'Each campus’s disclosure is also published as accessible tables at Mandatory Public Disclosure → the campus, and every document has a link to open the PDF itself in your own PDF reader.',
      },
      {
        issue:
          'Certificates that are scans of paper documents are pictures with no text inside them.',
        instead:
          'The disclosure tables give each document’s title, issuing authority and dates as text. Ask us and we will send you the text of any document.',
      },
      {
        issue:
          'To discourage copying, the disclosure pages block right-click, text selection in the embedded documents, and the shortcuts Ctrl+S, Ctrl+P and Ctrl+U. This also stops some keyboard users from saving or printing with a shortcut.',
        instead:
          'Use your browser’s menu to print the disclosure tables, or open the PDF itself with the link on the page.',
      },
      {
        issue:
          'The embedded PDF pages rely on your browser’s own PDF reader, which many phones do not have.',
        instead: 'Those pages link to the in-page viewer and to the PDF file.',
      },
      {
        issue:
          'Every page is also in Marathi and Hindi, but the blog posts and the PDF documents are in English only.',
        instead: 'Call us and we will help in Marathi, Hindi or English.',
      },
    ],
  },
  feedback: {
    heading: 'Tell us about a barrier',
    text: 'If something on this site is hard or impossible for you to use, or you need a document in another format, tell our web coordinator. Say which page, what you were trying to do, and what you use (for example a screen reader or a magnifier).',
    person: {
      role: 'Web accessibility coordinator',
      name: { value: 'Mr. Rohan Deshpande', fictional: true },
      email: { value: 'accessibility@aurora-school.example', fictional: true },
      phone: { value: '+91 00000 66666', fictional: true },
    },
    responseTime:
      'We reply within 5 working days, and send a document you asked for in another format within 10 working days.',
  },
  enforcement: {
    heading: 'If you are not satisfied',
    paragraphs: [
      'If our answer does not solve the problem, you can write to the State Commissioner for Persons with Disabilities, Maharashtra, or to the Chief Commissioner for Persons with Disabilities, who hear complaints under the Rights of Persons with Disabilities Act, 2016.',
    ],
  },
};
