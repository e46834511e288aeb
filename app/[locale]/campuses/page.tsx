import { campusesScreen } from '@/components/screens/campuses';
import { translatedRoute } from '@/lib/i18n/screen';

const route = translatedRoute(campusesScreen);
export const generateMetadata = route.generateMetadata;
export default route.Page;
