// Marathi words of content/pages.ts. Not yet reviewed by the school.
import type { Translation } from '@/content/shapes/translation';
import type * as english from '../../pages';

export const reviewed = false;

export const pageMeta: Translation<typeof english.pageMeta> = {
  home: {
    title: 'मुख्यपृष्ठ',
    description:
      '{schoolName} ही एकाच शहरात {campusCount} कॅम्पस असलेली CBSE शाळा आहे. येथे वर्गातील भक्कम अध्यापनासोबत ऑलिंपियाड आणि स्पर्धा परीक्षांचे मार्गदर्शन मिळते.',
  },
  about: {
    title: 'आमच्याविषयी',
    description:
      '{schoolName}ची कहाणी वाचा: आमचे चार आधारस्तंभ, आमचे ध्येय आणि दूरदृष्टी, आणि {campusNames} कॅम्पसचे वेगळेपण.',
  },
  life: {
    title: '{shortName}मधील शालेय जीवन',
    description:
      'अभ्यास, केजी ते इयत्ता 10वीपर्यंतचे अभ्यासक्रम, खेळ, कला, क्लब आणि जागतिक दर्जाच्या सुविधा: {shortName}मध्ये शाळेचा एक दिवस कसा असतो ते पाहा.',
  },
  campuses: {
    title: 'आमचे कॅम्पस',
    description:
      '{schoolName}च्या {campusNames} कॅम्पसची तुलना करा: त्यांचे ठिकाण, वैशिष्ट्ये आणि फोन नंबर, तसेच शाळा भेट कशी ठरवायची.',
  },
  admissions: {
    title: 'प्रवेश',
    description:
      'शैक्षणिक वर्ष {admissionYear} साठी पूर्व-प्राथमिक ते इयत्ता 10वीपर्यंत प्रवेश सुरू आहेत. आमच्या प्रवेश प्रक्रियेचे सहा टप्पे जाणून घ्या आणि ऑनलाइन अर्ज करा.',
  },
  blog: {
    title: '{shortName} ब्लॉग',
    description:
      '{schoolName}च्या बातम्या, लेख आणि ब्लॉग पोस्ट: ऑलिंपियाडचे निकाल, बोर्ड परीक्षेच्या अभ्यासाच्या युक्त्या, पालकत्वाविषयी सल्ला आणि आमच्या कॅम्पसमधील अनुभव.',
  },
  accolades: {
    title: 'पुरस्कार आणि सन्मान',
    description:
      'शाळेतील उत्कृष्टता, STEM अध्यापन, क्रीडा क्षेत्रातील कामगिरी आणि CBSE बोर्ड परीक्षांतील 100% निकाल यांसाठी {schoolName}ला मिळालेले पुरस्कार पाहा.',
  },
  disclosure: {
    title: 'अनिवार्य सार्वजनिक प्रकटीकरण',
    description:
      '{schoolName}चे अनिवार्य सार्वजनिक प्रकटीकरण पाहण्यासाठी कॅम्पस निवडा. त्यात शाळेचा तपशील आणि CBSE ला आवश्यक असलेली माहिती आहे.',
  },
  privacy: {
    title: 'गोपनीयता सूचना',
    description:
      '{schoolName}ची वेबसाइट कोणती माहिती गोळा करते (फक्त ‘शाळा भेट ठरवा’ फॉर्ममधून आपण पाठवलेली माहिती), ती का, ती कोणाला मिळते, किती काळ ठेवली जाते आणि आपले अधिकार कसे वापरायचे.',
  },
  accessibility: {
    title: 'सुलभता निवेदन',
    description:
      '{schoolName}ची वेबसाइट किती सुलभ आहे, तिची चाचणी कशी केली जाते, काय अजून नीट चालत नाही आणि एखादा अडथळा आम्हाला कसा कळवायचा.',
  },
  childSafety: {
    title: 'बाल सुरक्षा',
    description:
      '{shortName}च्या प्रत्येक कॅम्पसवर विद्यार्थी आणि पालक कोणाशी बोलू शकतात, चिंता कशी कळवायची, त्यानंतर काय होते, आणि Childline (चाइल्डलाइन) क्रमांक 1098.',
  },
  calendar: {
    title: 'शालेय दिनदर्शिका',
    description:
      '{campusNames} कॅम्पसमधील सुट्ट्या, परीक्षा, पालक-शिक्षक सभा आणि कार्यक्रम, तसेच आपल्या फोनमध्ये जोडता येतील अशा दिनदर्शिका.',
  },
  notices: {
    title: 'सूचना',
    description:
      '{schoolName}च्या {allCampusCount} कॅम्पसकडून पालकांसाठी परिपत्रके आणि बातम्या: शाळेच्या वेळा, परीक्षा, सभा आणि प्रवेश, सर्वात नवीन आधी.',
  },
  fees: {
    title: 'शाळेचे शुल्क',
    description:
      '{schoolName}च्या {campusNames} कॅम्पसचे मंजूर शुल्क: शुल्कात काय समाविष्ट आहे, ते कधी भरायचे आणि परताव्याचा नियम.',
  },
  transport: {
    title: 'स्कूल बस सेवा',
    description:
      '{schoolName}च्या {campusNames} कॅम्पसचे स्कूल बस मार्ग: परिसरानुसार प्रत्येक थांबा, सकाळची व दुपारची वेळ, वर्षाचे शुल्क आणि नकाशावरील ठिकाण.',
  },
  annualReports: {
    title: 'वार्षिक अहवाल',
    description:
      '{schoolName}चे वार्षिक अहवाल, प्रत्येक शैक्षणिक वर्षाचा एक: विद्यार्थी, शिक्षक, बोर्ड परीक्षेचे निकाल आणि वर्षभराचा आढावा, PDF स्वरूपात.',
  },
  tcVerification: {
    title: 'शाळा सोडल्याच्या दाखल्याची (TC) पडताळणी',
    description:
      'शाळा सोडल्याचा दाखला (TC) {schoolName}नेच दिला आहे का ते तपासा: दाखल्याचा क्रमांक आणि विद्यार्थ्याची जन्मतारीख वापरून, किंवा फोन किंवा ई-मेलद्वारे खात्री करा.',
  },
  notFound: {
    title: 'पान सापडले नाही',
    description:
      'आपण शोधलेले पान {schoolName}च्या वेबसाइटवर नाही. मुख्यपृष्ठावर परत जाण्यासाठी किंवा हवी ती माहिती शोधण्यासाठी या पानावरील लिंक वापरा.',
  },
};

export const pageHeaderImages: Translation<typeof english.pageHeaderImages> = {
  campuses: {
    alt: '{schoolName}च्या {campusCount}पैकी एका कॅम्पसच्या प्रवेशद्वाराशी विद्यार्थी आणि पालक',
  },
  accolades: {
    alt: '‘वर्षातील सर्वोत्तम शाळा’ पुरस्काराची ट्रॉफी उंचावून दाखवणारे विद्यार्थी',
  },
  blog: {
    alt: 'शाळेच्या ग्रंथालयात एकत्र वाचन आणि लेखन करणारे विद्यार्थी',
  },
  disclosure: {
    alt: 'शाळेचे कार्यालय, जिथे प्रत्येक कॅम्पसची प्रमाणपत्रे आणि नोंदी ठेवल्या जातात',
  },
};

export const trustLabels: Translation<typeof english.trustLabels> = {
  lastUpdated: 'शेवटचा बदल: {date}',
  lastReviewed: 'शेवटचा आढावा: {date}',
  email: 'ई-मेल',
  phone: 'फोन',
  contents: 'या पानावर',
};
