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
