import { campusesScreen } from '@/components/campuses/CampusesScreen';
import { englishRoute } from '@/components/layout/screen';

const route = englishRoute(campusesScreen);
export const generateMetadata = route.generateMetadata;
export default route.Page;
