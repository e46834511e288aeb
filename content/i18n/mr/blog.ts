// Marathi words of content/blog.ts. Not yet reviewed by the school.
import type { Translation } from '@/content/shapes/translation';
import type * as english from '../../blog';

export const reviewed = false;

export const blogPage: Translation<typeof english.blogPage> = {
  title: '{shortName} ब्लॉग',
  subtitle: 'आमच्या शाळा परिवारातील विचार, घडामोडी आणि अनुभव',
};

export const blogFilters: Translation<typeof english.blogFilters> = [
  {
    label: 'सर्व',
  },
  {
    label: 'बातम्या व लेख',
  },
  {
    label: 'ब्लॉग',
  },
];

export const blogNotFound: Translation<typeof english.blogNotFound> = {
  title: 'ब्लॉग पोस्ट सापडली नाही',
  text: 'आपण शोधत असलेली ब्लॉग पोस्ट अस्तित्वात नाही.',
  backLabel: '← सर्व पोस्टकडे परत',
};

export const blogLabels: Translation<typeof english.blogLabels> = {
  backToBlog: 'ब्लॉगकडे परत',
  readMore: 'अधिक वाचा',
  readMoreHidden: '– {title}',
  backToAll: '← सर्व पोस्टकडे परत',
  filterGroup: 'प्रकारानुसार पोस्ट निवडा',
  resultsStatus: '{total} पैकी {shown} पोस्ट दाखवल्या आहेत',
  views: 'वेळा वाचली',
  author: 'लेखक:',
  tags: 'विषय',
};
