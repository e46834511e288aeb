import { campusScreen } from '@/components/campuses/CampusScreen';
import { englishRoute } from '@/components/layout/screen';

const route = englishRoute(campusScreen);
export const dynamicParams = false;
export const generateStaticParams = route.generateStaticParams;
export const generateMetadata = route.generateMetadata;
export default route.Page;
