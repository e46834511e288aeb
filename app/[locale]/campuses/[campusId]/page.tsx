import { campusScreen } from '@/components/campuses/CampusScreen';
import { translatedRoute } from '@/components/layout/screen';

const route = translatedRoute(campusScreen);
export const dynamicParams = false;
export const generateStaticParams = route.generateStaticParams;
export const generateMetadata = route.generateMetadata;
export default route.Page;
