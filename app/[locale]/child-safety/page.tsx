import { childSafetyScreen } from '@/components/screens/child-safety';
import { translatedRoute } from '@/lib/i18n/screen';

const route = translatedRoute(childSafetyScreen);
export const generateMetadata = route.generateMetadata;
export default route.Page;
