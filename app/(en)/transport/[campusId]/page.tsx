import { campusTransportScreen } from '@/components/transport/CampusTransportScreen';
import { englishRoute } from '@/components/layout/screen';

const route = englishRoute(campusTransportScreen);
export const dynamicParams = false;
export const generateStaticParams = route.generateStaticParams;
export const generateMetadata = route.generateMetadata;
export default route.Page;
