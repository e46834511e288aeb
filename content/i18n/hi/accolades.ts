// Hindi words of content/accolades.ts. Not yet reviewed by the school.
import type { Translation } from '@/content/shapes/translation';
import type * as english from '../../accolades';

export const reviewed = false;

export const accoladesPage: Translation<typeof english.accoladesPage> = {
  heading: 'हमारी उपलब्धियाँ',
  intro:
    'हमें गर्व है उन उपलब्धियों पर जो हमारे विद्यार्थी और शिक्षक मिलकर हासिल करते हैं। ये पुरस्कार उनकी मेहनत की पहचान हैं और हमें लगातार बेहतर करते रहने की प्रेरणा देते हैं।',
  yearLabel: 'वर्ष',
};

export const accolades: Translation<typeof english.accolades> = [
  {
    title: 'वर्ष का सर्वश्रेष्ठ स्कूल',
    description:
      'शिक्षण की गुणवत्ता, विद्यार्थियों की देखभाल और सर्वांगीण विकास के लिए डेक्कन स्कूल एक्सीलेंस फ़ोरम द्वारा "वर्ष का सर्वश्रेष्ठ स्कूल" घोषित।',
  },
  {
    title: 'सर्वश्रेष्ठ STEM कार्यक्रम',
    description:
      'रोबोटिक्स, कोडिंग और प्रयोगों के साथ विज्ञान शिक्षण के लिए यंग इनोवेटर्स एजुकेशन काउंसिल द्वारा "सर्वश्रेष्ठ STEM कार्यक्रम" पुरस्कार।',
  },
  {
    title: 'खेल उत्कृष्टता पुरस्कार',
    description:
      'एथलेटिक्स, फ़ुटबॉल और तैराकी में पदकों के लिए इंटर-स्कूल स्पोर्ट्स लीग द्वारा लगातार तीन वर्ष सम्मानित।',
  },
  {
    title: '100% बोर्ड परिणाम',
    description:
      'कक्षा 10 के सभी विद्यार्थी CBSE बोर्ड परीक्षा में उत्तीर्ण हुए, और दस में से नौ ने प्रथम श्रेणी प्राप्त की।',
  },
];
