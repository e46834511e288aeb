import { privacyScreen } from '@/components/trust/PrivacyScreen';
import { englishRoute } from '@/components/layout/screen';

const route = englishRoute(privacyScreen);
export const generateMetadata = route.generateMetadata;
export default route.Page;
