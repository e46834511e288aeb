// The privacy notice at /privacy, the footer's summary that every page's 'Privacy Policy' link
// lands on, and the line before the visit form's submit button. It describes the site as it
// works, and tests keep it so: the end-to-end tests prove on every public page that the site
// sets no cookie and writes no web storage; a unit test that every host the Content-Security-
// Policy allows is named under `hosts`, and every host the editor's policy allows under
// `editor` (the site editor at /admin/, which keeps its sign-in in the staff's browser and is
// described apart, so that the public pages' promise stays whole); an end-to-end test, in each
// language, that the visit form sends exactly the fields listed (`params`) and this notice's
// date as `notice_version`.
// Names, e-mails, phones, the trust's details and the e-mail service's terms marked
// `fictional: true` are demo stand-ins the school must confirm: the production build lists and
// refuses each one until the school's real one replaces it.
import type { PrivacyNotice } from './schema';
import { PRIVACY_NOTICE_VERSION, VISIT_RETENTION_MONTHS } from './visit';

export const privacyNotice: PrivacyNotice = {
  confirmedBySchool: false,
  /** Change it in content/visit.ts: every visit request carries it. */
  lastUpdated: PRIVACY_NOTICE_VERSION,
  intro: [
    'This notice explains what personal data this website collects, why, who receives it, how long it is kept, and how you can see, correct or delete it. It covers this website only: the admission portal behind ‘Apply Now’ and ‘Login’ has its own notice, and the records of pupils already at the school are covered by the notice given at admission.',
    'In short: the website’s public pages set no cookies, use no analytics and store nothing in your browser. Of what you type, they send only the ‘Schedule a Visit’ form, and only when you send it: it goes through an e-mail service to the school’s admissions office, to arrange your visit. Your browser contacts another website only in the two cases listed under ‘Other websites your browser may contact’. The site editor at /admin, which only the school’s staff use, works differently and is described on its own under ‘The site editor, for the school’s staff’.',
  ],
  controller: {
    heading: 'Who is responsible',
    text: 'Your data is looked after by the trust that runs the school, which decides why and how it is used (the “data fiduciary” in the law’s words):',
    legalName: { value: 'Aurora Educational Trust', fictional: true },
    address: {
      value:
        'Plot 00, Station Road, near Central Bus Stand, City Centre, Chhatrapati Sambhajinagar, Maharashtra 431000',
      fictional: true,
    },
  },
  contact: {
    heading: 'Whom to ask',
    text: 'Questions about your data, requests to use your rights and complaints all go to our Grievance Officer.',
    person: {
      role: 'Grievance Officer (privacy)',
      name: { value: 'Ms. Meera Kulkarni', fictional: true },
      email: { value: 'privacy@aurora-school.example', fictional: true },
      phone: { value: '+91 00000 55555', fictional: true },
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
          'When you press ‘Schedule Visit’, the fields below are sent through the e-mail service to the school’s admissions inbox; nothing is sent before you press it. Each line gives the field and, in brackets, the name it is sent under. Like every website your browser contacts, the e-mail service also receives your device’s internet (IP) address and your browser’s details (its name, version and language).',
        fields: [
          {
            field: 'Full Name',
            purpose: 'to know whom we are calling back, and to greet you on the day',
            params: ['from_name'],
          },
          {
            field: 'Phone Number',
            purpose: 'to call you back and confirm the date and time',
            params: ['phone'],
          },
          {
            field: 'Email Address (optional)',
            purpose: 'to confirm the visit in writing, if you prefer e-mail',
            params: ['from_email'],
          },
          {
            field: 'Preferred Date and Preferred Time',
            purpose: 'to plan the campus tour',
            params: ['preferred_date', 'preferred_time'],
          },
          {
            field: 'Additional Information (optional)',
            purpose:
              'anything you want us to know before the visit, such as the grade you are interested in; please do not write your child’s personal details here',
            params: ['message'],
          },
          {
            field: 'Campus',
            purpose: 'filled in from the page you were on, so that the right campus office replies',
            params: ['campus'],
          },
          {
            field: 'The school’s inbox',
            purpose:
              'the school’s own admissions address, the same in every request; the e-mail service delivers only to it',
            params: ['to_email'],
          },
          {
            field: 'Your language, from the Marathi and Hindi pages only',
            purpose: 'so that we answer you in the language you read the site in',
            params: ['language'],
            translatedPagesOnly: true,
          },
          {
            field: 'The date of this notice',
            purpose:
              'so that we can show which version of this notice you were given when you sent the request',
            params: ['notice_version'],
          },
        ],
      },
      {
        name: 'The ‘Contact Us’ form in the footer',
        summary:
          'This form sends nothing anywhere, and says so before you type and again when you press ‘Submit’. What you type stays in your own browser tab (only your browser’s developer console shows it) and is gone when you leave the page. To reach us, use the phone numbers and e-mail address shown beside the form.',
        fields: [],
      },
      {
        name: 'The transfer-certificate check',
        summary:
          'The check asks for a certificate’s number and verification code and the pupil’s name and date of birth. What you type stays in your browser: the check runs there, and nothing is sent to the school or anyone else. The page holds only scrambled values, one for each certificate the school issued, that cannot be turned back into a name, a date of birth or a number without the random verification code printed on that certificate.',
        fields: [],
      },
      {
        name: 'The date-of-birth check on the admissions page',
        summary:
          'The check asks for a child’s date of birth and says which class the child can join. The date stays in your browser: the check runs there, sends nothing to the school or anyone else, and keeps nothing once you leave the page.',
        fields: [],
      },
      {
        name: 'Visiting the pages',
        summary:
          'The public pages set no cookies, use no analytics or advertising tools and store nothing in your browser (no local or session storage). Their text, pictures, fonts and search come from this website itself, except in the two cases listed under ‘Other websites your browser may contact’. Like every web server, the one that sends you these pages keeps technical logs (your device’s internet address, the page asked for, the time, your browser’s details) to keep the site running and safe; they are not used to identify visitors, are kept for {logDays} days and then deleted.',
        fields: [],
      },
    ],
  },
  hosts: {
    heading: 'Other websites your browser may contact',
    intro:
      'Everything else the public pages show comes from this website. Your browser contacts another website only in these cases:',
    labels: {
      when: 'When',
      why: 'Why',
      where: 'Where it processes your data',
      keeps: 'How long it keeps it',
    },
    items: [
      {
        host: 'api.emailjs.com',
        name: 'EmailJS, the e-mail service of the visit form',
        when: 'only when you press ‘Schedule Visit’ in the ‘Schedule a Visit’ form',
        why: 'to deliver your visit request, with the fields listed above, to the school’s admissions inbox. It also receives your device’s internet (IP) address and your browser’s details.',
        where: {
          value: 'on servers outside India (to be confirmed by the school)',
          fictional: true,
        },
        keeps: {
          value:
            'its copy of your request is deleted with ours, at the end of the period under ‘How long we keep them’ (to be confirmed by the school)',
          fictional: true,
        },
      },
      {
        host: 'images.unsplash.com',
        name: 'Unsplash, a stock-photo library',
        when: 'only when one of our own campus or gallery photos fails to load',
        why: 'to show a stock photo in its place. It receives your device’s internet (IP) address, your browser’s details and this website’s address, never anything you typed.',
      },
    ],
    linksOut:
      'The links to our campuses’ WhatsApp and to our pages on Facebook, YouTube and Instagram send nothing by themselves. Only if you tap one does your phone or browser open that service, which then receives what any website receives (your internet address and your browser’s details) and, on WhatsApp, your phone number and what you write there; its own privacy notice applies from then on. A phone number’s link opens your phone’s dialler and a campus’s directions open your maps app, on your own device: this website sends nothing when you tap them.',
  },
  recipients: {
    heading: 'Where your details go',
    items: [
      'EmailJS, the e-mail service the visit form uses, receives what you sent and passes it on to the school’s inbox. It acts only on our instructions, as our data processor, and uses your details for nothing else.',
      'The school’s admissions inbox, read only by the admissions office.',
      'Nobody else. We do not sell, share or publish your details, and we do not use them for marketing.',
    ],
  },
  retention: {
    heading: 'How long we keep them',
    months: VISIT_RETENTION_MONTHS,
    logDays: 365,
    text: 'We keep a visit request for {months} months from the day it arrives and the web server’s logs for {logDays} days, then delete them: the request from the admissions inbox and from the e-mail service’s history, the logs from the server. The Digital Personal Data Protection Rules, 2025 ask that such data and the logs of its processing be kept for at least one year from 13 May 2027. If you apply for admission, the admission portal’s notice covers what you give us there.',
    hostLogs: {
      value:
        'The company that hosts the website also keeps its own record of the requests it serves (the same details as the logs above), for the period its own terms set, which the school cannot change (the company and its period to be confirmed by the school).',
      fictional: true,
    },
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
        how: 'ask us to delete your visit request before the {months} months are over. Where the law asks us to keep it for a year, we keep it set aside, unused, until then and delete it at the end; we confirm when it is done.',
      },
      {
        right: 'To withdraw your consent',
        how: 'one e-mail or one phone call saying you no longer want us to use your details is enough, as easy as sending the form was; we then stop using them and delete them as under ‘To erase them’. Withdrawing does not undo what we did before.',
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
    href: { value: 'https://www.dpb.gov.in', fictional: true },
  },
  children: {
    heading: 'Children',
    paragraphs: [
      'The visit form is for parents and guardians, and asks nothing about a child. The transfer-certificate check asks for a pupil’s name and date of birth, but keeps them in your browser: nothing about a child is sent to the school or published by this website.',
      'If a child sends us the visit form, or a child’s details are written into it, the admissions office uses only what it needs to call a parent back, and deletes the rest.',
    ],
  },
  law: {
    heading: 'The law this notice follows',
    paragraphs: [
      'This notice is given under the Information Technology (Reasonable Security Practices and Procedures and Sensitive Personal Data or Information) Rules, 2011, and the Digital Personal Data Protection Act, 2023, with the Digital Personal Data Protection Rules, 2025.',
      'When it changes, the date at the top changes with it, and every visit request records the date of the notice in force when it was sent.',
    ],
  },
  editor: {
    heading: 'The site editor, for the school’s staff',
    paragraphs: [
      'The site editor at /admin is where the school’s staff change the website’s notices, dates, contacts and other content. Only members of staff whose GitHub account has been given write access to the school’s GitHub repository, where the website’s files are kept, can sign in: the editor lets no other account in. Families and other visitors never need it, and the public pages do not use it.',
      'Unlike the public pages, the editor keeps data in the browser of the person using it, under this website’s address. Once you sign in, it keeps your GitHub sign-in token, with your public GitHub profile (such as your name, user name and picture), in the browser’s local storage under the name ‘decap-cms-user’. It stays there, even when the browser is closed, until you sign out with ‘Log Out’ in the editor’s menu. Signing out removes it from the browser but does not cancel the token at GitHub: to cancel it, revoke the school’s editor app in your GitHub account’s settings. Use the editor only on a computer account of your own, and sign out when you finish.',
      'The editor also keeps working copies in the browser’s IndexedDB storage (a database named ‘localforage’): copies of the website’s files it has read from the repository, with who last changed each one and when, so that it opens faster; and, while you edit an entry, a backup of the changes you have not saved yet, deleted when you save or discard them. It remembers a few display settings too (how lists are sorted and shown, the layout of the editing screen) in local storage. Signing out does not remove these: they stay until you clear this website’s data in the browser’s settings.',
      'The editor itself sets no cookie. To sign in, it opens a window that goes to the school’s sign-in helper, then to GitHub’s sign-in page, and back; the helper’s one cookie is described below.',
    ],
    hostsIntro:
      'Besides this website, the editor’s page contacts only these websites, and only while someone is using it:',
    hosts: [
      {
        host: 'api.github.com',
        name: 'GitHub, where the website’s files are kept',
        why: 'to check that your account may edit the repository, to read the website’s files, and to save each change you make, under your GitHub name, as a draft (a branch and a pull request) in the school’s repository, merged into the website when it is published. It receives your sign-in token with every request, your device’s internet (IP) address and your browser’s details.',
      },
      {
        host: 'avatars.githubusercontent.com',
        name: 'GitHub’s profile pictures',
        why: 'to show your GitHub profile picture in the editor. It receives your device’s internet (IP) address and your browser’s details.',
      },
      {
        host: 'raw.githubusercontent.com',
        name: 'GitHub’s file downloads',
        why: 'to show pictures kept in the repository while you edit. It receives your device’s internet (IP) address and your browser’s details.',
      },
      {
        host: 'github.com',
        name: 'GitHub’s sign-in page',
        why: 'only in the sign-in window: you sign in to GitHub there and allow the school’s editor app to act for your account in the repositories it can reach. GitHub’s own privacy notice and cookies apply there.',
        signInWindow: true,
      },
    ],
    signIn: {
      host: { value: 'cms-auth.aurora-school.example', fictional: true },
      name: 'The school’s sign-in helper',
      why: 'only in the sign-in window, between GitHub’s sign-in page and the editor: it receives GitHub’s one-time code, exchanges it for your sign-in token and hands the token to the editor on this website, and to no other page. It saves nothing itself. It sets one cookie, ‘__Host-cms-oauth-state’: a random one-time code that only the helper can read, which makes sure the answer coming back from GitHub belongs to the sign-in your browser started. The cookie lasts at most 10 minutes and is deleted as soon as the sign-in finishes.',
    },
  },
  visitFormNotice: {
    text: 'We use these details only to arrange your visit, and delete them after {months} months.',
    linkLabel: 'Privacy notice',
  },
  summary: {
    heading: 'Your privacy',
    text: 'This site’s public pages set no cookies and keep nothing in your browser. What you type into the ‘Schedule a Visit’ form goes through an e-mail service only to our admissions office, to arrange your visit, and is deleted after {months} months.',
    linkLabel: 'Read the full privacy notice',
  },
};
