import { transportScreen } from '@/components/transport/TransportScreen';
import { translatedRoute } from '@/components/layout/screen';

const route = translatedRoute(transportScreen);
export const generateMetadata = route.generateMetadata;
export default route.Page;
