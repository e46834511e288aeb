import { privacyScreen } from '@/components/screens/privacy';
import { translatedRoute } from '@/lib/i18n/screen';

const route = translatedRoute(privacyScreen);
export const generateMetadata = route.generateMetadata;
export default route.Page;
