// Hindi words of content/pages.ts. Not yet reviewed by the school.
import type { Translation } from '@/content/shapes/translation';
import type * as english from '../../pages';

export const reviewed = false;

export const pageMeta: Translation<typeof english.pageMeta> = {
  home: {
    title: 'मुखपृष्ठ',
    description:
      '{schoolName} एक ही शहर में {campusCount} कैंपस वाला CBSE स्कूल है, जहाँ कक्षा की मज़बूत पढ़ाई के साथ ओलंपियाड और प्रतियोगी परीक्षाओं की कोचिंग भी होती है।',
  },
  about: {
    title: 'हमारे बारे में',
    description:
      '{schoolName} की कहानी पढ़ें: हमारे चार आधार-स्तंभ, हमारा लक्ष्य और दृष्टि, और {campusNames} कैंपस की विशेषताएँ।',
  },
  life: {
    title: '{shortName} में जीवन',
    description:
      'पढ़ाई, KG से कक्षा 10 तक के कार्यक्रम, खेल, कला, क्लब और विश्वस्तरीय सुविधाएँ: देखें कि {shortName} में स्कूल का एक दिन कैसा होता है।',
  },
  campuses: {
    title: 'हमारे कैंपस',
    description:
      '{schoolName} के {campusNames} कैंपस की तुलना करें: उनका स्थान, विशेषताएँ और फ़ोन नंबर, और भ्रमण की व्यवस्था कैसे करें।',
  },
  admissions: {
    title: 'प्रवेश',
    description:
      'शैक्षणिक वर्ष {admissionYear} के लिए प्री-प्राइमरी से कक्षा 10 तक प्रवेश खुले हैं। हमारी प्रवेश प्रक्रिया के छह चरण जानें और ऑनलाइन आवेदन करें।',
  },
  blog: {
    title: '{shortName} ब्लॉग',
    description:
      '{schoolName} के समाचार, लेख और ब्लॉग पोस्ट: ओलंपियाड के परिणाम, बोर्ड परीक्षा की तैयारी के सुझाव, पालन-पोषण की सलाह और हमारे कैंपस की कहानियाँ।',
  },
  accolades: {
    title: 'उपलब्धियाँ',
    description:
      'स्कूल की उत्कृष्टता, STEM शिक्षण, खेल उपलब्धियों और CBSE बोर्ड परीक्षाओं में 100% परिणाम के लिए {schoolName} को मिले पुरस्कार देखें।',
  },
  disclosure: {
    title: 'अनिवार्य सार्वजनिक प्रकटीकरण',
    description:
      '{schoolName} का अनिवार्य सार्वजनिक प्रकटीकरण दस्तावेज़ देखने के लिए कोई कैंपस चुनें, जिसमें CBSE द्वारा माँगा गया स्कूल का विवरण और जानकारी है।',
  },
  privacy: {
    title: 'गोपनीयता सूचना',
    description:
      '{schoolName} की वेबसाइट क्या जानकारी लेती है (केवल वही जो आप "भ्रमण का समय तय करें" फ़ॉर्म से भेजते हैं), क्यों, उसे कौन प्राप्त करता है, वह कितने समय तक रखी जाती है, और आप अपने अधिकारों का उपयोग कैसे करें।',
  },
  accessibility: {
    title: 'सुगम्यता विवरण',
    description:
      '{schoolName} की वेबसाइट कितनी सुगम है, इसकी जाँच कैसे की जाती है, क्या अभी ठीक से काम नहीं करता, और किसी बाधा के बारे में हमें कैसे बताएँ।',
  },
  childSafety: {
    title: 'बाल सुरक्षा',
    description:
      '{shortName} के हर कैंपस पर विद्यार्थी और अभिभावक किससे बात कर सकते हैं, किसी चिंता की सूचना कैसे दें, उसके बाद क्या होता है, और चाइल्डलाइन (Childline) नंबर 1098।',
  },
  calendar: {
    title: 'स्कूल कैलेंडर',
    description:
      '{campusNames} कैंपस की छुट्टियाँ, परीक्षाएँ, अभिभावक-शिक्षक बैठकें और कार्यक्रम, ऐसे कैलेंडर के साथ जिन्हें आप अपने फ़ोन में सब्सक्राइब कर सकते हैं।',
  },
  notices: {
    title: 'सूचनाएँ',
    description:
      '{schoolName} के {allCampusCount} कैंपस से अभिभावकों के लिए परिपत्र और समाचार: समय, परीक्षाएँ, बैठकें और प्रवेश, नवीनतम सबसे पहले।',
  },
  fees: {
    title: 'विद्यालय शुल्क',
    description:
      '{schoolName} के {campusNames} कैंपस का स्वीकृत शुल्क: शुल्क में क्या शामिल है, कब भरना है और वापसी का नियम।',
  },
  transport: {
    title: 'स्कूल बस सेवा',
    description:
      '{schoolName} के {campusNames} कैंपस के स्कूल बस रूट: इलाके के अनुसार हर स्टॉप, सुबह और दोपहर का समय, साल का किराया और नक्शे पर उसकी जगह।',
  },
  annualReports: {
    title: 'वार्षिक रिपोर्टें',
    description:
      '{schoolName} की वार्षिक रिपोर्टें, हर शैक्षणिक वर्ष की एक: विद्यार्थी, शिक्षक, बोर्ड परिणाम और वर्ष भर का लेखा-जोखा, PDF में।',
  },
  tcVerification: {
    title: 'स्थानांतरण प्रमाणपत्र (TC) की जाँच',
    description:
      'जाँचें कि कोई स्थानांतरण प्रमाणपत्र (TC) {schoolName} ने जारी किया है: उसकी संख्या और विद्यार्थी की जन्मतिथि से, या फ़ोन या ई-मेल से पुष्टि करें।',
  },
  notFound: {
    title: 'पृष्ठ नहीं मिला',
    description:
      'आपने जो पृष्ठ माँगा है, वह {schoolName} की वेबसाइट पर नहीं है। मुखपृष्ठ पर लौटने या आपको जो चाहिए उसे ढूँढने के लिए इस पृष्ठ के लिंक का उपयोग करें।',
  },
};

export const pageHeaderImages: Translation<typeof english.pageHeaderImages> = {
  campuses: {
    alt: '{schoolName} के {campusCount} कैंपस में से एक के द्वार पर विद्यार्थी और अभिभावक',
  },
  accolades: {
    alt: '"वर्ष का सर्वश्रेष्ठ स्कूल" की ट्रॉफ़ी ऊपर उठाए हुए विद्यार्थी',
  },
  blog: {
    alt: 'स्कूल के पुस्तकालय में साथ बैठकर पढ़ते और लिखते विद्यार्थी',
  },
  disclosure: {
    alt: 'स्कूल का कार्यालय, जहाँ हर कैंपस के प्रमाणपत्र और अभिलेख रखे जाते हैं',
  },
};

export const trustLabels: Translation<typeof english.trustLabels> = {
  lastUpdated: 'अंतिम अद्यतन: {date}',
  lastReviewed: 'अंतिम समीक्षा: {date}',
  email: 'ई-मेल',
  phone: 'फ़ोन',
  contents: 'इस पृष्ठ पर',
};
