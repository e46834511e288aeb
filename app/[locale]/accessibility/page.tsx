import { accessibilityScreen } from '@/components/screens/accessibility';
import { translatedRoute } from '@/lib/i18n/screen';

const route = translatedRoute(accessibilityScreen);
export const generateMetadata = route.generateMetadata;
export default route.Page;
