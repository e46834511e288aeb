// Marathi words of content/notices.ts. Not yet reviewed by the school.
import type { Translation } from '@/content/shapes/translation';
import type * as english from '../../notices';

export const reviewed = false;

export const noticesPage: Translation<typeof english.noticesPage> = {
  intro: '{allCampusCount} कॅम्पसकडून पालकांसाठी परिपत्रके आणि बातम्या, सर्वात नवीन आधी.',
  campusIntro: '{campus} येथील पालकांसाठी परिपत्रके आणि बातम्या, सर्वात नवीन आधी.',
  campusDescription:
    '{schoolName}, {campus} येथील पालकांसाठी परिपत्रके आणि बातम्या: शाळेच्या वेळा, परीक्षा, सभा आणि प्रवेश, सर्वात नवीन आधी.',
  noNotices: 'या कॅम्पससाठी अद्याप कोणतीही सूचना नाही.',
  filterLabel: 'कॅम्पसनुसार सूचना दाखवा',
  dateLabel: 'दिनांक',
  audienceLabel: 'कोणासाठी',
  campusLabel: 'कॅम्पस',
  attachmentLabel: 'सोबतची फाइल',
  attachmentNote: 'PDF',
  attachmentLink: '{label}, {size}',
  readMore: 'सूचना वाचा',
  backToAll: '← सर्व सूचना',
  feedTitle: '{schoolName}च्या सूचना',
};

export const alertLabels: Translation<typeof english.alertLabels> = {
  regionLabel: 'शाळेच्या तातडीच्या सूचना',
  listHeading: 'तातडीच्या सूचना',
  information: 'माहिती',
  warning: 'इशारा',
  emergency: 'आणीबाणी',
  levelForCampus: '{level} · {campus}',
  details: 'सविस्तर सूचना वाचा',
  feedTitle: '{level}: {text}',
};
