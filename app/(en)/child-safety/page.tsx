import { childSafetyScreen } from '@/components/trust/ChildSafetyScreen';
import { englishRoute } from '@/components/layout/screen';

const route = englishRoute(childSafetyScreen);
export const generateMetadata = route.generateMetadata;
export default route.Page;
