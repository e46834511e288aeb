import { lifeScreen } from '@/components/screens/life';
import { translatedRoute } from '@/lib/i18n/screen';

const route = translatedRoute(lifeScreen);
export const generateMetadata = route.generateMetadata;
export default route.Page;
