import { homeScreen } from '@/components/screens/home';
import { englishRoute } from '@/lib/i18n/screen';

const route = englishRoute(homeScreen);
export const generateMetadata = route.generateMetadata;
export default route.Page;
