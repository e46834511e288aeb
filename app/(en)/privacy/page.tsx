import { privacyScreen } from '@/components/screens/privacy';
import { englishRoute } from '@/lib/i18n/screen';

const route = englishRoute(privacyScreen);
export const generateMetadata = route.generateMetadata;
export default route.Page;
