import { privacyScreen } from '@/components/trust/PrivacyScreen';
import { translatedRoute } from '@/components/layout/screen';

const route = translatedRoute(privacyScreen);
export const generateMetadata = route.generateMetadata;
export default route.Page;
