// Marathi words of content/campuses.ts. Not yet reviewed by the school.
import type { Translation } from '@/content/shapes/translation';
import type * as english from '../../campuses';

export const reviewed = false;

export const campusesPage: Translation<typeof english.campusesPage> = {
  heading: 'आमचे कॅम्पस',
  intro:
    '{schoolName}चे शहरात {campusCount} कॅम्पस आहेत. {allCampusCount} ठिकाणी तोच CBSE अभ्यासक्रम आणि मुलांची तितक्याच आपुलकीने काळजी घेणारा दृष्टिकोन आहे; तरीही प्रत्येक कॅम्पसचे स्वतःचे वैशिष्ट्य आणि सुविधा आहेत. आपल्या घराजवळचा कॅम्पस निवडा.',
  contactHeading: 'अधिक माहिती हवी आहे?',
  contactText:
    'सोमवार ते शनिवार, सकाळी 9:00 ते सायंकाळी 5:00 या वेळेत कॅम्पसच्या कार्यालयात फोन करा. आमचा प्रवेश विभाग आपल्या प्रश्नांची उत्तरे देईल आणि भेटीचे नियोजन करण्यास मदत करेल.',
  exploreLabel: 'अधिक जाणून घ्या',
  featuresLabel: '{campus}ची वैशिष्ट्ये',
};

export const campusDetailLabels: Translation<typeof english.campusDetailLabels> = {
  backLink: {
    label: 'सर्व कॅम्पस',
  },
  applyLabel: 'आता अर्ज करा',
  overviewHeading: 'कॅम्पसची ओळख',
  stats: {
    students: 'विद्यार्थी',
    faculty: 'शिक्षक',
    established: 'स्थापना',
    area: 'कॅम्पसचे क्षेत्रफळ',
  },
  whyChooseHeading: '{campus} का निवडावा?',
  galleryHeading: '{campus}मधील शालेय जीवन',
  galleryIntro: 'वर्ग, प्रयोगशाळा, खेळ, कला आणि उत्सव: कॅम्पसवरील एका सर्वसाधारण आठवड्याची झलक.',
  galleryRowLabel: 'कॅम्पसची छायाचित्रे, ओळ {row} (एकूण 2)',
  galleryPauseLabel: 'छायाचित्रे थांबवा',
  galleryPlayLabel: 'छायाचित्रे सुरू करा',
  disclosureHeading: 'अनिवार्य सार्वजनिक प्रकटीकरण',
  disclosureText:
    'CBSE च्या नियमांनुसार हा कॅम्पस प्रसिद्ध करत असलेली सर्वसाधारण माहिती, कागदपत्रे, निकाल, कर्मचारी आणि पायाभूत सुविधांचा तपशील वाचा.',
  disclosureLink: {
    label: 'आता पाहा',
  },
};

export const campusFilterLabels: Translation<typeof english.campusFilterLabels> = {
  all: 'सर्व कॅम्पस',
};

export const campusCountWords: Translation<typeof english.campusCountWords> = {
  counts: ['एक', 'दोन', 'तीन', 'चार', 'पाच', 'सहा', 'सात', 'आठ', 'नऊ', 'दहा'],
  all: ['एकमेव', 'दोन्ही', 'तिन्ही', 'चारही', 'पाचही', 'सहाही', 'सातही', 'आठही', 'नऊही', 'दहाही'],
};
