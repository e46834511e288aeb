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
