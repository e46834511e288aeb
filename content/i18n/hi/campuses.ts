// Hindi words of content/campuses.ts. Not yet reviewed by the school.
import type { Translation } from '@/content/shapes/translation';
import type * as english from '../../campuses';

export const reviewed = false;

export const campusesPage: Translation<typeof english.campusesPage> = {
  heading: 'हमारे कैंपस',
  intro:
    '{schoolName} के शहर में {campusCount} कैंपस हैं। {allCampusCount} में एक ही CBSE पाठ्यक्रम और बच्चों की एक-सी आत्मीय देखभाल है, पर हर कैंपस का अपना स्वभाव और अपनी सुविधाएँ हैं। अपने घर के सबसे नज़दीक वाला कैंपस चुनें।',
  contactHeading: 'और जानना चाहते हैं?',
  contactText:
    'सोमवार से शनिवार, सुबह 9:00 से शाम 5:00 बजे के बीच कैंपस कार्यालय में फ़ोन करें। हमारी प्रवेश टीम आपके सवालों के जवाब देगी और भ्रमण की योजना बनाने में आपकी मदद करेगी।',
  exploreLabel: 'और जानें',
  featuresLabel: '{campus} की विशेषताएँ',
};

export const campusDetailLabels: Translation<typeof english.campusDetailLabels> = {
  backLink: {
    label: 'सभी कैंपस',
  },
  applyLabel: 'अभी आवेदन करें',
  overviewHeading: 'कैंपस का परिचय',
  stats: {
    students: 'विद्यार्थी',
    faculty: 'शिक्षक',
    established: 'स्थापना',
    area: 'कैंपस का क्षेत्रफल',
  },
  whyChooseHeading: '{campus} क्यों चुनें?',
  galleryHeading: '{campus} में जीवन',
  galleryIntro: 'कक्षाएँ, प्रयोगशालाएँ, खेल, कला और उत्सव: कैंपस के एक आम हफ़्ते की झलक।',
  galleryRowLabel: 'कैंपस की तस्वीरें, 2 में से पंक्ति {row}',
  galleryPauseLabel: 'गैलरी रोकें',
  galleryPlayLabel: 'गैलरी चलाएँ',
  disclosureHeading: 'अनिवार्य सार्वजनिक प्रकटीकरण',
  disclosureText:
    'यह कैंपस CBSE की अपेक्षा के अनुसार जो सामान्य जानकारी, दस्तावेज़, परीक्षा परिणाम, स्टाफ़ और बुनियादी ढाँचे का विवरण प्रकाशित करता है, उसे पढ़ें।',
  disclosureLink: {
    label: 'अभी देखें',
  },
};

export const campusFilterLabels: Translation<typeof english.campusFilterLabels> = {
  all: 'सभी कैंपस',
};

export const campusCountWords: Translation<typeof english.campusCountWords> = {
  counts: ['एक', 'दो', 'तीन', 'चार', 'पाँच', 'छह', 'सात', 'आठ', 'नौ', 'दस'],
  all: ['एकमात्र', 'दोनों', 'तीनों', 'चारों', 'पाँचों', 'छहों', 'सातों', 'आठों', 'सभी नौ', 'दसों'],
};
