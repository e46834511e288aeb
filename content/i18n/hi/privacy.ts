// Hindi words of content/privacy.ts. Not yet reviewed by the school.
import type { Translation } from '@/lib/i18n/localize';
import type * as english from '../../privacy';

export const reviewed = false;

export const privacyNotice: Translation<typeof english.privacyNotice> = {
  intro: [
    'This notice explains what personal data this website collects, why, who receives it, how long it is kept, and how you can see, correct or delete it. It covers this website only: the admission portal behind ‘Apply Now’ and ‘Login’ has its own notice, and the records of pupils already at the school are covered by the notice given at admission.',
    'In short: the website sets no cookies, uses no analytics and stores nothing in your browser. The only personal data it sends anywhere is what you type into the ‘Schedule a Visit’ form, and that goes to the school’s admissions office to arrange your visit.',
  ],
  controller: {
    heading: 'Who is responsible',
    text: 'Your data is looked after by the trust that runs the school, which decides why and how it is used (the “data fiduciary” in the law’s words):',
    legalName: {
      value: 'Aurora Educational Trust',
    },
    address: {
      value:
        'Plot 00, Station Road, near Central Bus Stand, City Centre, Chhatrapati Sambhajinagar, Maharashtra 431000',
    },
  },
  contact: {
    heading: 'Whom to ask',
    text: 'Questions about your data, requests to use your rights and complaints all go to our Grievance Officer.',
    person: {
      role: 'Grievance Officer (privacy)',
      name: {
        value: 'Ms. Meera Kulkarni',
      },
      phone: {
        value: '+91 00000 55555',
      },
    },
    hours: 'Monday to Saturday, 9:00 AM to 4:00 PM, except school holidays.',
    responseTime:
      'We acknowledge every request within 7 days and give you a full answer within 30 days.',
  },
  collections: {
    heading: 'What the site collects, and why',
    items: [
      {
        name: 'The ‘Schedule a Visit’ form',
        summary:
          'When you press ‘Schedule Visit’, what you typed is sent to the school’s admissions inbox. Nothing is sent before you press it, and nothing else is collected with it.',
        fields: [
          {
            field: 'Full Name',
            purpose: 'to know whom we are calling back, and to greet you on the day',
          },
          {
            field: 'Phone Number',
            purpose: 'to call you back and confirm the date and time',
          },
          {
            field: 'Email Address (optional)',
            purpose: 'to confirm the visit in writing, if you prefer e-mail',
          },
          {
            field: 'Preferred Date and Preferred Time',
            purpose: 'to plan the campus tour',
          },
          {
            field: 'Additional Information (optional)',
            purpose:
              'anything you want us to know before the visit, such as the grade you are interested in; please do not write your child’s personal details here',
          },
          {
            field: 'Campus',
            purpose: 'filled in from the page you were on, so that the right campus office replies',
          },
        ],
      },
      {
        name: 'The ‘Contact Us’ form in the footer',
        summary:
          'This form sends nothing anywhere. What you type stays in your own browser tab and is gone when you leave the page. To reach us, use the phone numbers and e-mail address shown on every page.',
      },
      {
        name: 'Visiting the pages',
        summary:
          'The site sets no cookies, uses no analytics or advertising tools, stores nothing in your browser (no local or session storage) and loads nothing from other websites. Like every web server, the one that sends you these pages keeps technical logs (your device’s internet address, the page asked for, the time) to keep the site running and safe; they are not used to identify visitors and are deleted within 30 days.',
      },
    ],
  },
  recipients: {
    heading: 'Where your details go',
    items: [
      'EmailJS, the e-mail service the visit form uses, receives what you typed and passes it on to the school’s inbox. It acts only on our instructions, as our data processor, and uses your details for nothing else.',
      'The school’s admissions inbox, read only by the admissions office.',
      'Nobody else. We do not sell, share or publish your details, and we do not use them for marketing.',
    ],
  },
  retention: {
    heading: 'How long we keep them',
    text: 'We keep a visit request for {months} months after the visit, so that we can answer any question about it, and then delete it from the admissions inbox and from the e-mail service’s history. If you apply for admission, the admission portal’s notice covers what you give us there.',
  },
  rights: {
    heading: 'Your rights, and how to use them',
    intro:
      'Write to the Grievance Officer (or call) and say which right you want to use. We may ask you to confirm that the request is yours before we act on it.',
    items: [
      {
        right: 'To know what we hold',
        how: 'ask for a summary of the details we hold about you, what we did with them and whom we shared them with.',
      },
      {
        right: 'To correct them',
        how: 'tell us what is wrong, incomplete or out of date, and we correct it.',
      },
      {
        right: 'To erase them',
        how: 'ask us to delete your visit request before the {months} months are over; we confirm when it is done.',
      },
      {
        right: 'To withdraw your consent',
        how: 'one e-mail or one phone call saying you no longer want us to use your details is enough, as easy as sending the form was; we then delete them. Withdrawing does not undo what we did before.',
      },
      {
        right: 'To have a grievance answered',
        how: 'if something went wrong, tell the Grievance Officer; you get an answer within 30 days.',
      },
      {
        right: 'To nominate someone',
        how: 'you may name a person who can use these rights for you if you die or become unable to; send us their name and how to reach them.',
      },
    ],
  },
  board: {
    heading: 'If you are not satisfied',
    text: 'If our answer does not settle your grievance, you can complain to the Data Protection Board of India, which takes complaints online.',
    linkLabel: 'The Data Protection Board of India',
  },
  children: {
    heading: 'Children',
    paragraphs: [
      'The visit form is for parents and guardians. We do not ask for a child’s name, date of birth or any other detail about a child on this website.',
      'If a child sends us the form, or a child’s details are written into it, the admissions office uses only what it needs to call a parent back, and deletes the rest.',
    ],
  },
  law: {
    heading: 'The law this notice follows',
    paragraphs: [
      'This notice is given under the Information Technology (Reasonable Security Practices and Procedures and Sensitive Personal Data or Information) Rules, 2011, and the Digital Personal Data Protection Act, 2023, with the Digital Personal Data Protection Rules, 2025.',
      'When it changes, the date at the top changes with it.',
    ],
  },
  visitFormNotice: {
    text: 'We use these details only to arrange your visit, and delete them after {months} months.',
    linkLabel: 'Privacy notice',
  },
  summary: {
    heading: 'Your privacy',
    text: 'This site sets no cookies and keeps nothing in your browser. What you type into the ‘Schedule a Visit’ form goes only to our admissions office, to arrange your visit, and is deleted after {months} months.',
    linkLabel: 'Read the full privacy notice',
  },
};
