import { accessibilityScreen } from '@/components/screens/accessibility';
import { englishRoute } from '@/lib/i18n/screen';

const route = englishRoute(accessibilityScreen);
export const generateMetadata = route.generateMetadata;
export default route.Page;
