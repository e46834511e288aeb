// Hindi words of content/blog.ts. Not yet reviewed by the school.
import type { Translation } from '@/content/shapes/translation';
import type * as english from '../../blog';

export const reviewed = false;

export const blogPage: Translation<typeof english.blogPage> = {
  title: '{shortName} ब्लॉग',
  subtitle: 'हमारे स्कूल परिवार के विचार, ताज़ा जानकारी और कहानियाँ',
};

export const blogFilters: Translation<typeof english.blogFilters> = [
  {
    label: 'सभी',
  },
  {
    label: 'समाचार और लेख',
  },
  {
    label: 'ब्लॉग',
  },
];

export const blogNotFound: Translation<typeof english.blogNotFound> = {
  title: 'ब्लॉग पोस्ट नहीं मिली',
  text: 'आप जो ब्लॉग पोस्ट ढूँढ रहे हैं, वह मौजूद नहीं है।',
  backLabel: '← सभी पोस्ट पर लौटें',
};

export const blogLabels: Translation<typeof english.blogLabels> = {
  backToBlog: 'ब्लॉग पर लौटें',
  readMore: 'और पढ़ें',
  readMoreHidden: '{title} के बारे में',
  backToAll: '← सभी पोस्ट पर लौटें',
  filterGroup: 'श्रेणी के अनुसार पोस्ट छाँटें',
  resultsStatus: '{total} में से {shown} पोस्ट दिखाई जा रही हैं',
  views: 'बार देखा गया',
  author: 'लेखक:',
  tags: 'टैग',
};
