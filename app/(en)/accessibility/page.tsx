import { accessibilityScreen } from '@/components/trust/AccessibilityScreen';
import { englishRoute } from '@/components/layout/screen';

const route = englishRoute(accessibilityScreen);
export const generateMetadata = route.generateMetadata;
export default route.Page;
