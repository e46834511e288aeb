// Marathi words of content/accolades.ts. Not yet reviewed by the school.
import type { Translation } from '@/content/shapes/translation';
import type * as english from '../../accolades';

export const reviewed = false;

export const accoladesPage: Translation<typeof english.accoladesPage> = {
  heading: 'आमचे पुरस्कार आणि सन्मान',
  intro:
    'आमचे विद्यार्थी आणि शिक्षक मिळून जे यश मिळवतात, त्याचा आम्हाला अभिमान आहे. हे पुरस्कार त्यांच्या मेहनतीची पावती आहेत आणि आणखी चांगले काम करण्याची प्रेरणा आम्हाला देतात.',
  yearLabel: 'वर्ष',
};

export const accolades: Translation<typeof english.accolades> = [
  {
    title: 'वर्षातील सर्वोत्तम शाळा',
    description:
      'उत्तम अध्यापन, विद्यार्थ्यांची काळजी आणि सर्वांगीण विकास यासाठी डेक्कन स्कूल एक्सलन्स फोरमने ‘वर्षातील सर्वोत्तम शाळा’ म्हणून गौरव केला.',
  },
  {
    title: 'सर्वोत्तम STEM उपक्रम',
    description:
      'रोबोटिक्स, कोडिंग आणि प्रत्यक्ष प्रयोगांतून विज्ञान शिकवण्यासाठी यंग इनोव्हेटर्स एज्युकेशन कौन्सिलतर्फे ‘सर्वोत्तम STEM उपक्रम’ पुरस्कार.',
  },
  {
    title: 'क्रीडा उत्कृष्टता पुरस्कार',
    description: 'ॲथलेटिक्स, फुटबॉल आणि जलतरणातील पदकांसाठी इंटर-स्कूल स्पोर्ट्स लीगतर्फे सलग तीन वर्षे गौरव.',
  },
  {
    title: '100% बोर्ड निकाल',
    description:
      'इयत्ता 10वीचे सर्व विद्यार्थी CBSE बोर्ड परीक्षेत उत्तीर्ण झाले आणि दहापैकी नऊ विद्यार्थ्यांनी प्रथम श्रेणी मिळवली.',
  },
];
