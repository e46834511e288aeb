import { aboutScreen } from '@/components/screens/about';
import { englishRoute } from '@/lib/i18n/screen';

const route = englishRoute(aboutScreen);
export const generateMetadata = route.generateMetadata;
export default route.Page;
