import { childSafetyScreen } from '@/components/trust/ChildSafetyScreen';
import { translatedRoute } from '@/components/layout/screen';

const route = translatedRoute(childSafetyScreen);
export const generateMetadata = route.generateMetadata;
export default route.Page;
