// Hindi words of content/notices.ts. Not yet reviewed by the school.
import type { Translation } from '@/content/shapes/translation';
import type * as english from '../../notices';

export const reviewed = false;

/** A folder path, not words: it stays as the English gives it. */

export const noticesPage: Translation<typeof english.noticesPage> = {
  intro: '{allCampusCount} कैंपस से अभिभावकों के लिए परिपत्र और समाचार, नवीनतम सबसे पहले।',
  campusIntro: '{campus} के अभिभावकों के लिए परिपत्र और समाचार, नवीनतम सबसे पहले।',
  campusDescription:
    '{schoolName}, {campus} के अभिभावकों के लिए परिपत्र और समाचार: समय, परीक्षाएँ, बैठकें और प्रवेश, नवीनतम सबसे पहले।',
  noNotices: 'इस कैंपस की अभी कोई सूचना नहीं है।',
  filterLabel: 'किसकी सूचनाएँ दिखाएँ',
  dateLabel: 'दिनांक',
  audienceLabel: 'किसके लिए',
  campusLabel: 'कैंपस',
  attachmentLabel: 'संलग्नक',
  attachmentNote: 'PDF',
  attachmentLink: '{label}, {size}',
  readMore: 'सूचना पढ़ें',
  backToAll: '← सभी सूचनाएँ',
  feedTitle: '{schoolName} की सूचनाएँ',
};

export const alertLabels: Translation<typeof english.alertLabels> = {
  regionLabel: 'विद्यालय की तत्काल सूचनाएँ',
  listHeading: 'तत्काल सूचनाएँ',
  information: 'जानकारी',
  warning: 'चेतावनी',
  emergency: 'आपातकाल',
  levelForCampus: '{level} · {campus}',
  details: 'पूरी सूचना पढ़ें',
  feedTitle: '{level}: {text}',
};
