import { routeTimetableScreen } from '@/components/transport/RouteTimetableScreen';
import { translatedRoute } from '@/components/layout/screen';

const route = translatedRoute(routeTimetableScreen);
export const dynamicParams = false;
export const generateStaticParams = route.generateStaticParams;
export const generateMetadata = route.generateMetadata;
export default route.Page;
