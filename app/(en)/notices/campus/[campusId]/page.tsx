import { campusNoticesScreen } from '@/components/notices/CampusNoticesScreen';
import { englishRoute } from '@/components/layout/screen';

const route = englishRoute(campusNoticesScreen);
export const dynamicParams = false;
export const generateStaticParams = route.generateStaticParams;
export const generateMetadata = route.generateMetadata;
export default route.Page;
