import { routeTimetableScreen } from '@/components/transport/RouteTimetableScreen';
import { englishRoute } from '@/components/layout/screen';

const route = englishRoute(routeTimetableScreen);
export const dynamicParams = false;
export const generateStaticParams = route.generateStaticParams;
export const generateMetadata = route.generateMetadata;
export default route.Page;
