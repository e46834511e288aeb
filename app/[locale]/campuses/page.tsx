import { campusesScreen } from '@/components/campus/CampusesScreen';
import { translatedRoute } from '@/components/layout/screen';

const route = translatedRoute(campusesScreen);
export const generateMetadata = route.generateMetadata;
export default route.Page;
