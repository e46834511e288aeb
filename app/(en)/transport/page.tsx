import { transportScreen } from '@/components/transport/TransportScreen';
import { englishRoute } from '@/components/layout/screen';

const route = englishRoute(transportScreen);
export const generateMetadata = route.generateMetadata;
export default route.Page;
