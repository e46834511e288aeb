// Marathi words of content/footer.ts. Not yet reviewed by the school.
import type { Translation } from '@/lib/i18n/localize';
import type * as english from '../../footer';

export const reviewed = false;

export const footer: Translation<typeof english.footer> = {
  srHeadingAfterName: '– संपर्क माहिती आणि लिंक',
  campusesLabel: 'आमचे कॅम्पस',
  quickLinksHeading: 'महत्त्वाच्या लिंक',
  communityHeading: 'आमच्याशी जोडलेले राहा',
  contactHeading: 'संपर्क साधा',
  contactForm: {
    label: 'आमच्याशी संपर्क साधा',
    placeholders: {
      firstName: 'नाव',
      lastName: 'आडनाव',
      email: 'ई-मेल',
      subject: 'विषय',
      message: 'आपला संदेश लिहा...',
    },
    submitLabel: 'पाठवा',
  },
  privacyLabel: 'गोपनीयता धोरण',
  mobLabel: 'मो.',
  copyrightLine: '© {year} {school}.',
  poweredByLine: 'तांत्रिक सेवा व सुरक्षा: {company}',
};
