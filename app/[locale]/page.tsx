import { homeScreen } from '@/components/screens/home';
import { translatedRoute } from '@/lib/i18n/screen';

const route = translatedRoute(homeScreen);
export const generateMetadata = route.generateMetadata;
export default route.Page;
