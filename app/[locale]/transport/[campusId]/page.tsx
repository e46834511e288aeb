import { campusTransportScreen } from '@/components/transport/CampusTransportScreen';
import { translatedRoute } from '@/components/layout/screen';

const route = translatedRoute(campusTransportScreen);
export const dynamicParams = false;
export const generateStaticParams = route.generateStaticParams;
export const generateMetadata = route.generateMetadata;
export default route.Page;
