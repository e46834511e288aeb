import { aboutScreen } from '@/components/screens/about';
import { translatedRoute } from '@/lib/i18n/screen';

const route = translatedRoute(aboutScreen);
export const generateMetadata = route.generateMetadata;
export default route.Page;
