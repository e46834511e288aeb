import { childSafetyScreen } from '@/components/screens/child-safety';
import { englishRoute } from '@/lib/i18n/screen';

const route = englishRoute(childSafetyScreen);
export const generateMetadata = route.generateMetadata;
export default route.Page;
