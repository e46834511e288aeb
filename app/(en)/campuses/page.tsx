import { campusesScreen } from '@/components/screens/campuses';
import { englishRoute } from '@/lib/i18n/screen';

const route = englishRoute(campusesScreen);
export const generateMetadata = route.generateMetadata;
export default route.Page;
