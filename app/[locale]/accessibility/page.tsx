import { accessibilityScreen } from '@/components/trust/AccessibilityScreen';
import { translatedRoute } from '@/components/layout/screen';

const route = translatedRoute(accessibilityScreen);
export const generateMetadata = route.generateMetadata;
export default route.Page;
