// Hindi words of content/footer.ts. Not yet reviewed by the school.
import type { Translation } from '@/lib/i18n/localize';
import type * as english from '../../footer';

export const reviewed = false;

export const footer: Translation<typeof english.footer> = {
  srHeadingAfterName: 'के संपर्क विवरण और लिंक',
  campusesLabel: 'हमारे कैंपस',
  quickLinksHeading: 'त्वरित लिंक',
  communityHeading: 'हमसे जुड़ें',
  contactHeading: 'संपर्क करें',
  contactForm: {
    label: 'हमसे संपर्क करें',
    placeholders: {
      firstName: 'पहला नाम',
      lastName: 'उपनाम',
      email: 'ई-मेल',
      subject: 'विषय',
      message: 'अपना संदेश लिखें...',
    },
    submitLabel: 'भेजें',
  },
  privacyLabel: 'गोपनीयता नीति',
  mobLabel: 'मो.',
  copyrightLine: '© {year} {school}।',
  poweredByLine: '{company} द्वारा संचालित और सुरक्षित',
};
