import { campusNoticesScreen } from '@/components/notices/CampusNoticesScreen';
import { translatedRoute } from '@/components/layout/screen';

const route = translatedRoute(campusNoticesScreen);
export const dynamicParams = false;
export const generateStaticParams = route.generateStaticParams;
export const generateMetadata = route.generateMetadata;
export default route.Page;
